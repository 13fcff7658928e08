import '../case-tracking.css';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/layout/page-header';
import {
  fileVisitorDispute,
  requestDisputeCode,
  verifyDisputeCode,
  type TFiled,
  type TInvoiceProof,
  type TVerified,
} from '../api/case-tracking-api';
import { CodeStep } from '../components/code-step';
import { DisputeForm } from '../components/dispute-form';
import { FiledCase } from '../components/filed-case';
import { ProofForm } from '../components/proof-form';

type TStep = { at: 'proof' } | { at: 'code'; reference: string } | { at: 'dispute'; verified: TVerified } | { at: 'filed'; filed: TFiled };

/**
 * "Dispute a charge without an account" (requirements/disputes.md#visitors): invoice number or
 * reference, plate and province, and a contact; the code sent to it; then the passages, the
 * reason and the files; then the case number and its deadline.
 */
export function VisitorDisputePage() {
  const [step, setStep] = useState<TStep>({ at: 'proof' });
  const [proof, setProof] = useState<TInvoiceProof>({ plate: '', province: '' });
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The "Operation status" modal has told the visitor.
    } finally {
      setBusy(false);
    }
  };
  const sendCode = () =>
    run(async () => {
      const sent = await requestDisputeCode(proof, contact.trim());
      setStep({ at: 'code', reference: sent.otpReference });
    });

  return (
    <>
      <PageHeader titleId="caseTracking.dispute.title" leadId="caseTracking.dispute.lead" />
      <div className="container case-tracking-page">
        {step.at === 'proof' ? (
          <ProofForm proof={proof} setProof={setProof} contact={contact} setContact={setContact} busy={busy} onSubmit={sendCode} />
        ) : null}
        {step.at === 'code' ? (
          <CodeStep
            reference={step.reference}
            sentTo={contact.trim()}
            busy={busy}
            onResend={() => void sendCode()}
            onConfirm={(otp) =>
              void run(async () => {
                const verified = await verifyDisputeCode(proof, contact.trim(), step.reference, otp);
                setStep({ at: 'dispute', verified });
              })
            }
          />
        ) : null}
        {step.at === 'dispute' ? (
          <DisputeForm
            verified={step.verified}
            busy={busy}
            onFile={(body, key) =>
              void run(async () => {
                const filed = await fileVisitorDispute(
                  { ...proof, contact: contact.trim(), verificationToken: step.verified.verificationToken, ...body },
                  key,
                );
                setStep({ at: 'filed', filed });
              })
            }
          />
        ) : null}
        {step.at === 'filed' ? <FiledCase filed={step.filed} /> : null}
        <p className="mt-4">
          <Link to="/dispute/track">
            <FormattedMessage id="caseTracking.dispute.trackLink" />
          </Link>
        </p>
      </div>
    </>
  );
}

import '../case-tracking.css';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DISPUTE_REASONS, type TDisputeReason } from '@mflow/contracts/cases/dispute-rules';
import { PageHeader } from '../../../shared/layout/page-header';
import { useMasterList } from '../../../shared/master/use-master-list';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import {
  fileVisitorDispute,
  requestDisputeCode,
  uploadEvidence,
  verifyDisputeCode,
  type TFiled,
  type TInvoiceProof,
  type TVerified,
} from '../api/case-tracking-api';
import { REASON_LABELS, REFUSAL_LABELS } from '../components/case-labels';
import { CodeStep } from '../components/code-step';
import { LabelledInput } from '../components/labelled-input';
import { useCaseFormat } from '../components/use-case-format';

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
        {step.at === 'filed' ? <Filed filed={step.filed} /> : null}
        <p className="mt-4">
          <Link to="/dispute/track">
            <FormattedMessage id="caseTracking.dispute.trackLink" />
          </Link>
        </p>
      </div>
    </>
  );
}

function ProofForm(props: {
  proof: TInvoiceProof;
  setProof: (proof: TInvoiceProof) => void;
  contact: string;
  setContact: (contact: string) => void;
  busy: boolean;
  onSubmit: () => Promise<void>;
}) {
  const { proof, setProof, contact, setContact, busy } = props;
  const provinces = useMasterList('provinces');
  const provinceId = useId();
  const [by, setBy] = useState<'invoiceNo' | 'refCode'>('invoiceNo');
  const number = (by === 'invoiceNo' ? proof.invoiceNo : proof.refCode) ?? '';
  const setNumber = (value: string) =>
    setProof({ plate: proof.plate, province: proof.province, ...(by === 'invoiceNo' ? { invoiceNo: value } : { refCode: value }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void props.onSubmit();
  };
  return (
    <form onSubmit={submit} className="case-tracking-step" data-testid="proof-step">
      <fieldset className="mb-3">
        <legend className="form-label fs-6">
          <FormattedMessage id="caseTracking.dispute.findBy" />
        </legend>
        {(['invoiceNo', 'refCode'] as const).map((mode) => (
          <div className="form-check form-check-inline" key={mode}>
            <input
              className="form-check-input"
              type="radio"
              name="find-by"
              id={`find-by-${mode}`}
              checked={by === mode}
              onChange={() => {
                setBy(mode);
                setProof({ plate: proof.plate, province: proof.province });
              }}
            />
            <label className="form-check-label" htmlFor={`find-by-${mode}`}>
              <FormattedMessage id={`caseTracking.dispute.by.${mode}`} />
            </label>
          </div>
        ))}
      </fieldset>
      <LabelledInput labelId={`caseTracking.dispute.${by}`} value={number} onChange={setNumber} required autoComplete="off" />
      <LabelledInput
        labelId="caseTracking.dispute.plate"
        value={proof.plate}
        onChange={(plate) => setProof({ ...proof, plate })}
        required
      />
      <div className="mb-3">
        <label htmlFor={provinceId} className="form-label">
          <FormattedMessage id="caseTracking.dispute.province" />
        </label>
        <select
          id={provinceId}
          className="form-select"
          value={proof.province}
          onChange={(event) => setProof({ ...proof, province: event.target.value })}
          required
        >
          <option value="" />
          {(provinces ?? []).map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <LabelledInput labelId="caseTracking.dispute.contact" value={contact} onChange={setContact} required autoComplete="email" />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <FormattedMessage id="caseTracking.dispute.sendCode" />
      </button>
    </form>
  );
}

type TRefund =
  { kind: 'ORIGINAL_METHOD' } | { kind: 'BANK_ACCOUNT'; bankCode: string; accountNo: string; holderName: string; bankBookFileId: string };

function DisputeForm({ verified, busy, onFile }: { verified: TVerified; busy: boolean; onFile: (body: object, key: string) => void }) {
  const intl = useIntl();
  const format = useCaseFormat();
  const { language } = usePreferences();
  const banks = useMasterList('banks');
  const [key] = useState(() => crypto.randomUUID());
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState<TDisputeReason>('PLATE_MISREAD');
  const [reasonText, setReasonText] = useState('');
  const [files, setFiles] = useState<{ fileId: string; name: string }[]>([]);
  const [refund, setRefund] = useState<TRefund>({ kind: 'BANK_ACCOUNT', bankCode: '', accountNo: '', holderName: '', bankBookFileId: '' });
  const [problem, setProblem] = useState<string>();
  const ids = { reason: useId(), text: useId(), files: useId(), bank: useId(), book: useId() };
  const { invoice } = verified;

  const upload = async (list: FileList | null, into: (fileId: string, name: string) => void) => {
    for (const file of Array.from(list ?? [])) {
      try {
        const stored = await uploadEvidence(file);
        into(stored.fileId, file.name);
      } catch {
        // The modal has told the visitor.
      }
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem('caseTracking.dispute.choosePassage');
    setProblem(undefined);
    onFile(
      {
        passageIds: chosen,
        reason,
        ...(reason === 'OTHER' ? { reasonText } : {}),
        fileIds: files.map((file) => file.fileId),
        ...(invoice.paid ? { refundChannel: refund } : {}),
      },
      key,
    );
  };

  return (
    <form onSubmit={submit} className="case-tracking-step" data-testid="dispute-step">
      <h2 className="h5">
        <FormattedMessage
          id="caseTracking.dispute.passages"
          values={{ code: invoice.invoiceNo, date: format.date(invoice.windowEndsOn) }}
        />
      </h2>
      <ul className="case-passages list-unstyled">
        {invoice.passages.map((passage) => (
          <li key={passage.passageId} className="case-passage" data-testid="visitor-passage">
            <input
              className="form-check-input"
              type="checkbox"
              id={`passage-${passage.passageId}`}
              disabled={!passage.eligible}
              checked={chosen.includes(passage.passageId)}
              onChange={(event) =>
                setChosen(event.target.checked ? [...chosen, passage.passageId] : chosen.filter((id) => id !== passage.passageId))
              }
            />
            <label htmlFor={`passage-${passage.passageId}`} className="case-passage-text">
              <span>{format.dateTime(passage.passedAt)}</span>
              <span>
                <FormattedMessage id="caseTracking.passage.gantry" values={{ code: passage.gantryCode }} />
              </span>
              <strong>{format.baht(passage.price)}</strong>
              {passage.refusal ? (
                <span className="text-danger">
                  <FormattedMessage id={REFUSAL_LABELS[passage.refusal]} />
                </span>
              ) : null}
            </label>
            <img
              className="case-passage-photo"
              src={passage.photoUrl}
              alt={intl.formatMessage({ id: 'caseTracking.passage.photo' }, { date: format.dateTime(passage.passedAt) })}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
      {problem ? (
        <p className="text-danger" role="alert">
          <FormattedMessage id={problem} />
        </p>
      ) : null}
      <div className="mb-3">
        <label htmlFor={ids.reason} className="form-label">
          <FormattedMessage id="caseTracking.dispute.reason" />
        </label>
        <select
          id={ids.reason}
          className="form-select"
          value={reason}
          onChange={(event) => setReason(event.target.value as TDisputeReason)}
        >
          {DISPUTE_REASONS.map((code) => (
            <option key={code} value={code}>
              {intl.formatMessage({ id: REASON_LABELS[code] })}
            </option>
          ))}
        </select>
      </div>
      {reason === 'OTHER' ? (
        <div className="mb-3">
          <label htmlFor={ids.text} className="form-label">
            <FormattedMessage id="caseTracking.dispute.reasonText" />
          </label>
          <textarea
            id={ids.text}
            className="form-control"
            value={reasonText}
            onChange={(event) => setReasonText(event.target.value)}
            required
            maxLength={1000}
          />
        </div>
      ) : null}
      <div className="mb-3">
        <label htmlFor={ids.files} className="form-label">
          <FormattedMessage id="caseTracking.dispute.files" />
        </label>
        <input
          id={ids.files}
          type="file"
          className="form-control"
          accept="image/jpeg,image/png"
          multiple
          onChange={(event) => void upload(event.target.files, (fileId, name) => setFiles((earlier) => [...earlier, { fileId, name }]))}
        />
        <ul className="form-text list-unstyled" data-testid="uploaded-files">
          {files.map((file) => (
            <li key={file.fileId}>{file.name}</li>
          ))}
        </ul>
      </div>
      {invoice.paid ? (
        <fieldset className="mb-3">
          <legend className="form-label fs-6">
            <FormattedMessage id="caseTracking.refund.title" />
          </legend>
          {invoice.paidByCard ? (
            <div className="form-check">
              <input
                className="form-check-input"
                type="radio"
                name="refund"
                id="refund-card"
                checked={refund.kind === 'ORIGINAL_METHOD'}
                onChange={() => setRefund({ kind: 'ORIGINAL_METHOD' })}
              />
              <label className="form-check-label" htmlFor="refund-card">
                <FormattedMessage id="caseTracking.refund.card" />
              </label>
            </div>
          ) : null}
          <div className="form-check">
            <input
              className="form-check-input"
              type="radio"
              name="refund"
              id="refund-bank"
              checked={refund.kind === 'BANK_ACCOUNT'}
              onChange={() => setRefund({ kind: 'BANK_ACCOUNT', bankCode: '', accountNo: '', holderName: '', bankBookFileId: '' })}
            />
            <label className="form-check-label" htmlFor="refund-bank">
              <FormattedMessage id="caseTracking.refund.bank" />
            </label>
          </div>
          {refund.kind === 'BANK_ACCOUNT' ? (
            <div className="mt-2">
              <label htmlFor={ids.bank} className="form-label">
                <FormattedMessage id="caseTracking.refund.bankName" />
              </label>
              <select
                id={ids.bank}
                className="form-select mb-3"
                value={refund.bankCode}
                onChange={(event) => setRefund({ ...refund, bankCode: event.target.value })}
                required
              >
                <option value="" />
                {(banks ?? []).map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {language === 'TH' ? bank.nameTh : bank.nameEn}
                  </option>
                ))}
              </select>
              <LabelledInput
                labelId="caseTracking.refund.accountNo"
                value={refund.accountNo}
                onChange={(accountNo) => setRefund({ ...refund, accountNo })}
                inputMode="numeric"
                required
              />
              <LabelledInput
                labelId="caseTracking.refund.holder"
                value={refund.holderName}
                onChange={(holderName) => setRefund({ ...refund, holderName })}
                required
              />
              <label htmlFor={ids.book} className="form-label">
                <FormattedMessage id="caseTracking.refund.book" />
              </label>
              <input
                id={ids.book}
                type="file"
                className="form-control"
                accept="image/jpeg,image/png"
                onChange={(event) => void upload(event.target.files, (fileId) => setRefund({ ...refund, bankBookFileId: fileId }))}
              />
            </div>
          ) : null}
        </fieldset>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <FormattedMessage id="caseTracking.dispute.submit" />
      </button>
    </form>
  );
}

function Filed({ filed }: { filed: TFiled }) {
  const format = useCaseFormat();
  return (
    <section className="case-tracking-step" aria-labelledby="case-filed-title" data-testid="case-filed">
      <h2 id="case-filed-title" className="h4">
        <FormattedMessage id="caseTracking.filed.title" />
      </h2>
      <p>
        <FormattedMessage
          id="caseTracking.filed.body"
          values={{
            code: <strong data-testid="filed-case-no">{filed.caseNo}</strong>,
            date: <strong>{format.date(filed.deadlineDate)}</strong>,
          }}
        />
      </p>
      <Link className="btn btn-outline-primary" to={`/dispute/track?caseNo=${encodeURIComponent(filed.caseNo)}`}>
        <FormattedMessage id="caseTracking.filed.track" />
      </Link>
    </section>
  );
}

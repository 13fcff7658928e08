import '../../../shared/forms/forms.scss';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '@mflow/ui/api/api-types';
import { useMasterList } from '../../../shared/master/use-master-list';
import {
  channelOf,
  fileVisitorAppeal,
  openTrackingSession,
  requestTrackingCode,
  requestVisitorAppealCode,
  verifyVisitorAppealCode,
  visitorBooking,
  type TAppealAppointment,
  type TFiledAppeal,
  type TNoticeProof,
} from '../api/appeals-api';
import { AppealForm } from './appeal-form';
import { AppointmentPicker } from './appointment-picker';
import { CodeStep } from './code-step';
import { Confirmation } from './confirmation';
import { LabelledInput } from '../../../shared/forms/labelled-input';

type TStep =
  | { at: 'proof' }
  | { at: 'code'; reference: string }
  | { at: 'appeal'; verificationToken: string }
  | { at: 'track'; filed: TFiledAppeal; reference: string; sentTo: string }
  | { at: 'book'; filed: TFiledAppeal; trackingToken: string }
  | { at: 'confirmed'; filed: TFiledAppeal; appointment: TAppealAppointment };

const refusalOf = (error: unknown) => (error instanceof ApiError ? error.errors.map((item) => item.description).join(' ') : '');

/**
 * A visitor appeals a notice (decision 0053's proofs): the notice number with its plate and
 * province, a name and a contact, the code sent to it; the reason and files; then, with a code
 * sent to the case's contact for its tracking session, the appointment.
 */
export function VisitorAppeal({ initialNoticeNo }: { initialNoticeNo: string }) {
  const provinces = useMasterList('provinces');
  const [proof, setProof] = useState<TNoticeProof>({ noticeNo: initialNoticeNo, plate: '', province: '' });
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [step, setStep] = useState<TStep>({ at: 'proof' });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const sentTo = contact.trim();
  const numbered = { ...proof, noticeNo: proof.noticeNo.trim().toUpperCase(), plate: proof.plate.trim() };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await work();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  const sendCode = () =>
    run(async () => {
      const sent = await requestVisitorAppealCode(numbered, sentTo);
      setStep({ at: 'code', reference: sent.otpReference });
    });
  const sendTrackingCode = (filed: TFiledAppeal) =>
    run(async () => {
      const sent = await requestTrackingCode(filed.caseNo, channelOf(sentTo));
      setStep({ at: 'track', filed, reference: sent.otpReference, sentTo: sent.sentTo });
    });
  const submitProof = (event: FormEvent) => {
    event.preventDefault();
    void sendCode();
  };

  return (
    <>
      {refusal !== undefined ? (
        <p className="alert alert-danger" role="alert" data-testid="appeal-refused">
          {refusal || <FormattedMessage id="modal.error.generic" />}
        </p>
      ) : null}
      {step.at === 'proof' ? (
        <form onSubmit={submitProof} className="appeal-section" data-testid="appeal-proof">
          <LabelledInput
            labelId="notices.lookup.noticeNo"
            value={proof.noticeNo}
            onChange={(noticeNo) => setProof({ ...proof, noticeNo })}
            required
            autoComplete="off"
          />
          <LabelledInput
            labelId="caseTracking.dispute.plate"
            value={proof.plate}
            onChange={(plate) => setProof({ ...proof, plate })}
            required
          />
          <div className="mb-3">
            <label htmlFor="appeal-province" className="form-label">
              <FormattedMessage id="caseTracking.dispute.province" />
            </label>
            <select
              id="appeal-province"
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
          <LabelledInput labelId="appeals.form.name" value={name} onChange={setName} required autoComplete="name" maxLength={200} />
          <LabelledInput labelId="caseTracking.dispute.contact" value={contact} onChange={setContact} required autoComplete="email" />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <FormattedMessage id="caseTracking.dispute.sendCode" />
          </button>
        </form>
      ) : null}
      {step.at === 'code' ? (
        <CodeStep
          reference={step.reference}
          sentTo={sentTo}
          busy={busy}
          onResend={() => void sendCode()}
          onConfirm={(otp) =>
            void run(async () => {
              const verified = await verifyVisitorAppealCode(numbered, sentTo, step.reference, otp);
              setStep({ at: 'appeal', verificationToken: verified.verificationToken });
            })
          }
        />
      ) : null}
      {step.at === 'appeal' ? (
        <AppealForm
          member={false}
          busy={busy}
          onFile={(choice) =>
            void run(async () => {
              const filed = await fileVisitorAppeal(
                { ...numbered, contact: sentTo, name: name.trim(), verificationToken: step.verificationToken, ...choice },
                idempotencyKey,
              );
              await sendTrackingCode(filed);
            })
          }
        />
      ) : null}
      {step.at === 'track' ? (
        <>
          <p className="alert alert-success" role="status" data-testid="appeal-filed">
            <FormattedMessage id="appeals.filed" values={{ code: <strong data-testid="filed-appeal-no">{step.filed.caseNo}</strong> }} />
          </p>
          <CodeStep
            reference={step.reference}
            sentTo={step.sentTo}
            busy={busy}
            onResend={() => void sendTrackingCode(step.filed)}
            onConfirm={(otp) =>
              void run(async () => {
                const session = await openTrackingSession(step.filed.caseNo, {
                  channel: channelOf(sentTo),
                  otpReference: step.reference,
                  otp,
                });
                setStep({ at: 'book', filed: step.filed, trackingToken: session.trackingToken });
              })
            }
          />
        </>
      ) : null}
      {step.at === 'book' ? (
        <section className="appeal-section" aria-labelledby="appeal-book-title" data-testid="appeal-booking">
          <h2 id="appeal-book-title" className="appeal-section-title">
            <FormattedMessage id="appeals.book.title" values={{ code: step.filed.caseNo }} />
          </h2>
          <AppointmentPicker
            busy={busy}
            submitLabel={<FormattedMessage id="appeals.appointment.book" />}
            onChoose={(slot) =>
              void run(async () =>
                setStep({
                  at: 'confirmed',
                  filed: step.filed,
                  appointment: await visitorBooking(step.filed.caseNo, step.trackingToken).book(slot),
                }),
              )
            }
          />
        </section>
      ) : null}
      {step.at === 'confirmed' ? (
        <Confirmation
          caseNo={step.filed.caseNo}
          appointment={step.appointment}
          trackPath={`/dispute/track?caseNo=${encodeURIComponent(step.filed.caseNo)}`}
        />
      ) : null}
    </>
  );
}

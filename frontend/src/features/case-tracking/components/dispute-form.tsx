import '../../../shared/forms/forms.scss';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DISPUTE_REASONS, type TDisputeReason } from '@mflow/contracts/cases/dispute-rules';
import { useMasterList } from '../../../shared/master/use-master-list';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { uploadEvidence, type TVerified } from '../api/case-tracking-api';
import { REASON_LABELS, REFUSAL_LABELS } from './case-labels';
import { LabelledInput } from '../../../shared/forms/labelled-input';
import { useCaseFormat } from './use-case-format';

type TRefund =
  { kind: 'ORIGINAL_METHOD' } | { kind: 'BANK_ACCOUNT'; bankCode: string; accountNo: string; holderName: string; bankBookFileId: string };

/** A visitor's dispute once the code is confirmed: the passages, the reason, the files and, for a paid invoice, the refund. */
export function DisputeForm({
  verified,
  busy,
  onFile,
}: {
  verified: TVerified;
  busy: boolean;
  onFile: (body: object, key: string) => void;
}) {
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

import '../../../shared/forms/forms.scss';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  APPEAL_REASONS,
  appealReasonNeedsPoliceReport,
  appealReasonNeedsText,
  type TAppealReason,
} from '@mflow/contracts/cases/appeal-rules';
import { FieldLabel } from '../../../shared/forms/fields';
import { uploadAppealFile } from '../api/appeals-api';
import { codeKey } from './use-appeal-format';

export type TAppealChoice = {
  reason: TAppealReason;
  reasonText?: string;
  fileIds: string[];
  policeReportFileId?: string;
};

type TFile = { fileId: string; name: string };

/** Max attachments of an appeal besides the police report (the contract's limit). */
const MAX_FILES = 5;
const FILE_TYPES = 'image/jpeg,image/png,application/pdf';

function FilesField({
  labelId,
  max,
  member,
  files,
  onChange,
  required,
  testId,
}: {
  labelId: string;
  max: number;
  member: boolean;
  files: readonly TFile[];
  onChange: (files: TFile[]) => void;
  required?: boolean;
  testId: string;
}) {
  const intl = useIntl();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].slice(0, max - files.length);
    event.target.value = '';
    setBusy(true);
    const added: TFile[] = [];
    try {
      for (const file of chosen) added.push({ fileId: (await uploadAppealFile(file, member)).fileId, name: file.name });
    } catch {
      // The "Operation status" modal has said why; the files uploaded before it are kept.
    } finally {
      setBusy(false);
      if (added.length > 0) onChange([...files, ...added]);
    }
  };
  return (
    <div className="mb-3" data-testid={testId}>
      <FieldLabel htmlFor={id} text={intl.formatMessage({ id: labelId })} required={required} />
      {files.length > 0 ? (
        <ul className="list-unstyled mb-2" data-testid={`${testId}-list`}>
          {files.map((file) => (
            <li key={file.fileId}>{file.name}</li>
          ))}
        </ul>
      ) : null}
      {files.length < max ? (
        <input
          id={id}
          type="file"
          className="form-control"
          accept={FILE_TYPES}
          multiple={max > 1}
          disabled={busy}
          aria-busy={busy || undefined}
          onChange={(event) => void choose(event)}
        />
      ) : null}
    </div>
  );
}

/**
 * The appeal itself (requirements/notices-and-appeals.md#appeals): a reason from the list; a
 * stolen vehicle needs the police report, "other" needs text; attachments.
 */
export function AppealForm({ member, busy, onFile }: { member: boolean; busy: boolean; onFile: (choice: TAppealChoice) => void }) {
  const intl = useIntl();
  const ids = { reason: useId(), text: useId() };
  const [reason, setReason] = useState<TAppealReason>();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<TFile[]>([]);
  const [report, setReport] = useState<TFile[]>([]);
  const [problem, setProblem] = useState<string>();
  const needsText = reason !== undefined && appealReasonNeedsText(reason);
  const needsReport = reason !== undefined && appealReasonNeedsPoliceReport(reason);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem('appeals.form.reasonMissing');
    if (needsText && !text.trim()) return setProblem('appeals.form.textMissing');
    const policeReportFileId = needsReport ? report[0]?.fileId : undefined;
    if (needsReport && !policeReportFileId) return setProblem('appeals.form.reportMissing');
    setProblem(undefined);
    onFile({
      reason,
      ...(text.trim() ? { reasonText: text.trim() } : {}),
      fileIds: files.map((file) => file.fileId),
      ...(policeReportFileId ? { policeReportFileId } : {}),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="appeal-section" data-testid="appeal-form">
      <div className="mb-3">
        <label htmlFor={ids.reason} className="form-label">
          <FormattedMessage id="appeals.form.reason" />
        </label>
        <select
          id={ids.reason}
          className="form-select"
          value={reason ?? ''}
          onChange={(event) => setReason((event.target.value || undefined) as TAppealReason | undefined)}
          required
        >
          <option value="" />
          {APPEAL_REASONS.map((item) => (
            <option key={item} value={item}>
              {intl.formatMessage({ id: `appeals.reason.${codeKey(item)}` })}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label htmlFor={ids.text} className="form-label">
          <FormattedMessage id={needsText ? 'appeals.form.textRequired' : 'appeals.form.text'} />
        </label>
        <textarea
          id={ids.text}
          className="form-control"
          value={text}
          maxLength={1000}
          required={needsText}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {needsReport ? (
        <FilesField
          labelId="appeals.form.policeReport"
          max={1}
          member={member}
          files={report}
          onChange={setReport}
          required
          testId="appeal-report"
        />
      ) : null}
      <FilesField labelId="appeals.form.files" max={MAX_FILES} member={member} files={files} onChange={setFiles} testId="appeal-files" />
      {problem ? (
        <p className="alert alert-danger" role="alert">
          <FormattedMessage id={problem} />
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="appeal-file">
        <FormattedMessage id="appeals.form.submit" />
      </button>
    </form>
  );
}

import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldLabel, FieldMessage } from '../../../shared/forms/fields';
import { IconCheckCircle } from '../../../shared/icons/icons';
import { uploadCaseFile } from '../api/cases-api';
import { caseFileProblem, CASE_FILE_TYPES } from './dispute-form';

export type TCaseFile = { fileId: string; name: string };

/**
 * Files chosen, checked for type and size here, and uploaded at once; the form sends their ids.
 * A refused upload is explained by the "Operation status" modal ("selected file cannot be uploaded").
 */
export function CaseFilesField({
  label,
  hint,
  documentType,
  max,
  files,
  onChange,
  problem,
  required,
  testId,
}: {
  label: string;
  hint?: string;
  documentType: 'CASE_EVIDENCE' | 'BANK_BOOK';
  max: number;
  files: readonly TCaseFile[];
  onChange: (files: TCaseFile[]) => void;
  problem?: string | undefined;
  required?: boolean;
  testId: string;
}) {
  const intl = useIntl();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [chosenProblem, setChosenProblem] = useState<string>();
  const labelText = intl.formatMessage({ id: label });
  const shown = chosenProblem ?? problem;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].slice(0, max - files.length);
    event.target.value = '';
    if (chosen.length === 0) return;
    const wrong = chosen.map(caseFileProblem).find(Boolean);
    setChosenProblem(wrong);
    if (wrong) return;
    setBusy(true);
    const added: TCaseFile[] = [];
    try {
      for (const file of chosen) added.push({ fileId: (await uploadCaseFile(documentType, file)).fileId, name: file.name });
    } catch {
      // The modal has said why; the files uploaded before it are kept.
    } finally {
      setBusy(false);
      if (added.length > 0) onChange([...files, ...added]);
    }
  };

  return (
    <div className="col-12 case-files" data-testid={testId}>
      <FieldLabel htmlFor={id} text={labelText} required={required} />
      <p id={`${id}-hint`} className="form-text mt-0 mb-2">
        {hint ? (
          <span className="me-1">
            <FormattedMessage id={hint} />
          </span>
        ) : null}
        <FormattedMessage id="cases.files.formats" values={{ max }} />
      </p>
      {files.length > 0 ? (
        <ul className="case-file-list">
          {files.map((file) => (
            <li key={file.fileId}>
              <IconCheckCircle size={16} />
              <span className="case-file-name">{file.name}</span>
              <button
                type="button"
                className="btn btn-link btn-sm p-0"
                onClick={() => onChange(files.filter((item) => item.fileId !== file.fileId))}
                aria-label={intl.formatMessage({ id: 'cases.files.removeNamed' }, { name: file.name })}
              >
                <FormattedMessage id="cases.files.remove" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length < max ? (
        <input
          id={id}
          type="file"
          className={`form-control${shown ? ' is-invalid' : ''}`}
          accept={CASE_FILE_TYPES.join(',')}
          multiple={max > 1}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          onChange={(event) => void choose(event)}
        />
      ) : null}
      <FieldMessage id={`${id}-error`} code={shown} label={labelText} />
    </div>
  );
}

import {
  MAX_REGISTRATION_BOOK_PAGES,
  OWNERSHIP_SLOTS,
  UPLOAD_TYPE_OF_SLOT,
  type TVehicleDocumentSlot,
} from '@mflow/contracts/vehicle/vehicle-documents';
import { useId, useState, type ChangeEvent } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldLabel, FieldMessage, useFieldError } from '../../../shared/forms/fields';
import { IconCheckCircle, IconFile, IconUpload } from '../../../shared/icons/icons';
import { uploadVehicleFile } from '../api/vehicles-api';
import type { TUploadedFile, TVehicleFormValues } from './vehicle-form-values';
import { acceptedTypes, fileProblem } from './vehicle-rules';

const FORM_SLOTS = [
  'frontPhoto',
  'backPhoto',
  'sidePhoto',
  'registrationBook',
  'taxPlate',
] as const satisfies readonly TVehicleDocumentSlot[];

type SlotProps = { slot: TVehicleDocumentSlot; files: Record<string, TUploadedFile>; onUploaded: (file: TUploadedFile) => void };

function Preview({ file }: { file: TUploadedFile | undefined }) {
  return (
    <span className="vehicle-doc-preview" aria-hidden="true">
      {file && !file.pdf ? <img src={file.url} alt="" /> : <IconFile size={28} />}
    </span>
  );
}

/** One document: chosen, checked for type and size here, uploaded at once, then previewed; the registration book takes several pages. */
function DocumentSlot({ slot, files, onUploaded }: SlotProps) {
  const intl = useIntl();
  const id = useId();
  const name = `documents.${slot}`;
  const many = slot === 'registrationBook';
  const { control, setError, clearErrors } = useFormContext<TVehicleFormValues>();
  const { field } = useController({ name: name as 'documents.frontPhoto', control });
  const code = useFieldError(name);
  const [busy, setBusy] = useState(false);
  const label = intl.formatMessage({ id: `vehicles.document.${slot}` });
  const value = field.value as string | string[] | undefined;
  const ids = Array.isArray(value) ? value : value ? [value] : [];

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    const problem = chosen.map((file) => fileProblem(slot, file)).find(Boolean);
    if (problem) {
      setError(name as 'documents.frontPhoto', { type: 'custom', message: problem });
      return;
    }
    setBusy(true);
    try {
      const uploaded: string[] = [];
      for (const file of chosen.slice(0, many ? MAX_REGISTRATION_BOOK_PAGES - ids.length : 1)) {
        const answer = await uploadVehicleFile(UPLOAD_TYPE_OF_SLOT[slot], file);
        onUploaded({ fileId: answer.fileId, name: file.name, url: answer.url, pdf: answer.mimeType === 'application/pdf' });
        uploaded.push(answer.fileId);
      }
      field.onChange(many ? [...ids, ...uploaded] : uploaded[0]);
      clearErrors(name as 'documents.frontPhoto');
    } catch {
      // The "Operation status" modal says why ("selected file cannot be uploaded", requirements/error-messages.md#visible-messages).
    } finally {
      setBusy(false);
    }
  };

  const remove = (fileId: string) => field.onChange(many ? ids.filter((item) => item !== fileId) : undefined);

  return (
    <div className={`vehicle-doc${code ? ' is-invalid' : ''}`} data-testid={`vehicle-document-${slot}`}>
      <FieldLabel id={`${id}-label`} htmlFor={id} text={label} required />
      <p id={`${id}-hint`} className="form-text mt-0 mb-2">
        <span className="me-1">
          <FormattedMessage id={`vehicles.document.${slot}.hint`} />
        </span>
        <FormattedMessage
          id={acceptedTypes(slot).includes('application/pdf') ? 'vehicles.document.formatsPdf' : 'vehicles.document.formats'}
        />
      </p>
      {ids.length > 0 ? (
        <ul className="vehicle-doc-files">
          {ids.map((fileId, index) => (
            <li key={fileId}>
              <Preview file={files[fileId]} />
              <span className="vehicle-doc-name">
                <IconCheckCircle size={16} />
                <span>
                  {many ? intl.formatMessage({ id: 'vehicles.document.page' }, { count: index + 1 }) : (files[fileId]?.name ?? label)}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-link btn-sm p-0"
                onClick={() => remove(fileId)}
                aria-label={intl.formatMessage(
                  { id: 'vehicles.document.removeNamed' },
                  { name: many ? intl.formatMessage({ id: 'vehicles.document.page' }, { count: index + 1 }) : label },
                )}
              >
                <FormattedMessage id="vehicles.document.remove" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="file"
        className="form-control"
        accept={acceptedTypes(slot).join(',')}
        multiple={many}
        onChange={(event) => void choose(event)}
        disabled={busy}
        aria-labelledby={`${id}-label`}
        aria-invalid={code ? true : undefined}
        aria-describedby={[`${id}-hint`, code ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
      {busy ? (
        <p className="form-text mb-0" role="status">
          <IconUpload size={16} />
          <span className="ms-1">
            <FormattedMessage id="vehicles.document.uploading" />
          </span>
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} code={code} label={label} />
    </div>
  );
}

/** Step 3: the documents of requirements/vehicles.md#vehicle-fields, and the consent documents when the vehicle is someone else's. */
export function DocumentsFields({
  files,
  onUploaded,
}: {
  files: Record<string, TUploadedFile>;
  onUploaded: (file: TUploadedFile) => void;
}) {
  const ownerFlag = useWatch<TVehicleFormValues, 'ownerFlag'>({ name: 'ownerFlag' });
  const slots: TVehicleDocumentSlot[] = ownerFlag === 'OTHER' ? [...FORM_SLOTS, ...OWNERSHIP_SLOTS] : [...FORM_SLOTS];
  return (
    <div className="col-12 vehicle-doc-grid">
      {slots.map((slot) => (
        <DocumentSlot key={slot} slot={slot} files={files} onUploaded={onUploaded} />
      ))}
    </div>
  );
}

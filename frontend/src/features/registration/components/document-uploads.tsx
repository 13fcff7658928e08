import '../../../shared/forms/forms.scss';
import { useId, useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { allowedUploadTypes, type TRegistrationDocumentType as TDocumentType } from '@mflow/contracts/customer/documents';
import { FieldLabel, FieldMessage, useFieldError } from '../../../shared/forms/fields';
import { IconCheckCircle, IconFile, IconUpload } from '../../../shared/icons/icons';
import { uploadRegistrationDocument } from '../api/registration-api';

/** The label and explanation of each document of requirements/accounts.md#documents-required. */
const DOCUMENT_TEXT: Record<TDocumentType, { label: string; hint: string }> = {
  SELFIE_WITH_ID: { label: 'registration.document.selfie', hint: 'registration.document.selfie.hint' },
  ID_CARD_FRONT: { label: 'registration.document.idFront', hint: 'registration.document.idFront.hint' },
  ID_CARD_BACK: { label: 'registration.document.idBack', hint: 'registration.document.idBack.hint' },
  PASSPORT: { label: 'registration.document.passport', hint: 'registration.document.passport.hint' },
  AUTHORISED_PERSON_ID: { label: 'registration.document.authorisedId', hint: 'registration.document.authorisedId.hint' },
  POWER_OF_ATTORNEY: { label: 'registration.document.powerOfAttorney', hint: 'registration.document.powerOfAttorney.hint' },
  COMPANY_CERTIFICATE: { label: 'registration.document.companyCertificate', hint: 'registration.document.companyCertificate.hint' },
  VAT_CERTIFICATE: { label: 'registration.document.vatCertificate', hint: 'registration.document.vatCertificate.hint' },
};

const takesPdf = (type: TDocumentType) => allowedUploadTypes(type).includes('application/pdf');

type Uploaded = { name: string; url: string; pdf: boolean };

function DocumentSlot({ type }: { type: TDocumentType }) {
  const intl = useIntl();
  const id = useId();
  const name = `documents.${type}`;
  const { control, setError, clearErrors } = useFormContext();
  const {
    field: { value: fieldValue, onChange: fieldChange, onBlur: fieldBlur, ref: fieldRef },
  } = useController({ name, control });
  const code = useFieldError(name);
  const [uploaded, setUploaded] = useState<Uploaded>();
  const [busy, setBusy] = useState(false);
  const text = DOCUMENT_TEXT[type];
  const label = intl.formatMessage({ id: text.label });
  const accepted: readonly string[] = allowedUploadTypes(type);
  const done = Boolean(fieldValue) && uploaded !== undefined;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!accepted.includes(file.type)) {
      setError(name, { type: 'custom', message: takesPdf(type) ? 'registration.document.typePdf' : 'registration.document.typeImage' });
      return;
    }
    setBusy(true);
    try {
      const answer = await uploadRegistrationDocument(file, type);
      setUploaded({ name: file.name, url: answer.url, pdf: answer.mimeType === 'application/pdf' });
      fieldChange(answer.fileId);
      clearErrors(name);
    } catch {
      // The "Operation status" modal says why ("selected file cannot be uploaded", requirements/error-messages.md#visible-messages).
    } finally {
      setBusy(false);
    }
  };

  const formats = takesPdf(type) ? 'registration.document.formatsPdf' : 'registration.document.formats';
  return (
    <div className={`document-slot${done ? ' is-done' : ''}${code ? ' is-invalid' : ''}`} data-testid={`document-${type}`}>
      <div className="document-preview" aria-hidden="true">
        {uploaded && !uploaded.pdf ? <img src={uploaded.url} alt="" /> : <IconFile size={28} />}
      </div>
      <div className="document-body">
        <FieldLabel id={`${id}-label`} htmlFor={id} text={label} required />
        <p id={`${id}-hint`} className="form-text mt-0 mb-2">
          <FormattedMessage id={text.hint} /> <FormattedMessage id={formats} />
        </p>
        <div className="file-picker">
          <input
            id={id}
            type="file"
            className="file-input"
            accept={accepted.join(',')}
            onChange={(event) => void choose(event)}
            onBlur={fieldBlur}
            ref={fieldRef}
            disabled={busy}
            aria-labelledby={`${id}-label`}
            aria-invalid={code ? true : undefined}
            aria-describedby={[`${id}-hint`, done ? `${id}-status` : '', code ? `${id}-error` : ''].filter(Boolean).join(' ')}
          />
          <label htmlFor={id} className={`btn btn-sm ${done ? 'btn-outline-secondary' : 'btn-outline-primary'}`} aria-hidden="true">
            <IconUpload size={16} />
            <span className="ms-1">
              <FormattedMessage id={done ? 'registration.document.replace' : 'registration.document.choose'} />
            </span>
          </label>
        </div>
        {busy ? (
          <p className="form-text mb-0" role="status">
            <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
            <FormattedMessage id="registration.document.uploading" />
          </p>
        ) : null}
        {done && uploaded ? (
          <p id={`${id}-status`} className="document-done mb-0" role="status">
            <IconCheckCircle size={16} />
            <span>
              <FormattedMessage id="registration.document.uploaded" values={{ name: uploaded.name }} />
            </span>
          </p>
        ) : null}
        <FieldMessage id={`${id}-error`} code={code} label={label} />
      </div>
    </div>
  );
}

/** The required documents as uploads (requirements/accounts.md#documents-required), each sent as soon as it is chosen. */
export function DocumentUploads({ types }: { types: TDocumentType[] }) {
  return (
    <div className="document-grid">
      {types.map((type) => (
        <DocumentSlot key={type} type={type} />
      ))}
    </div>
  );
}

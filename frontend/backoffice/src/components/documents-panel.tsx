import { useEffect, useMemo, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TAttachment } from '@mflow/contracts/customer/customer.contract';
import type { TRegistrationDocumentType } from '@mflow/contracts/customer/documents';
import { IconFile, IconRefresh } from './icons';

/** What a document's file turned out to be, which decides how it is shown. */
export type DocumentKind = 'image' | 'pdf' | 'unavailable';

/** The order a reviewer compares them in: the person, their ID, then the papers of whoever registered for them. */
const DOCUMENT_ORDER: readonly string[] = [
  'SELFIE_WITH_ID',
  'ID_CARD_FRONT',
  'ID_CARD_BACK',
  'PASSPORT',
  'COMPANY_CERTIFICATE',
  'VAT_CERTIFICATE',
  'AUTHORISED_PERSON_ID',
  'POWER_OF_ATTORNEY',
] satisfies TRegistrationDocumentType[];
const rank = (type: string) => (DOCUMENT_ORDER.includes(type) ? DOCUMENT_ORDER.indexOf(type) : DOCUMENT_ORDER.length);

/**
 * A registration's attachment URLs do not say what the file is, so each is asked once with HEAD (the
 * key in the URL opens it for 5 minutes, any number of times): images are shown inline, PDFs embedded.
 */
function useDocumentKinds(urls: readonly string[]): Record<string, DocumentKind> {
  const [kinds, setKinds] = useState<Record<string, DocumentKind>>({});
  useEffect(() => {
    const controller = new AbortController();
    for (const url of urls) {
      window.fetch(url, { method: 'HEAD', signal: controller.signal }).then(
        (response) => {
          const type = response.headers.get('Content-Type') ?? '';
          const kind: DocumentKind = !response.ok
            ? 'unavailable'
            : type.includes('pdf')
              ? 'pdf'
              : type.startsWith('image/')
                ? 'image'
                : 'unavailable';
          setKinds((known) => ({ ...known, [url]: kind }));
        },
        () => {
          if (!controller.signal.aborted) setKinds((known) => ({ ...known, [url]: 'unavailable' }));
        },
      );
    }
    return () => controller.abort();
  }, [urls]);
  return kinds;
}

function DocumentView({ url, kind, label }: { url: string; kind: DocumentKind | undefined; label: string }) {
  const intl = useIntl();
  const opensNewTab = intl.formatMessage({ id: 'documents.newTab' });
  if (kind === undefined) {
    return (
      <div className="bo-doc-placeholder">
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">
            <FormattedMessage id="common.loading" />
          </span>
        </Spinner>
      </div>
    );
  }
  if (kind === 'image') {
    return (
      <a href={url} target="_blank" rel="noreferrer" className="bo-doc-image-link">
        <img src={url} alt={label} className="bo-doc-image" loading="lazy" />
        <span className="visually-hidden"> {opensNewTab}</span>
      </a>
    );
  }
  if (kind === 'pdf') {
    return (
      <div className="bo-doc-pdf">
        <iframe src={url} title={label} className="bo-doc-frame" />
        <a href={url} target="_blank" rel="noreferrer" className="btn btn-outline-primary btn-sm mt-2">
          <IconFile size={16} />
          <span className="ms-1">
            <FormattedMessage id="documents.openPdf" />
          </span>
          <span className="visually-hidden"> {opensNewTab}</span>
        </a>
      </div>
    );
  }
  return (
    <div className="bo-doc-placeholder text-body-secondary small">
      <FormattedMessage id="documents.unavailable" />
    </div>
  );
}

type DocumentFigureProps = { url: string; label: string; kind: DocumentKind | undefined } & Record<`data-${string}`, string>;

/** One document under its name, shown as what it is; data attributes say which document it is. */
export function DocumentFigure({ url, label, kind, ...data }: DocumentFigureProps) {
  return (
    <figure className="bo-doc" data-kind={kind ?? 'loading'} {...data}>
      <figcaption className="bo-doc-caption">{label}</figcaption>
      <DocumentView url={url} kind={kind} label={label} />
    </figure>
  );
}

/** The registration's documents side by side, each with its type; a click opens one full size. */
export function DocumentsPanel({ attachments, onRenew, renewing }: { attachments: TAttachment[]; onRenew: () => void; renewing: boolean }) {
  const intl = useIntl();
  const urls = useMemo(() => attachments.map((attachment) => attachment.file), [attachments]);
  const kinds = useDocumentKinds(urls);
  const documents = attachments.filter((attachment) => attachment.type !== 'PROFILE').sort((a, b) => rank(a.type) - rank(b.type));
  return (
    <section className="card bo-card mb-3" aria-labelledby="documents-heading" data-testid="documents">
      <div className="card-header bo-card-header">
        <h2 id="documents-heading" className="bo-card-title">
          <FormattedMessage id="detail.section.documents" values={{ count: documents.length }} />
        </h2>
        <button type="button" className="btn btn-link btn-sm p-0 text-decoration-none" onClick={onRenew} disabled={renewing}>
          <IconRefresh size={14} />
          <span className="ms-1">
            <FormattedMessage id="documents.renew" />
          </span>
        </button>
      </div>
      <div className="card-body">
        <p className="small text-body-secondary mb-2">
          <FormattedMessage id="documents.expiry" />
        </p>
        {documents.length === 0 ? (
          <p className="mb-0">
            <FormattedMessage id="documents.none" />
          </p>
        ) : (
          <div className="bo-doc-grid">
            {documents.map((attachment) => {
              const label = intl.formatMessage({ id: `documents.type.${attachment.type}`, defaultMessage: attachment.type });
              return (
                <DocumentFigure
                  key={attachment.file}
                  url={attachment.file}
                  label={label}
                  kind={kinds[attachment.file]}
                  data-document-type={attachment.type}
                />
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
}

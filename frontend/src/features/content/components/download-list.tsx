import '../content.css';
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLoad } from '../../../shared/api/use-load';
import { IconDownload } from '../../../shared/icons/service-icons';
import { PageLoading } from '../../../shared/layout/page-loading';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { getDownloads } from '../api/content-api';
import { CategoryBadge, ContentUnavailable } from './content-parts';

/** The forms and brochures editors publish, each a PDF opened through its short-lived link. */
export function DownloadList() {
  const { language } = usePreferences();
  const load = useCallback((signal: AbortSignal) => getDownloads(signal), []);
  const state = useLoad(language, load);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <ContentUnavailable />;
  if (state.value.length === 0) {
    return (
      <p className="text-body-secondary mb-0">
        <FormattedMessage id="download.files.empty" />
      </p>
    );
  }
  return (
    <ul className="download-list" data-testid="download-list">
      {state.value.map((item) => (
        <li key={item.id} className="download-item">
          <div>
            <CategoryBadge category={item.category} />
            <h3 className="download-title">{item.title}</h3>
            <p className="text-body-secondary small mb-0">{item.body}</p>
          </div>
          {item.fileUrl ? (
            <a className="btn btn-outline-primary" href={item.fileUrl} target="_blank" rel="noopener noreferrer">
              <IconDownload size={18} /> <FormattedMessage id="download.files.open" />
              <span className="visually-hidden"> {item.title}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import { useIntl } from 'react-intl';

/** Shown inside the layout while a page's code arrives. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="page-loading" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'loading.pleaseWait' })}</span>
    </div>
  );
}

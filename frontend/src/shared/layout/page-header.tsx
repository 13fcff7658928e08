import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The heading band every content page opens with; it also names the browser tab. */
export function PageHeader({ titleId, leadId, icon }: { titleId: string; leadId?: string; icon?: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  return (
    <div className="page-header">
      <title>{intl.formatMessage({ id: 'document.title' }, { page: title })}</title>
      <div className="container d-flex align-items-center gap-3">
        {icon ? (
          <span className="page-header-icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <div>
          <h1 className="page-title">{title}</h1>
          {leadId ? <p className="page-lead">{intl.formatMessage({ id: leadId })}</p> : null}
        </div>
      </div>
    </div>
  );
}

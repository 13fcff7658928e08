import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A page's heading row; it also names the browser tab. */
export function PageTitle({ title, children, badge }: { title: string; children?: ReactNode; badge?: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="bo-page-head">
      <title>{intl.formatMessage({ id: 'document.title' }, { page: title })}</title>
      <h1 className="bo-page-title">
        <span>{title}</span>
        {badge}
      </h1>
      {children ? <div className="bo-page-actions">{children}</div> : null}
    </div>
  );
}

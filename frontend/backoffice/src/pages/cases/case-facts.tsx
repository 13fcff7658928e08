import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';

/** One labelled fact of a case page's description lists. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bo-vehicle-fact">
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** An instant as a case page shows it: the date and the time. */
export function When({ at }: { at: string }) {
  return (
    <time dateTime={at}>
      <FormattedDate value={at} dateStyle="medium" /> <FormattedTime value={at} timeStyle="short" />
    </time>
  );
}

import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** One label and value of a profile section; an empty value reads "none". */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children ?? <FormattedMessage id="common.none" />}</dd>
    </div>
  );
}

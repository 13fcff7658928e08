import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** One labelled value of a facts list (`<dl className="invoice-facts">`). */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

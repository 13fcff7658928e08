import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { TFiled } from '../api/case-tracking-api';
import { useCaseFormat } from './use-case-format';

/** A visitor's dispute filed: the case number, its deadline and the way to track it. */
export function FiledCase({ filed }: { filed: TFiled }) {
  const format = useCaseFormat();
  return (
    <section className="case-tracking-step" aria-labelledby="case-filed-title" data-testid="case-filed">
      <h2 id="case-filed-title" className="h4">
        <FormattedMessage id="caseTracking.filed.title" />
      </h2>
      <p>
        <FormattedMessage
          id="caseTracking.filed.body"
          values={{
            code: <strong data-testid="filed-case-no">{filed.caseNo}</strong>,
            date: <strong>{format.date(filed.deadlineDate)}</strong>,
          }}
        />
      </p>
      <Link className="btn btn-outline-primary" to={`/dispute/track?caseNo=${encodeURIComponent(filed.caseNo)}`}>
        <FormattedMessage id="caseTracking.filed.track" />
      </Link>
    </section>
  );
}

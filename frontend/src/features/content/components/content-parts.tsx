import '../../../shared/forms/forms.scss';
import '../../../shared/theme/bootstrap/badge.scss';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { PORTAL_TIME_ZONE } from '@mflow/ui/format/format';
import { categoryKey, paragraphsOf } from '../api/content-text';

/** An item's plain-text body as paragraphs; what an editor typed is shown as text, never as markup. */
export function ContentBody({ body }: { body: string }) {
  return (
    <>
      {paragraphsOf(body).map((paragraph, index) => (
        <p key={index} className="content-paragraph">
          {paragraph}
        </p>
      ))}
    </>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="badge content-badge">
      <FormattedMessage id={`content.category.${categoryKey(category)}`} />
    </span>
  );
}

/** A calendar day in Bangkok, in the reader's calendar (Buddhist years in Thai). */
export function ContentDate({ instant }: { instant: string }) {
  return (
    <time dateTime={instant}>
      <FormattedDate value={new Date(instant)} day="numeric" month="long" year="numeric" timeZone={PORTAL_TIME_ZONE} />
    </time>
  );
}

/** A load that failed after the API's own modal has said why. */
export function ContentUnavailable() {
  return (
    <p className="alert alert-warning" role="status">
      <FormattedMessage id="content.unavailable" />
    </p>
  );
}

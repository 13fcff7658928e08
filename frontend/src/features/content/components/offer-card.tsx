import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { TContentItem } from '../api/content-api';
import { CategoryBadge, ContentBody, ContentDate } from './content-parts';

type RedeemState = { balance: number; onRedeem: (item: TContentItem) => void } | 'visitor';

function RedeemPart({ item, state }: { item: TContentItem & { pointsPrice: number }; state: RedeemState }) {
  if (state === 'visitor') {
    return (
      <Link className="btn btn-outline-primary btn-sm" to="/login">
        <FormattedMessage id="points.offer.signIn" />
      </Link>
    );
  }
  const short = item.pointsPrice - state.balance;
  return (
    <>
      <button type="button" className="btn btn-primary btn-sm" disabled={short > 0} onClick={() => state.onRedeem(item)}>
        <FormattedMessage id="points.offer.redeem" />
      </button>
      {short > 0 ? (
        <span className="text-body-secondary small">
          <FormattedMessage id="points.offer.short" values={{ points: short }} />
        </span>
      ) : null}
    </>
  );
}

/** A partner offer; one with a points price says so and, for a member, can be redeemed. */
export function OfferCard({ item, redeem }: { item: TContentItem; redeem: RedeemState }) {
  const { pointsPrice } = item;
  return (
    <article className="news-card" data-testid="offer-card" aria-labelledby={`offer-${item.id}`}>
      {item.imageUrl ? <img className="news-card-image" src={item.imageUrl} alt="" loading="lazy" /> : null}
      <div className="news-card-body">
        <p className="news-card-meta">
          <CategoryBadge category={item.category} />
          {pointsPrice ? (
            <span className="badge offer-points-badge">
              <FormattedMessage id="points.offer.price" values={{ points: pointsPrice }} />
            </span>
          ) : null}
        </p>
        <h2 id={`offer-${item.id}`} className="news-card-title">
          {item.title}
        </h2>
        <ContentBody body={item.body} />
        {item.endsAt ? (
          <p className="text-body-secondary small">
            <FormattedMessage id="promotion.until" values={{ date: <ContentDate instant={item.endsAt} /> }} />
          </p>
        ) : null}
        {pointsPrice ? (
          <div className="offer-redeem">
            <RedeemPart item={{ ...item, pointsPrice }} state={redeem} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

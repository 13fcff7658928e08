import '../content.css';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLoad } from '../../../shared/api/use-load';
import { IconGift } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { ConfirmModal } from '../../../shared/modals/confirm-modal';
import { LoadingModal } from '../../../shared/modals/loading-modal';
import { useModals } from '../../../shared/modals/modal-host';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { useSession } from '../../../shared/session/session-context';
import { getPromotions, type TContentItem } from '../api/content-api';
import { pageParam } from '../api/content-text';
import { getPointsAccount, redeemOffer } from '../api/points-api';
import { ContentUnavailable } from '../components/content-parts';
import { OfferCard } from '../components/offer-card';
import { PointsSummary } from '../components/points-summary';

/** An offer the member is asked to confirm, with the key that makes this redemption one request however often it is sent. */
type TAsking = { item: TContentItem; idempotencyKey: string };

/**
 * Member privileges (MENU00018, requirements/content.md#member-privileges): partners' current offers; a signed-in member also sees
 * their points, what they earned and redeemed, and redeems offers that have a points price.
 */
export function PromotionsPage() {
  const { language } = usePreferences();
  const { loggedIn, customer, updateCustomer } = useSession();
  const { showMessage } = useModals();
  const [search] = useSearchParams();
  const page = pageParam(search.get('page'));
  const [version, setVersion] = useState(0);
  const [asking, setAsking] = useState<TAsking>();
  const [redeeming, setRedeeming] = useState(false);

  const loadOffers = useCallback((signal: AbortSignal) => getPromotions(signal), []);
  const offers = useLoad(`${language}|${version}`, loadOffers);
  const loadAccount = useCallback((signal: AbortSignal) => getPointsAccount(page, signal), [page]);
  const account = useLoad(loggedIn ? `${language}|${page}|${version}` : null, loadAccount);

  const confirm = async () => {
    if (!asking) return;
    setRedeeming(true);
    try {
      const redemption = await redeemOffer(asking.item.id, asking.idempotencyKey);
      setAsking(undefined);
      if (customer) updateCustomer({ ...customer, point: redemption.balance });
      setVersion((value) => value + 1);
      showMessage({
        status: true,
        title: <FormattedMessage id="points.redeemed.title" />,
        body: (
          <div data-testid="redemption-result">
            <p className="mb-1">{redemption.offerTitle}</p>
            <FormattedMessage id="points.redeemed.code" values={{ code: <strong className="redemption-code">{redemption.code}</strong> }} />
          </div>
        ),
      });
    } catch {
      // The API's own modal has said why; the confirmation closes so the page shows the balance as it is.
      setAsking(undefined);
      setVersion((value) => value + 1);
    } finally {
      setRedeeming(false);
    }
  };

  const balance = account.status === 'done' ? account.value.balance : undefined;
  return (
    <>
      <PageHeader titleId="screen.promotion" leadId="promotion.lead" icon={<IconGift size={32} />} />
      <div className="container page-body">
        {loggedIn && account.status === 'done' ? <PointsSummary account={account.value} search={search} /> : null}
        {offers.status === 'loading' || (loggedIn && account.status === 'loading') ? <PageLoading /> : null}
        {offers.status === 'failed' || account.status === 'failed' ? <ContentUnavailable /> : null}
        {offers.status === 'done' && offers.value.length === 0 ? (
          <p className="text-body-secondary">
            <FormattedMessage id="promotion.empty" />
          </p>
        ) : null}
        {offers.status === 'done' && (!loggedIn || balance !== undefined) ? (
          <div className="news-grid">
            {offers.value.map((item) => (
              <OfferCard
                key={item.id}
                item={item}
                redeem={
                  balance === undefined
                    ? 'visitor'
                    : { balance, onRedeem: (chosen) => setAsking({ item: chosen, idempotencyKey: crypto.randomUUID() }) }
                }
              />
            ))}
          </div>
        ) : null}
      </div>
      <ConfirmModal
        show={asking !== undefined && !redeeming}
        title={<FormattedMessage id="points.confirm.title" />}
        body={
          asking ? (
            <FormattedMessage id="points.confirm.body" values={{ offer: asking.item.title, points: asking.item.pointsPrice ?? 0 }} />
          ) : null
        }
        confirmLabel={<FormattedMessage id="points.offer.redeem" />}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(undefined)}
      />
      <LoadingModal show={redeeming} />
    </>
  );
}

import '../content.css';
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLoad } from '../../../shared/api/use-load';
import { IconGift } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { getPromotions } from '../api/content-api';
import { CategoryBadge, ContentBody, ContentDate, ContentUnavailable } from '../components/content-parts';

/** SPEC 2 member privileges (MENU00018): partners' current offers for members. */
export function PromotionsPage() {
  const { language } = usePreferences();
  const load = useCallback((signal: AbortSignal) => getPromotions(signal), []);
  const state = useLoad(language, load);
  return (
    <>
      <PageHeader titleId="screen.promotion" leadId="promotion.lead" icon={<IconGift size={32} />} />
      <div className="container page-body">
        {state.status === 'loading' ? <PageLoading /> : null}
        {state.status === 'failed' ? <ContentUnavailable /> : null}
        {state.status === 'done' && state.value.length === 0 ? (
          <p className="text-body-secondary">
            <FormattedMessage id="promotion.empty" />
          </p>
        ) : null}
        {state.status === 'done' ? (
          <div className="news-grid">
            {state.value.map((item) => (
              <article key={item.id} className="news-card">
                {item.imageUrl ? <img className="news-card-image" src={item.imageUrl} alt="" loading="lazy" /> : null}
                <div className="news-card-body">
                  <p className="news-card-meta">
                    <CategoryBadge category={item.category} />
                  </p>
                  <h2 className="news-card-title">{item.title}</h2>
                  <ContentBody body={item.body} />
                  {item.endsAt ? (
                    <p className="text-body-secondary small mb-0">
                      <FormattedMessage id="promotion.until" values={{ date: <ContentDate instant={item.endsAt} /> }} />
                    </p>
                  ) : null}
                </div>
              </article>
            ))}
          </div>
        ) : null}
      </div>
    </>
  );
}

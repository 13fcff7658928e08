import '../content.css';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_CATEGORIES } from '@mflow/contracts/content/content.contract';
import { useLoad } from '../../../shared/api/use-load';
import { IconNews } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { getNews, NEWS_PAGE_SIZE, type TContentItem } from '../api/content-api';
import { categoryKey, pageParam, summaryOf } from '../api/content-text';
import { CategoryBadge, ContentDate, ContentUnavailable } from '../components/content-parts';
import { Pager } from '../components/pager';

const CATEGORIES: readonly string[] = CONTENT_CATEGORIES.NEWS;

function NewsCard({ item }: { item: TContentItem }) {
  return (
    <article className="news-card">
      {item.imageUrl ? <img className="news-card-image" src={item.imageUrl} alt="" loading="lazy" /> : null}
      <div className="news-card-body">
        <p className="news-card-meta">
          <CategoryBadge category={item.category} /> <ContentDate instant={item.publishedAt} />
        </p>
        <h2 className="news-card-title">
          <Link to={{ pathname: '/newsdetail', search: `?id=${item.id}` }}>{item.title}</Link>
        </h2>
        <p className="news-card-summary">{summaryOf(item.body)}</p>
      </div>
    </article>
  );
}

/** News and PR (MENU00001, requirements/content.md#news): published news, newest first, by category, a page at a time. */
export function NewsPage() {
  const intl = useIntl();
  const { language } = usePreferences();
  const [search] = useSearchParams();
  const asked = search.get('category');
  const category = asked && CATEGORIES.includes(asked) ? asked : undefined;
  const page = pageParam(search.get('page'));
  const load = useCallback((signal: AbortSignal) => getNews({ category, page }, signal), [category, page]);
  const state = useLoad(`${language}|${category ?? ''}|${page}`, load);
  return (
    <>
      <PageHeader titleId="screen.news" leadId="news.lead" icon={<IconNews size={32} />} />
      <div className="container page-body">
        <nav className="category-tabs" aria-label={intl.formatMessage({ id: 'news.categories' })}>
          <ul className="category-tab-list">
            {[undefined, ...CATEGORIES].map((tab) => (
              <li key={tab ?? 'all'}>
                <Link
                  className={`category-tab${tab === category ? ' active' : ''}`}
                  to={{ search: tab ? `?category=${tab}` : '' }}
                  aria-current={tab === category ? 'page' : undefined}
                >
                  <FormattedMessage id={tab ? `content.category.${categoryKey(tab)}` : 'news.all'} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {state.status === 'loading' ? <PageLoading /> : null}
        {state.status === 'failed' ? <ContentUnavailable /> : null}
        {state.status === 'done' ? (
          <>
            {state.value.items.length === 0 ? (
              <p className="text-body-secondary">
                <FormattedMessage id="news.empty" />
              </p>
            ) : (
              <div className="news-grid" data-testid="news-list">
                {state.value.items.map((item) => (
                  <NewsCard key={item.id} item={item} />
                ))}
              </div>
            )}
            <Pager page={page} total={state.value.total} size={NEWS_PAGE_SIZE} search={search} />
          </>
        ) : null}
      </div>
    </>
  );
}

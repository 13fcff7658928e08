import '../content.css';
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLoad } from '../../../shared/api/use-load';
import { IconNews } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { getNewsItem } from '../api/content-api';
import { CategoryBadge, ContentBody, ContentDate } from '../components/content-parts';

/** /mflow/newsdetail (requirements/content.md#news): one news item, found by the id in the address. */
export function NewsDetailPage() {
  const { language } = usePreferences();
  const [search] = useSearchParams();
  const id = search.get('id');
  const load = useCallback((signal: AbortSignal) => getNewsItem(id ?? '', signal), [id]);
  const state = useLoad(id ? `${language}|${id}` : null, load);
  return (
    <>
      <PageHeader titleId="screen.newsDetail" icon={<IconNews size={32} />} />
      <div className="container page-body">
        <p>
          <Link to="/news">
            <FormattedMessage id="news.back" />
          </Link>
        </p>
        {id && state.status === 'loading' ? <PageLoading /> : null}
        {!id || state.status === 'failed' ? (
          <p className="alert alert-warning" data-testid="news-not-found">
            <FormattedMessage id="news.notFound" />
          </p>
        ) : null}
        {state.status === 'done' ? (
          <article className="section-card news-article">
            <p className="news-card-meta">
              <CategoryBadge category={state.value.category} /> <ContentDate instant={state.value.publishedAt} />
            </p>
            <h2 className="news-article-title">{state.value.title}</h2>
            {state.value.imageUrl ? <img className="news-article-image" src={state.value.imageUrl} alt="" /> : null}
            <ContentBody body={state.value.body} />
          </article>
        ) : null}
      </div>
    </>
  );
}

import '../content.css';
import { useCallback, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLoad } from '../../../shared/api/use-load';
import { IconSearch } from '../../../shared/icons/icons';
import { IconHelp } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { getFaqs } from '../api/content-api';
import { categoryKey } from '../api/content-text';
import { ContentBody, ContentUnavailable } from '../components/content-parts';

/** FAQ (MENU00002, requirements/content.md#faq): questions in their groups, each opening to its answer, searchable in either language. */
export function FaqsPage() {
  const intl = useIntl();
  const { language } = usePreferences();
  const [search, setSearch] = useSearchParams();
  const q = (search.get('q') ?? '').trim().slice(0, 100);
  const [typed, setTyped] = useState(q);
  const load = useCallback((signal: AbortSignal) => getFaqs(q, signal), [q]);
  const state = useLoad(`${language}|${q}`, load);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim() ? { q: typed.trim() } : {});
  };
  return (
    <>
      <PageHeader titleId="screen.faqs" leadId="faq.lead" icon={<IconHelp size={32} />} />
      <div className="container page-body">
        <form className="faq-search" role="search" onSubmit={submit}>
          <label htmlFor="faq-q" className="form-label">
            <FormattedMessage id="faq.search.label" />
          </label>
          <div className="input-group">
            <input
              id="faq-q"
              type="search"
              className="form-control"
              maxLength={100}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="btn btn-primary">
              <IconSearch size={18} /> <FormattedMessage id="faq.search.submit" />
            </button>
          </div>
        </form>
        {state.status === 'loading' ? <PageLoading /> : null}
        {state.status === 'failed' ? <ContentUnavailable /> : null}
        {state.status === 'done' && state.value.length === 0 ? (
          <p className="text-body-secondary" role="status">
            <FormattedMessage id="faq.none" values={{ value: q }} />
          </p>
        ) : null}
        {state.status === 'done'
          ? state.value.map((group) => (
              <section key={group.group} className="section-card faq-group" aria-labelledby={`faq-${group.group}`} data-testid="faq-group">
                <h2 id={`faq-${group.group}`} className="section-card-title">
                  {intl.formatMessage({ id: `content.category.${categoryKey(group.group)}` })}
                </h2>
                {group.items.map((item) => (
                  <details key={item.id} className="faq-item">
                    <summary>{item.title}</summary>
                    <div className="faq-answer">
                      <ContentBody body={item.body} />
                    </div>
                  </details>
                ))}
              </section>
            ))
          : null}
      </div>
    </>
  );
}

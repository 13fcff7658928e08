import '../../../shared/theme/bootstrap/tables.scss';
import '../../../shared/forms/forms.scss';
import '../cases.css';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconScale } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { useLoad } from '../../../shared/api/use-load';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { listCases, type TCaseList } from '../api/cases-api';
import { kindLabel } from '../components/case-labels';
import { caseDetailPath } from '../components/case-paths';
import { CaseStatusBadge } from '../components/case-status-badge';
import { useCaseFormat, type TCaseFormat } from '../components/use-case-format';

const PAGE_SIZE = 10;

function CaseTable({ list, format }: { list: TCaseList; format: TCaseFormat }) {
  return (
    <div className="table-responsive">
      <table className="table align-middle case-table" data-testid="case-list">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="cases.field.caseNo" />
            </th>
            <th scope="col">
              <FormattedMessage id="cases.field.kind" />
            </th>
            <th scope="col">
              <FormattedMessage id="cases.field.status" />
            </th>
            <th scope="col">
              <FormattedMessage id="cases.field.deadline" />
            </th>
            <th scope="col">
              <FormattedMessage id="cases.field.lastChange" />
            </th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((item) => (
            <tr key={item.caseNo} data-testid="case-row" data-case={item.caseNo}>
              <td>
                <Link to={caseDetailPath(item.caseNo)} className="font-monospace">
                  {item.caseNo}
                </Link>
              </td>
              <td>
                <FormattedMessage id={kindLabel(item.kind)} />
              </td>
              <td>
                <CaseStatusBadge status={item.status} />
              </td>
              <td>{format.date(item.deadlineDate)}</td>
              <td>{format.dateTime(item.decidedAt ?? item.filedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /mflow/cases: the member's cases a page at a time, newest first. */
export function CasesPage() {
  const intl = useIntl();
  const { language } = usePreferences();
  const format = useCaseFormat();
  const [page, setPage] = useState(1);
  const load = useCallback((signal: AbortSignal) => listCases(page, PAGE_SIZE, signal), [page]);
  const state = useLoad(`${language}|${page}`, load);
  const pages = state.status === 'done' ? Math.max(1, Math.ceil(state.value.total / PAGE_SIZE)) : 1;
  return (
    <>
      <PageHeader titleId="screen.cases" icon={<IconScale size={32} />} />
      <div className="container cases-page">
        <p>
          <Link className="btn btn-primary" to="/dispute">
            <FormattedMessage id="cases.list.newDispute" />
          </Link>
        </p>
        {state.status === 'loading' ? (
          <PageLoading />
        ) : state.status === 'failed' ? null : state.value.total === 0 ? (
          <p className="alert alert-info" data-testid="case-list-empty">
            <FormattedMessage id="cases.list.empty" />
          </p>
        ) : (
          <>
            <CaseTable list={state.value} format={format} />
            {pages > 1 ? (
              <nav className="d-flex align-items-center gap-2" aria-label={intl.formatMessage({ id: 'cases.list.pages' })}>
                <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  <FormattedMessage id="cases.list.previous" />
                </button>
                <span aria-live="polite">
                  <FormattedMessage id="cases.list.pageOf" values={{ value: page, count: pages }} />
                </span>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  <FormattedMessage id="cases.list.next" />
                </button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}

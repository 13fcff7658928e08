import '../../../shared/theme/bootstrap/tables.scss';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoad } from '../../../shared/api/use-load';
import { getPrepaidStatement } from '../api/prepaid-api';
import { Baht } from './baht';
import { movementKindMessage } from './prepaid-forms';

const PAGE_SIZE = 10;

/** The account's journal, newest first, a page at a time from the server (`version` reloads it after a top-up). */
export function Movements({ version }: { version: number }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const load = useCallback((signal: AbortSignal) => getPrepaidStatement(page, PAGE_SIZE, signal), [page]);
  const statement = useLoad(`${page}|${version}`, load);
  const value = statement.status === 'done' ? statement.value : undefined;
  const pages = value ? Math.max(1, Math.ceil(value.total / PAGE_SIZE)) : 1;
  return (
    <section className="prepaid-card" aria-labelledby="prepaid-movements-title">
      <h2 id="prepaid-movements-title" className="h5">
        <FormattedMessage id="prepaid.movements.title" />
      </h2>
      {value && value.items.length === 0 ? (
        <p className="mb-0" data-testid="prepaid-no-movements">
          <FormattedMessage id="prepaid.movements.empty" />
        </p>
      ) : (
        <div className="table-responsive" role="region" tabIndex={0} aria-labelledby="prepaid-movements-title">
          <table className="table table-sm prepaid-movements" data-testid="prepaid-movements">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="prepaid.movements.kind" />
                </th>
                <th scope="col" className="text-end">
                  <FormattedMessage id="prepaid.movements.amount" />
                </th>
                <th scope="col" className="text-end">
                  <FormattedMessage id="prepaid.movements.balanceAfter" />
                </th>
              </tr>
            </thead>
            <tbody>
              {(value?.items ?? []).map((movement, index) => (
                <tr key={`${movement.at}-${index}`} data-testid="prepaid-movement" data-kind={movement.kind}>
                  <td>
                    {intl.formatMessage({ id: movementKindMessage(movement.kind) })}
                    <div className="small text-body-secondary">
                      {intl.formatDate(movement.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' })}
                    </div>
                    {movement.reason ? <div className="small text-body-secondary">{movement.reason}</div> : null}
                  </td>
                  <td className="text-end">
                    <Baht satang={movement.amount} signed />
                  </td>
                  <td className="text-end">
                    <Baht satang={movement.balanceAfter} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav className="d-flex align-items-center gap-2" aria-label={intl.formatMessage({ id: 'prepaid.movements.pages' })}>
          <button type="button" className="btn btn-outline-primary btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <FormattedMessage id="prepaid.movements.newer" />
          </button>
          <span>
            <FormattedMessage id="prepaid.movements.page" values={{ page, count: pages }} />
          </span>
          <button type="button" className="btn btn-outline-primary btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <FormattedMessage id="prepaid.movements.older" />
          </button>
        </nav>
      ) : null}
    </section>
  );
}

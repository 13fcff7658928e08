import '../../../shared/theme/bootstrap/tables.scss';
import type { TPointsAccount, TPointsEntry } from '@mflow/contracts/points/points.contract';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useBaht } from '@mflow/ui/format/use-baht';
import { DataTable } from '@mflow/ui/tables/data-table.tsx';
import { ContentDate } from './content-parts';
import { Pager } from './pager';

function EntryDetail({ entry }: { entry: TPointsEntry }) {
  const baht = useBaht();
  if (entry.kind === 'REDEEMED') {
    return (
      <>
        <span className="d-block">{entry.offerTitle}</span>
        <span className="text-body-secondary small">
          <FormattedMessage
            id="points.history.code"
            values={{ code: <strong className="redemption-code">{entry.redemptionCode}</strong> }}
          />
        </span>
      </>
    );
  }
  return (
    <FormattedMessage id="points.history.earned" values={{ amount: baht(entry.paidAmount ?? 0), rule: baht(entry.satangPerPoint ?? 0) }} />
  );
}

/** The member's balance, the earning rule and the ledger, a page at a time. */
export function PointsSummary({ account, search }: { account: TPointsAccount; search: URLSearchParams }) {
  const baht = useBaht();
  return (
    <section className="points-summary" aria-labelledby="points-title" data-testid="points-summary">
      <div className="points-balance">
        <h2 id="points-title" className="points-balance-title">
          <FormattedMessage id="points.balance.title" />
        </h2>
        <p className="points-balance-value" data-testid="points-balance">
          <FormattedMessage id="header.points" values={{ points: account.balance }} />
        </p>
        <p className="points-rule">
          <FormattedMessage id="points.rule" values={{ rule: baht(account.satangPerPoint) }} />
        </p>
      </div>
      <div className="points-history">
        <h3 className="points-history-title">
          <FormattedMessage id="points.history.title" />
        </h3>
        {account.entries.length === 0 ? (
          <p className="text-body-secondary mb-0">
            <FormattedMessage id="points.history.empty" />
          </p>
        ) : (
          <DataTable
            className="table-sm align-middle"
            testId="points-history"
            columns={[
              { key: 'date', label: <FormattedMessage id="points.history.date" /> },
              { key: 'detail', label: <FormattedMessage id="points.history.detail" /> },
              { key: 'points', label: <FormattedMessage id="points.history.points" />, className: 'text-end' },
            ]}
          >
            {account.entries.map((entry, index) => (
              <tr key={`${entry.at}-${index}`} data-kind={entry.kind}>
                <td className="text-nowrap">
                  <ContentDate instant={entry.at} />
                </td>
                <td>
                  <EntryDetail entry={entry} />
                </td>
                <td className={`text-end text-nowrap ${entry.points < 0 ? 'points-spent' : 'points-earned'}`}>
                  <FormattedNumber value={entry.points} signDisplay="exceptZero" />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pager page={account.page} total={account.total} size={account.size} search={search} />
      </div>
    </section>
  );
}

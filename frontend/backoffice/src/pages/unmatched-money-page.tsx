import './billing-pages.css';
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { mayStaff } from '@mflow/contracts/staff/staff-roles';
import {
  UNMATCHED_MONEY_STATUSES,
  type TAppliedUnmatchedMoney,
  type TUnmatchedMoney,
} from '@mflow/contracts/payment/unmatched-money.contract';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { useBaht } from '@mflow/ui/format/use-baht';
import { applyUnmatchedMoney, listUnmatchedMoney } from '../api/billing-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { ApiErrors } from '../components/api-errors';
import { BoTable } from '../components/bo-table';
import { IconInbox } from '../components/icons';
import { LoadingBlock } from '../components/loading-block';
import { PageTitle } from '../components/page-title';
import { SubmittedAtCell } from '../components/queue-parts';
import { RefreshButton } from '../components/refresh-button';
import { useStaffSession } from '../session/session-context';

const statusOf = (value: string | null) => UNMATCHED_MONEY_STATUSES.find((status) => status === value) ?? 'AWAITING_REFUND';

function MoneyTable({
  items,
  selectable,
  selected,
  onToggle,
}: {
  items: TUnmatchedMoney[];
  selectable: boolean;
  selected: Set<string>;
  onToggle: (id: string) => void;
}) {
  const intl = useIntl();
  const baht = useBaht();
  return (
    <BoTable
      testId="unmatched-money-table"
      captionId="unmatched.caption"
      columns={[
        ...(selectable ? [{ id: 'unmatched.column.select', screenReaderOnly: true as const }] : []),
        { id: 'unmatched.column.received' },
        { id: 'unmatched.column.reference' },
        { id: 'unmatched.column.invoice' },
        { id: 'unmatched.column.invoiceAmount', align: 'end' },
        { id: 'unmatched.column.amount', align: 'end' },
        { id: 'unmatched.column.reason' },
      ]}
      focusableScroll
    >
      {items.map((item) => (
        <tr key={item.id} data-id={item.id} data-status={item.status}>
          {selectable ? (
            <td>
              <Form.Check
                type="checkbox"
                id={`unmatched-${item.id}`}
                aria-label={intl.formatMessage({ id: 'unmatched.select' }, { reference: item.reference })}
                checked={selected.has(item.id)}
                onChange={() => onToggle(item.id)}
              />
            </td>
          ) : null}
          <SubmittedAtCell at={item.receivedAt} />
          <td className="font-monospace">{item.reference}</td>
          <td className="font-monospace">{item.invoiceNo ?? <FormattedMessage id="common.none" />}</td>
          <td className="text-end">{item.invoiceAmount === null ? <FormattedMessage id="common.none" /> : baht(item.invoiceAmount)}</td>
          <td className="text-end">{baht(item.amount)}</td>
          <td>
            <FormattedMessage id={`unmatched.reason.${item.reason}`} />
          </td>
        </tr>
      ))}
    </BoTable>
  );
}

/**
 * Money at a counter, ATM or internet bank that paid no invoice (decision 0048): it waits for the
 * refund flow, or for an approver to apply an underpayment and its top-up to the invoice.
 */
export function UnmatchedMoneyPage() {
  const intl = useIntl();
  const baht = useBaht();
  const { session } = useStaffSession();
  const mayApply = session ? mayStaff(session.roles, 'waiveFees') : false;
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const load = useCallback((signal: AbortSignal) => listUnmatchedMoney(staffApi, status, signal), [status]);
  const { loading, data, errors, reload } = useLoad(status, load);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [invoiceNo, setInvoiceNo] = useState('');
  const [sending, setSending] = useState(false);
  const [applyErrors, setApplyErrors] = useState<ApiErrorItem[]>();
  const [applied, setApplied] = useState<TAppliedUnmatchedMoney>();
  const selectable = mayApply && status === 'AWAITING_REFUND';

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const apply = async () => {
    setSending(true);
    setApplyErrors(undefined);
    setApplied(undefined);
    try {
      setApplied(await applyUnmatchedMoney(staffApi, [...selected], invoiceNo.trim()));
      setSelected(new Set());
      setInvoiceNo('');
      reload();
    } catch (error) {
      setApplyErrors(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
    }
  };

  const total = (data?.items ?? []).filter((item) => selected.has(item.id)).reduce((sum, item) => sum + item.amount, 0);

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'unmatched.title' })}>
        <Form.Group controlId="unmatched-status" className="bo-job-filter">
          <Form.Label className="visually-hidden">
            <FormattedMessage id="unmatched.filter.status" />
          </Form.Label>
          <Form.Select
            size="sm"
            value={status}
            onChange={(event) => {
              setSelected(new Set());
              setParams(new URLSearchParams({ status: statusOf(event.target.value) }));
            }}
          >
            {UNMATCHED_MONEY_STATUSES.map((each) => (
              <option key={each} value={each}>
                {intl.formatMessage({ id: `unmatched.status.${each}` })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <RefreshButton labelId="queue.refresh" loading={loading} onClick={reload} />
      </PageTitle>
      <p className="bo-page-sub text-body-secondary small">
        <FormattedMessage id="unmatched.lead" />
      </p>

      {errors ? <ApiErrors errors={errors} /> : null}
      {applied ? (
        <Alert variant="success" className="bo-alert" data-testid="unmatched-applied" onClose={() => setApplied(undefined)} dismissible>
          <FormattedMessage id="unmatched.applied" values={{ invoiceNo: applied.invoiceNo, amount: baht(applied.amount) }} />
        </Alert>
      ) : null}

      <section className="card bo-card" aria-labelledby="unmatched-heading" aria-busy={loading}>
        <div className="card-header bo-card-header">
          <h2 id="unmatched-heading" className="bo-card-title">
            <FormattedMessage id={`unmatched.status.${status}`} />
          </h2>
        </div>
        {!data && loading ? <LoadingBlock /> : null}
        {data && data.items.length === 0 ? (
          <div className="bo-empty" data-testid="unmatched-empty">
            <IconInbox size={40} />
            <p className="bo-empty-title">
              <FormattedMessage id="unmatched.empty" />
            </p>
          </div>
        ) : null}
        {data && data.items.length > 0 ? (
          <MoneyTable items={data.items} selectable={selectable} selected={selected} onToggle={toggle} />
        ) : null}
      </section>

      {selectable ? (
        <section className="card bo-card mt-3" aria-labelledby="unmatched-apply-heading">
          <div className="card-header bo-card-header">
            <h2 id="unmatched-apply-heading" className="bo-card-title">
              <FormattedMessage id="unmatched.apply.heading" />
            </h2>
          </div>
          <Form
            className="card-body"
            data-testid="unmatched-apply-form"
            onSubmit={(event) => {
              event.preventDefault();
              void apply();
            }}
          >
            <p className="small text-body-secondary">
              <FormattedMessage id="unmatched.apply.help" values={{ count: selected.size, total: baht(total) }} />
            </p>
            <Form.Group controlId="unmatched-invoice-no" className="mb-3">
              <Form.Label>
                <FormattedMessage id="unmatched.apply.invoiceNo" />
              </Form.Label>
              <Form.Control value={invoiceNo} maxLength={20} onChange={(event) => setInvoiceNo(event.target.value)} />
            </Form.Group>
            {applyErrors ? <ApiErrors errors={applyErrors} onClose={() => setApplyErrors(undefined)} /> : null}
            <Button type="submit" disabled={sending || selected.size === 0 || invoiceNo.trim() === ''}>
              <FormattedMessage id="unmatched.apply.submit" />
            </Button>
          </Form>
        </section>
      ) : null}
    </>
  );
}

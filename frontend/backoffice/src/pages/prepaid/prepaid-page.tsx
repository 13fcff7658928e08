import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { mayStaff } from '@mflow/contracts/staff/staff-roles';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { useBaht } from '@mflow/ui/format/use-baht';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { BoTable } from '../../components/bo-table';
import { LoadingBlock } from '../../components/loading-block';
import { PageTitle } from '../../components/page-title';
import { SubmittedAtCell } from '../../components/queue-parts';
import { useStaffSession } from '../../session/session-context';
import { ADJUSTMENT_REASON_MAX, adjustmentRequest, debitTooLarge, ZAdjustmentFormSchema, type TAdjustmentForm } from './adjustment-rules';
import { adjustPrepaid, staffPrepaid } from './prepaid-api';

const EMPTY: TAdjustmentForm = { direction: 'CREDIT', baht: '', reason: '' };

/** The approver's credit or debit: an amount, a reason, and an id made once per adjustment so a resend posts nothing more. */
function AdjustmentForm({ customerId, balance, onDone }: { customerId: string; balance: number; onDone: () => void }) {
  const intl = useIntl();
  const [adjustmentId, setAdjustmentId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<ApiErrorItem[]>();
  const [sending, setSending] = useState(false);
  const form = useForm<TAdjustmentForm>({ resolver: zodResolver(ZAdjustmentFormSchema), defaultValues: EMPTY });
  const { errors: invalid } = form.formState;
  const [direction, amount] = useWatch({ control: form.control, name: ['direction', 'baht'] });
  const tooLarge = debitTooLarge({ direction, baht: amount }, balance);

  const send = async (values: TAdjustmentForm) => {
    setSending(true);
    setErrors(undefined);
    try {
      await adjustPrepaid(staffApi, customerId, adjustmentRequest(values, adjustmentId));
      form.reset(EMPTY);
      setAdjustmentId(crypto.randomUUID());
      onDone();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card bo-card mb-3" aria-labelledby="adjust-heading" data-testid="prepaid-adjust">
      <div className="card-header bo-card-header">
        <h2 id="adjust-heading" className="bo-card-title">
          <FormattedMessage id="prepaid.adjust.heading" />
        </h2>
      </div>
      <Form noValidate className="card-body" onSubmit={(event) => void form.handleSubmit(send)(event)}>
        {errors ? <ApiErrors errors={errors} onClose={() => setErrors(undefined)} /> : null}
        <fieldset className="mb-3">
          <legend className="form-label fs-6">
            <FormattedMessage id="prepaid.adjust.direction" />
          </legend>
          {(['CREDIT', 'DEBIT'] as const).map((direction) => (
            <Form.Check
              key={direction}
              inline
              type="radio"
              id={`adjust-${direction}`}
              value={direction}
              label={intl.formatMessage({ id: `prepaid.adjust.${direction}` })}
              {...form.register('direction')}
            />
          ))}
        </fieldset>
        <Form.Group controlId="adjust-amount" className="mb-3">
          <Form.Label>
            <FormattedMessage id="prepaid.adjust.amount" />
          </Form.Label>
          <Form.Control inputMode="decimal" autoComplete="off" isInvalid={Boolean(invalid.baht) || tooLarge} {...form.register('baht')} />
          <Form.Control.Feedback type="invalid">
            <FormattedMessage id={invalid.baht?.message ?? 'prepaid.adjust.amount.belowZero'} />
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="adjust-reason" className="mb-3">
          <Form.Label>
            <FormattedMessage id="prepaid.adjust.reason" />
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={ADJUSTMENT_REASON_MAX}
            isInvalid={Boolean(invalid.reason)}
            {...form.register('reason')}
          />
          <Form.Control.Feedback type="invalid">
            {invalid.reason?.message ? <FormattedMessage id={invalid.reason.message} values={{ max: ADJUSTMENT_REASON_MAX }} /> : null}
          </Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" disabled={sending || tooLarge}>
          <FormattedMessage id="prepaid.adjust.submit" />
        </Button>
      </Form>
    </section>
  );
}

/**
 * A member's prepaid account as the back-office sees it (docs/decisions/0089): the balance and
 * settings, the journal a page at a time, and for an approver the adjustment form.
 */
export function PrepaidPage() {
  const intl = useIntl();
  const baht = useBaht();
  const { session } = useStaffSession();
  const mayAdjust = session ? mayStaff(session.roles, 'waiveFees') : false;
  const { customerId = '' } = useParams();
  const [page, setPage] = useState(1);
  const load = useCallback((signal: AbortSignal) => staffPrepaid(staffApi, customerId, page, signal), [customerId, page]);
  const { loading, data, errors, reload } = useLoad(`${customerId}:${page}`, load);
  const account = data?.account;
  const statement = data?.statement;
  const pages = statement ? Math.max(1, Math.ceil(statement.total / statement.pageSize)) : 1;

  return (
    <>
      <p className="mb-2">
        <Link to={`/customers/${encodeURIComponent(customerId)}`}>
          <FormattedMessage id="prepaid.back" />
        </Link>
      </p>
      <PageTitle title={intl.formatMessage({ id: 'prepaid.title' })} />
      {errors ? <ApiErrors errors={errors} /> : null}
      {!data && loading ? <LoadingBlock /> : null}
      {data && !account ? (
        <p className="text-body-secondary" data-testid="prepaid-none">
          <FormattedMessage id="prepaid.none" />
        </p>
      ) : null}
      {account && statement ? (
        <>
          <section className="card bo-card mb-3" aria-labelledby="prepaid-heading" data-testid="prepaid-account">
            <div className="card-header bo-card-header">
              <h2 id="prepaid-heading" className="bo-card-title">
                <FormattedMessage id="prepaid.account.heading" />
              </h2>
              <span className="font-monospace small">{account.status}</span>
            </div>
            <dl className="card-body row mb-0">
              {(
                [
                  ['prepaid.account.balance', baht(account.balance)],
                  [
                    'prepaid.account.replenishment',
                    account.replenishment
                      ? intl.formatMessage(
                          { id: 'prepaid.account.replenishment.set' },
                          { value: baht(account.replenishment.threshold), amount: baht(account.replenishment.amount) },
                        )
                      : intl.formatMessage({ id: 'prepaid.account.off' }),
                  ],
                  [
                    'prepaid.account.lowBalance',
                    account.lowBalanceThreshold === null
                      ? intl.formatMessage({ id: 'prepaid.account.off' })
                      : baht(account.lowBalanceThreshold),
                  ],
                  ['prepaid.account.opened', intl.formatDate(account.openedAt, { dateStyle: 'medium', timeStyle: 'short' })],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="col-sm-6 col-lg-3 mb-2">
                  <dt className="small text-body-secondary">
                    <FormattedMessage id={label} />
                  </dt>
                  <dd className="mb-0" data-testid={label}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          {mayAdjust ? <AdjustmentForm customerId={customerId} balance={account.balance} onDone={reload} /> : null}
          <section className="card bo-card mb-3" aria-labelledby="statement-heading" data-testid="prepaid-statement">
            <div className="card-header bo-card-header">
              <h2 id="statement-heading" className="bo-card-title">
                <FormattedMessage id="prepaid.statement.heading" />
              </h2>
              <span className="text-body-secondary small">
                <FormattedMessage id="prepaid.statement.page" values={{ page, pages }} />
              </span>
            </div>
            <BoTable
              testId="prepaid-movements"
              captionId="prepaid.statement.heading"
              focusableScroll
              columns={[
                { id: 'prepaid.statement.at' },
                { id: 'prepaid.statement.kind' },
                { id: 'prepaid.statement.reason' },
                { id: 'prepaid.statement.amount', align: 'end' },
                { id: 'prepaid.statement.balanceAfter', align: 'end' },
              ]}
            >
              {statement.items.map((movement) => (
                <tr key={`${movement.at}-${movement.kind}-${movement.balanceAfter}`}>
                  <SubmittedAtCell at={movement.at} />
                  <td>
                    <FormattedMessage id={`prepaid.kind.${movement.kind}`} />
                  </td>
                  <td>{movement.reason ?? ''}</td>
                  <td className="text-end">{baht(movement.amount)}</td>
                  <td className="text-end">{baht(movement.balanceAfter)}</td>
                </tr>
              ))}
            </BoTable>
            <nav className="card-body d-flex gap-2" aria-label={intl.formatMessage({ id: 'prepaid.statement.pages' })}>
              <Button variant="outline-secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <FormattedMessage id="prepaid.statement.newer" />
              </Button>
              <Button variant="outline-secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                <FormattedMessage id="prepaid.statement.older" />
              </Button>
            </nav>
          </section>
        </>
      ) : null}
    </>
  );
}

import '../../../shared/forms/forms.scss';
import '../invoices.css';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { IconTag } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { getAccrualLines, getAccruals, type TAccruals } from '../api/invoices-api';
import { Fact } from '../components/fact';
import { FleetVehicles, type TFleetSource } from '../components/fleet-vehicles';
import { useInvoiceFormat } from '../components/use-invoice-format';
import { useLoad } from '../../../shared/api/use-load';

function AccrualSummary({ accruals }: { accruals: TAccruals }) {
  const format = useInvoiceFormat();
  const cutDay = format.dayOf(accruals.cutAt);
  const dueDay = format.date(accruals.dueDate);
  return (
    <section className="invoice-section accrual-summary" aria-labelledby="accrual-summary-title" data-testid="accrual-summary">
      <h2 id="accrual-summary-title" className="invoice-section-title">
        <FormattedMessage
          id="invoices.accruals.cycle"
          values={{ date: format.date(accruals.cycle.start), to: format.date(accruals.cycle.end) }}
        />
      </h2>
      <dl className="invoice-facts accrual-facts">
        <Fact label="invoices.accruals.total" testId="accrual-total">
          <strong className="accrual-total">{format.baht(accruals.totalAmount)}</strong>
        </Fact>
        <Fact label="invoices.field.passageCount">
          <FormattedMessage id="invoices.passageCount" values={{ count: accruals.passageCount }} />
        </Fact>
        <Fact label="invoices.accruals.cutAt" testId="accrual-cut">
          {cutDay}
        </Fact>
        <Fact label="invoices.accruals.dueDate" testId="accrual-due">
          {dueDay}
        </Fact>
      </dl>
      <p className="invoice-section-lead mt-3 mb-0">
        <FormattedMessage id="invoices.accruals.explain" values={{ date: cutDay, to: dueDay }} />
      </p>
    </section>
  );
}

/**
 * The accrual list (requirements/billing.md#accrued-charges, menu group "services: accruallist"): the member's passages not yet
 * invoiced, the running total, one group per vehicle (its lines on request), and when the invoice comes and is due.
 */
export function AccrualsPage() {
  const { language } = usePreferences();
  const format = useInvoiceFormat();
  const state = useLoad(language, getAccruals);
  const accruals = state.status === 'done' ? state.value : null;
  const source = useMemo<TFleetSource | null>(
    () =>
      accruals && {
        key: `${language}|accruals`,
        first: accruals,
        loadTotals: (query, signal) => getAccruals(signal, query),
        loadLines: getAccrualLines,
      },
    [accruals, language],
  );
  return (
    <>
      <PageHeader titleId="screen.accrualList" leadId="invoices.accruals.lead" icon={<IconTag size={32} />} />
      <div className="container invoices-page">
        <p className="invoice-cross-link">
          <Link to="/invoice">
            <FormattedMessage id="invoices.accruals.toInvoices" />
          </Link>
        </p>
        {state.status === 'loading' ? (
          <PageLoading />
        ) : state.status === 'failed' ? (
          <p className="alert alert-danger">
            <FormattedMessage id="modal.error.generic" />
          </p>
        ) : (
          <>
            <AccrualSummary accruals={state.value} />
            {state.value.vehicleCount === 0 || !source ? (
              <p className="invoices-empty" data-testid="accruals-empty">
                <FormattedMessage id="invoices.accruals.empty" />
              </p>
            ) : (
              <FleetVehicles source={source} format={format} level={2} />
            )}
          </>
        )}
      </div>
    </>
  );
}

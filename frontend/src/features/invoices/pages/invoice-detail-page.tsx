import '../../../shared/forms/forms.scss';
import '../invoices.css';
import { useCallback, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { IconInvoice } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { MENU } from '../../../shared/menu/menu-codes';
import { useMenuActive } from '../../../shared/menu/menu-context';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { useSession } from '../../../shared/session/session-context';
import {
  downloadInvoiceLines,
  findOpenInvoices,
  getInvoice,
  getInvoiceLines,
  type TInvoiceDetail,
  type TMemberInvoiceDetail,
} from '../api/invoices-api';
import { invoiceDetailPath } from '../api/invoice-queries';
import { Fact } from '../components/fact';
import { FailureNotice } from '../components/failure-notice';
import { InvoiceAmounts } from '../components/invoice-amounts';
import { BillPaymentSlip } from '../components/bill-payment-slip';
import { ServicePeriod } from '../components/invoice-card';
import { groupReference } from '../components/invoice-format';
import { InvoiceRemarks } from '../components/invoice-remarks';
import { PayButton } from '../components/pay-button';
import { InvoiceStatusBadge } from '../components/status-badge';
import { UnpaidTimeline } from '../components/unpaid-timeline';
import { useInvoiceFormat, type TInvoiceFormat } from '../components/use-invoice-format';
import { useLoad } from '../../../shared/api/use-load';
import { ExportButtons } from '../components/export-buttons';
import { FleetVehicles, type TFleetSource } from '../components/fleet-vehicles';
import { VehicleGroups } from '../components/vehicle-groups';
import { isOpenInvoiceStatus } from '@mflow/contracts/billing/ladder';

function InvoiceLink({ invoiceNo }: { invoiceNo: string }) {
  return <Link to={invoiceDetailPath(invoiceNo)}>{invoiceNo}</Link>;
}

function InvoiceFacts({ invoice, format }: { invoice: TInvoiceDetail; format: TInvoiceFormat }) {
  return (
    <dl className="invoice-facts">
      <Fact label="invoices.field.reference">
        <span className="font-monospace">{groupReference(invoice.refNo)}</span>
      </Fact>
      <Fact label="invoices.field.kind">
        <FormattedMessage id={invoice.kind === 'MEMBER' ? 'invoices.kind.member' : 'invoices.kind.nonMember'} />
      </Fact>
      {invoice.plate ? (
        <Fact label="invoices.field.plate">
          {invoice.plate} {format.province(invoice.province)}
        </Fact>
      ) : null}
      <Fact label="invoices.field.servicePeriod">
        <ServicePeriod invoice={invoice} format={format} />
      </Fact>
      <Fact label="invoices.field.issuedAt">{format.dayOf(invoice.issuedAt)}</Fact>
      <Fact label="invoices.field.dueDate" testId="invoice-due-date">
        {format.date(invoice.dueDate)}
      </Fact>
      {invoice.noticeNo ? (
        <Fact label="invoices.field.noticeNo">
          <span className="font-monospace">{invoice.noticeNo}</span>
        </Fact>
      ) : null}
      {invoice.paidAt ? <Fact label="invoices.field.paidAt">{format.dayOf(invoice.paidAt)}</Fact> : null}
    </dl>
  );
}

/** A cancelled invoice bills nothing to dispute. */
const mayDispute = (invoice: TInvoiceDetail) => invoice.status !== 'CANCELLED' && invoice.passageCount > 0;
const disputeFormPath = (invoiceNo: string) => `/dispute?invoiceNo=${encodeURIComponent(invoiceNo)}`;

/** A member contests passages of the invoice, or one of its lines, on the dispute form (requirements/disputes.md#screens). */
function DisputeLink({ invoice }: { invoice: TInvoiceDetail }) {
  const isActive = useMenuActive();
  if (!mayDispute(invoice) || !isActive(MENU.dispute)) return null;
  return (
    <Link className="btn btn-outline-primary" to={disputeFormPath(invoice.invoiceNo)} data-testid="invoice-dispute">
      <FormattedMessage id="invoices.detail.dispute" />
    </Link>
  );
}

/** A member's invoice may bill a fleet: totals per vehicle, each vehicle's lines on request, and the spreadsheet of them all. */
function MemberLines({ invoice, format }: { invoice: TMemberInvoiceDetail; format: TInvoiceFormat }) {
  const { language } = usePreferences();
  const isActive = useMenuActive();
  const { invoiceNo } = invoice;
  const disputable = mayDispute(invoice) && isActive(MENU.dispute);
  const source = useMemo<TFleetSource>(
    () => ({
      key: `${language}|${invoiceNo}`,
      first: invoice,
      loadTotals: (query, signal) => getInvoice(invoiceNo, signal, query),
      loadLines: (query, signal) => getInvoiceLines(invoiceNo, query, signal),
      disputePath: disputable ? (passageId) => `${disputeFormPath(invoiceNo)}&passages=${passageId}` : undefined,
    }),
    [invoice, invoiceNo, language, disputable],
  );
  return (
    <>
      <ExportButtons
        fileName={`${invoiceNo}-lines`}
        download={(format) => downloadInvoiceLines(invoiceNo, format)}
        testId="invoice-lines"
      />
      <FleetVehicles source={source} format={format} level={4} />
    </>
  );
}

function InvoiceDetailView({
  invoice,
  askedFor,
  member,
}: {
  invoice: TInvoiceDetail | TMemberInvoiceDetail;
  askedFor: string;
  member: boolean;
}) {
  const format = useInvoiceFormat();
  return (
    <article className="invoice-detail" aria-labelledby="invoice-title" data-testid="invoice-detail" data-invoice={invoice.invoiceNo}>
      <div className="invoice-detail-head">
        <h2 id="invoice-title" className="invoice-detail-title">
          <FormattedMessage id="invoices.card.title" values={{ code: invoice.invoiceNo }} />
        </h2>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      {askedFor.toUpperCase() !== invoice.invoiceNo ? (
        <p className="alert alert-info" data-testid="invoice-followed">
          <FormattedMessage id="invoices.detail.followed" values={{ code: askedFor.toUpperCase() }} />
        </p>
      ) : null}
      {invoice.replacedByInvoiceNo ? (
        <p className="alert alert-warning" data-testid="invoice-replaced-by">
          <FormattedMessage id="invoices.detail.replacedBy" values={{ code: <InvoiceLink invoiceNo={invoice.replacedByInvoiceNo} /> }} />
        </p>
      ) : null}
      {invoice.replacesInvoiceNo ? (
        <p className="alert alert-light" data-testid="invoice-replaces">
          <FormattedMessage id="invoices.detail.replaces" values={{ code: <InvoiceLink invoiceNo={invoice.replacesInvoiceNo} /> }} />
        </p>
      ) : null}
      <div className="invoice-detail-grid">
        <section className="invoice-section" aria-labelledby="invoice-facts-title">
          <h3 id="invoice-facts-title" className="invoice-section-title">
            <FormattedMessage id="invoices.detail.facts" />
          </h3>
          <InvoiceFacts invoice={invoice} format={format} />
        </section>
        <section className="invoice-section" aria-labelledby="invoice-amounts-title">
          <h3 id="invoice-amounts-title" className="invoice-section-title">
            <FormattedMessage id="invoices.amount.title" />
          </h3>
          <InvoiceAmounts invoice={invoice} format={format} />
          <div className="invoice-actions">
            <PayButton invoice={invoice} />
            {member ? <DisputeLink invoice={invoice} /> : null}
          </div>
        </section>
      </div>
      {isOpenInvoiceStatus(invoice.status) ? <BillPaymentSlip invoiceNo={invoice.invoiceNo} member={member} /> : null}
      <UnpaidTimeline invoice={invoice} format={format} />
      <InvoiceRemarks remarks={invoice.remarks} format={format} />
      <section className="invoice-section" aria-labelledby="invoice-lines-title">
        <h3 id="invoice-lines-title" className="invoice-section-title">
          <FormattedMessage id="invoices.lines.title" values={{ count: invoice.passageCount }} />
        </h3>
        {invoice.passageCount === 0 ? (
          <p className="mb-0">
            <FormattedMessage id="invoices.lines.none" />
          </p>
        ) : 'vehicles' in invoice ? (
          <MemberLines invoice={invoice} format={format} />
        ) : (
          <VehicleGroups lines={invoice.lines} format={format} level={4} />
        )}
      </section>
    </article>
  );
}

/** Where to look for another invoice: the member's list, or the visitor's search. */
function BackLink() {
  const { loggedIn } = useSession();
  const isActive = useMenuActive();
  if (loggedIn && isActive(MENU.payToll)) {
    return (
      <Link className="btn btn-link px-0" to="/invoice">
        <FormattedMessage id="invoices.detail.backToList" />
      </Link>
    );
  }
  if (!loggedIn && isActive(MENU.nonMemberPayment)) {
    return (
      <Link className="btn btn-link px-0" to="/unuserpayment">
        <FormattedMessage id="invoices.detail.backToSearch" />
      </Link>
    );
  }
  return null;
}

/**
 * /mflow/invoicedetail?invoiceNo=… (requirements/portal-shell.md#always-available-routes): a member's own invoice; for a
 * visitor, the open invoice of that number, or the one that replaced it.
 */
export function InvoiceDetailPage() {
  const [params] = useSearchParams();
  const invoiceNo = (params.get('invoiceNo') ?? '').trim();
  const { loggedIn } = useSession();
  const { language } = usePreferences();
  const load = useCallback(
    async (signal: AbortSignal): Promise<TInvoiceDetail | TMemberInvoiceDetail> => {
      if (loggedIn) return getInvoice(invoiceNo, signal);
      const [found] = await findOpenInvoices({ invoiceNo }, signal);
      if (!found) throw new Error('an empty answer to a look-up that found something');
      return found;
    },
    [invoiceNo, loggedIn],
  );
  const state = useLoad(invoiceNo ? `${language}|${String(loggedIn)}|${invoiceNo}` : null, load);
  return (
    <>
      <PageHeader titleId="screen.invoiceDetail" icon={<IconInvoice size={32} />} />
      <div className="container invoices-page">
        <BackLink />
        {invoiceNo === '' ? (
          <p className="alert alert-info" data-testid="invoice-none-chosen">
            <FormattedMessage id="invoices.detail.noneChosen" />
          </p>
        ) : state.status === 'loading' ? (
          <PageLoading />
        ) : state.status === 'failed' ? (
          <div aria-live="polite">
            <FailureNotice error={state.error} />
          </div>
        ) : (
          <InvoiceDetailView invoice={state.value} askedFor={invoiceNo} member={loggedIn} />
        )}
      </div>
    </>
  );
}

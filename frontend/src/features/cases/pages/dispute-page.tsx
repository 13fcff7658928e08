import '../../../shared/forms/forms.scss';
import '../cases.css';
import { useCallback, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { IconScale } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { useLoad } from '../../../shared/api/use-load';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { useSession } from '../../../shared/session/session-context';
import { getEligible, latestInvoices, type TEligible } from '../api/cases-api';
import { answerErrors } from '../components/answer-errors';
import { parseDisputeLink, type TDisputePrefill } from '../components/dispute-link';
import { DisputeFormView } from '../components/dispute-form-view';
import { useCaseFormat, type TCaseFormat } from '../components/use-case-format';

/** The member's latest invoices to choose from; choosing one puts it in the address, as the invoice page's link does. */
function InvoiceChooser({
  invoiceNo,
  onChoose,
  format,
}: {
  invoiceNo: string | undefined;
  onChoose: (invoiceNo: string) => void;
  format: TCaseFormat;
}) {
  const intl = useIntl();
  const id = useId();
  const { language } = usePreferences();
  const state = useLoad(`${language}|invoices`, latestInvoices);
  const invoices = state.status === 'done' ? state.value : [];
  const known = invoiceNo === undefined || invoices.some((invoice) => invoice.invoiceNo === invoiceNo);
  return (
    <div className="case-invoice-chooser">
      <label htmlFor={id} className="form-label">
        <FormattedMessage id="cases.form.invoice" />
      </label>
      <select
        id={id}
        className="form-select"
        value={invoiceNo ?? ''}
        disabled={state.status === 'loading'}
        aria-busy={state.status === 'loading' || undefined}
        onChange={(event) => onChoose(event.target.value)}
        data-testid="dispute-invoice"
      >
        <option value="">{intl.formatMessage({ id: 'form.choose' })}</option>
        {known ? null : <option value={invoiceNo}>{invoiceNo}</option>}
        {invoices.map((invoice) => (
          <option key={invoice.invoiceNo} value={invoice.invoiceNo}>
            {intl.formatMessage({ id: 'cases.form.invoiceOption' }, { code: invoice.invoiceNo, date: format.dayOf(invoice.issuedAt) })}
          </option>
        ))}
      </select>
    </div>
  );
}

function EligibleView({ eligible, prefill, format }: { eligible: TEligible; prefill: TDisputePrefill; format: TCaseFormat }) {
  if (eligible.passages.length > 0 && eligible.passages.every((passage) => passage.refusal === 'WINDOW_PASSED')) {
    return (
      <p className="alert alert-warning" data-testid="dispute-window-passed">
        <FormattedMessage id="cases.form.windowPassed" values={{ date: format.date(eligible.windowEndsOn) }} />
      </p>
    );
  }
  if (!eligible.passages.some((passage) => passage.eligible)) {
    return (
      <p className="alert alert-info" data-testid="dispute-nothing-open">
        <FormattedMessage id="cases.form.nothingOpen" />
      </p>
    );
  }
  return <DisputeFormView key={eligible.invoiceNo} eligible={eligible} prefill={prefill} format={format} />;
}

function MemberDispute() {
  const [params, setParams] = useSearchParams();
  const prefill = parseDisputeLink(params);
  const { invoiceNo } = prefill;
  const { language } = usePreferences();
  const format = useCaseFormat();
  const load = useCallback((signal: AbortSignal) => getEligible(invoiceNo ?? '', signal), [invoiceNo]);
  const state = useLoad(invoiceNo ? `${language}|${invoiceNo}` : null, load);
  const choose = (chosen: string) => setParams(chosen ? { invoiceNo: chosen } : {});
  return (
    <>
      <p className="mb-3">
        <FormattedMessage id="cases.form.lead" values={{ link: (chunks) => <Link to="/cases">{chunks}</Link> }} />
      </p>
      <InvoiceChooser invoiceNo={invoiceNo} onChoose={choose} format={format} />
      {invoiceNo === undefined ? (
        prefill.passageIds.length > 0 ? (
          <p className="alert alert-info" data-testid="dispute-not-invoiced">
            <FormattedMessage id="cases.form.notInvoiced" values={{ count: prefill.passageIds.length }} />
          </p>
        ) : null
      ) : state.status === 'loading' ? (
        <PageLoading />
      ) : state.status === 'failed' ? (
        <p className="alert alert-warning" role="alert" data-testid="dispute-invoice-refused">
          {answerErrors(state.error)
            .map((item) => item.description)
            .join(' ') || <FormattedMessage id="modal.error.generic" />}
        </p>
      ) : (
        <EligibleView eligible={state.value} prefill={prefill} format={format} />
      )}
    </>
  );
}

/**
 * /mflow/dispute (MENU00011, requirements/disputes.md#screens): a member disputes passages of one of their invoices,
 * chosen here, from the invoice page, or from the impossible-journey notice's link.
 */
export function DisputePage() {
  const { loggedIn } = useSession();
  return (
    <>
      <PageHeader titleId="screen.dispute" leadId="cases.form.pageLead" icon={<IconScale size={32} />} />
      <div className="container cases-page">
        {loggedIn ? (
          <MemberDispute />
        ) : (
          <div className="alert alert-info" data-testid="dispute-sign-in">
            <p>
              <FormattedMessage
                id="cases.form.signIn"
                values={{
                  link: (chunks) => <Link to="/login">{chunks}</Link>,
                }}
              />
            </p>
            <p className="mb-0">
              <FormattedMessage
                id="cases.form.visitor"
                values={{
                  dispute: (chunks) => <Link to="/dispute/visitor">{chunks}</Link>,
                  track: (chunks) => <Link to="/dispute/track">{chunks}</Link>,
                }}
              />
            </p>
          </div>
        )}
      </div>
    </>
  );
}

import { FormattedMessage } from 'react-intl';
import { useModals } from '../../../shared/modals/modal-host';
import type { TInvoiceSummary } from '../api/invoices-api';

/** Paying comes with the payments work; until then the button says so (SPEC 8's "coming soon"). */
export function PayButton({ invoice }: { invoice: Pick<TInvoiceSummary, 'status'> }) {
  const { showComingSoon } = useModals();
  if (invoice.status === 'PAID' || invoice.status === 'CANCELLED') return null;
  return (
    <button type="button" className="btn btn-warning" onClick={showComingSoon}>
      <FormattedMessage id="invoices.pay" />
    </button>
  );
}

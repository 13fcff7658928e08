import '../../../shared/forms/forms.scss';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '@mflow/ui/api/api-types';

/** "No outstanding bills found" (requirements/error-messages.md#visible-messages). */
const NO_OUTSTANDING_BILLS = 'ERR_BILL_0001';
const INVOICE_NOT_FOUND = 'ERR_BILL_0002';

function codesOf(error: unknown): string[] {
  return error instanceof ApiError ? error.errors.map((item) => item.code) : [];
}

export function isNoOutstandingBills(error: unknown): boolean {
  return codesOf(error).includes(NO_OUTSTANDING_BILLS);
}

/**
 * A failed look-up shown on the page, as the reference-code page shows its own: the words of requirements/error-messages.md#visible-messages
 * for "no outstanding bills found" and "not found", or the descriptions the API gave.
 */
export function FailureNotice({ error }: { error: unknown }) {
  const codes = codesOf(error);
  if (codes.includes(NO_OUTSTANDING_BILLS)) {
    return (
      <p className="alert alert-warning" data-testid="no-outstanding-bills">
        <FormattedMessage id="invoices.noOutstanding" />
      </p>
    );
  }
  if (codes.includes(INVOICE_NOT_FOUND)) {
    return (
      <p className="alert alert-warning" data-testid="invoice-not-found">
        <FormattedMessage id="invoices.detail.notFound" />
      </p>
    );
  }
  const descriptions = error instanceof ApiError ? error.errors.map((item) => item.description) : [];
  return (
    <p className="alert alert-danger">{descriptions.length > 0 ? descriptions.join(' ') : <FormattedMessage id="modal.error.generic" />}</p>
  );
}

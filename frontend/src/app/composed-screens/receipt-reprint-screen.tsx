import { ReceiptReprintPage } from '../../features/payments/pages/receipt-reprint-page';
import { VisitorTaxInvoiceLookup } from '../../features/tax-invoices/components/visitor-tax-invoice-lookup';

/**
 * /mflow/nonm-reprint (MENU00023): the receipt reprint by invoice and plate, and below it the e-tax
 * invoice look-up by its number and the buyer's tax ID, for a visitor who holds the tax invoice
 * rather than the invoice; the two features meet here.
 */
export function ReceiptReprintScreen() {
  return (
    <>
      <ReceiptReprintPage />
      <div className="container">
        <hr />
        <VisitorTaxInvoiceLookup />
      </div>
    </>
  );
}

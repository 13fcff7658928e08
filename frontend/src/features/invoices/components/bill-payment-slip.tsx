import '../../../shared/theme/bootstrap/forms.scss';
import './bill-payment-slip.css';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoad } from '../../../shared/api/use-load';
import { saveFile } from '../../../shared/files/save-file';
import { downloadInvoicePdf, getBillPaymentSlip, type TBillPaymentSlip } from '../api/invoices-api';
import { Fact } from './fact';

function PdfButton({ slip, member }: { slip: TBillPaymentSlip; member: boolean }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await downloadInvoicePdf(slip.pdfPath, member), `${slip.invoiceNo}.pdf`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-outline-primary" disabled={busy} data-testid="invoice-pdf" onClick={() => void download()}>
      <FormattedMessage id="invoices.slip.pdf" />
    </button>
  );
}

/**
 * An open invoice's way to be paid at a counter, an ATM or by banking app: its cross-bank
 * references, the barcode and the bill-payment QR, which the API draws (the portal ships no
 * barcode library), and the invoice as PDF with the same. Nothing while it loads or if it fails:
 * the pay button beside it still works.
 */
export function BillPaymentSlip({ invoiceNo, member }: { invoiceNo: string; member: boolean }) {
  const intl = useIntl();
  const load = useCallback((signal: AbortSignal) => getBillPaymentSlip(invoiceNo, member, signal), [invoiceNo, member]);
  const state = useLoad(`${String(member)}|${invoiceNo}`, load);
  if (state.status !== 'done') return null;
  const slip = state.value;
  return (
    <section className="invoice-section bill-payment-slip" aria-labelledby="invoice-slip-title" data-testid="bill-payment-slip">
      <h3 id="invoice-slip-title" className="invoice-section-title">
        <FormattedMessage id="invoices.slip.title" />
      </h3>
      <p className="text-body-secondary">
        <FormattedMessage id="invoices.slip.lead" />
      </p>
      <dl className="invoice-facts">
        <Fact label="invoices.slip.billerId" testId="slip-biller">
          <span className="font-monospace">{slip.billerId}</span>
        </Fact>
        <Fact label="invoices.slip.ref1" testId="slip-ref1">
          <span className="font-monospace">{slip.ref1}</span>
        </Fact>
        <Fact label="invoices.slip.ref2" testId="slip-ref2">
          <span className="font-monospace">{slip.ref2}</span>
        </Fact>
      </dl>
      <div className="bill-payment-codes">
        <img
          className="bill-payment-barcode"
          src={slip.barcodeImage}
          alt={intl.formatMessage({ id: 'invoices.slip.barcodeAlt' }, { reference: slip.ref1 })}
        />
        <figure className="bill-payment-qr mb-0">
          <img
            src={slip.qrImage}
            alt={intl.formatMessage({ id: 'invoices.slip.qrAlt' }, { reference: slip.ref1 })}
            width={160}
            height={160}
          />
          <figcaption className="small text-body-secondary">
            <FormattedMessage id="invoices.slip.qrCaption" />
          </figcaption>
        </figure>
      </div>
      {slip.payLink ? (
        <dl className="invoice-facts">
          <Fact label="invoices.slip.payLink" testId="slip-pay-link">
            <a href={slip.payLink} className="text-break">
              {slip.payLink}
            </a>
            <span className="d-block form-text">
              <FormattedMessage id="invoices.slip.payLinkHint" />
            </span>
          </Fact>
        </dl>
      ) : null}
      <PdfButton slip={slip} member={member} />
    </section>
  );
}

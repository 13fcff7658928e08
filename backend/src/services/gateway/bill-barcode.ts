import { billPaymentBarcodeText, type TBillPaymentReference } from '@mflow/contracts/payment/bill-payment';

/**
 * The cross-bank bill payment barcode as a PNG (Code 128), for an invoice printed or shown to pay
 * at a counter. The carriage returns between the fields are written as bwip-js escapes (^013);
 * the line under the bars shows the fields apart, as the printed slips do. bwip-js is loaded on the
 * first barcode, not with the app (decision 0070).
 */
export async function billPaymentBarcodePng(bill: TBillPaymentReference & { amountSatang: number }): Promise<Buffer> {
  const text = billPaymentBarcodeText(bill);
  const { toBuffer } = await import('bwip-js');
  return toBuffer({
    bcid: 'code128',
    text: text.replace(/\r/g, '^013'),
    parse: true,
    scale: 2,
    height: 12,
    includetext: true,
    alttext: text.replace(/\r/g, ' '),
    textxalign: 'center',
  });
}

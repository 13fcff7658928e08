/**
 * An open invoice's way to be paid away from the portal (decision 0019's bill payment): the
 * cross-bank references, the Code 128 barcode a counter scans and the PromptPay bill-payment QR
 * (tag 30) a banking app scans, drawn by the API so the portal ships no barcode library.
 */
import { z } from 'zod';

export const ZBillPaymentSlipSchema = z
  .object({
    invoiceNo: z.string(),
    billerId: z.string().meta({ description: "The biller's 13-digit tax ID and its 2-digit suffix" }),
    ref1: z.string().meta({ description: "The invoice's 18-digit payment reference" }),
    ref2: z.string().meta({ description: 'The digits of the invoice number (the last 18)' }),
    amount: z.number().int().meta({ description: 'Satang (1 baht = 100 satang)' }),
    barcodeImage: z.string().meta({ description: 'The cross-bank bill-payment barcode (Code 128) as a PNG data URL' }),
    qrPayload: z.string().meta({ description: 'The PromptPay bill-payment payload (EMVCo, tag 30)' }),
    qrImage: z.string().meta({ description: 'That QR as a PNG data URL' }),
    payLink: z.string().nullable().meta({
      description: "A non-member invoice's payment link: the portal's non-line payment page, which needs no sign-in and no access key",
    }),
    pdfPath: z.string().meta({ description: 'The invoice as PDF, with the same barcode and QR, read with the same credentials' }),
  })
  .meta({ id: 'BillPaymentSlip' });
export type TBillPaymentSlip = z.input<typeof ZBillPaymentSlipSchema>;

import { isValidReference } from '../billing/reference-number';

/**
 * The toll operator as a biller of the Thai cross-bank bill payment scheme: its 13-digit tax ID
 * and the 2-digit suffix the bank assigns to this service. The simulated world's own numbers
 * (a valid check digit, no real company); a deployment takes the ones its bank gives it.
 */
export const TOLL_BILLER = { taxId: '0994000165501', suffix: '01' } as const;

/** What a counter, an ATM or an internet bank asks for to pay one invoice. */
export type TBillPaymentReference = { billerId: string; ref1: string; ref2: string };

const REF2_DIGITS = 18;

/**
 * The bill-payment references of an invoice: Ref1 is its 18-digit payment reference (check digits
 * included, so a teller's typo is refused), Ref2 the digits of its invoice number (the last 18),
 * which a payer can read off the paper to match a receipt to the invoice.
 */
export function billPaymentReference({
  biller = TOLL_BILLER,
  invoiceReference,
  invoiceNo,
}: {
  biller?: { taxId: string; suffix: string };
  invoiceReference: string;
  invoiceNo: string;
}): TBillPaymentReference {
  if (!/^\d{13}$/.test(biller.taxId) || !/^\d{2}$/.test(biller.suffix))
    throw new Error('a biller is a 13-digit tax ID and a 2-digit suffix');
  if (!isValidReference(invoiceReference)) throw new Error('Ref1 is an invoice payment reference of 18 digits with valid check digits');
  const ref2 = invoiceNo.replace(/\D/g, '').slice(-REF2_DIGITS);
  if (ref2.length === 0) throw new Error('the invoice number has no digits for Ref2');
  return { billerId: `${biller.taxId}${biller.suffix}`, ref1: invoiceReference, ref2 };
}

/**
 * The text of the Thai Bankers' Association cross-bank bill payment barcode (Code 128): a "|",
 * the 15-digit biller ID, then Ref1, Ref2 and the amount in satang (no decimal point), each after
 * a carriage return. An amount of "0" would let the teller key it; invoices always carry theirs.
 */
export function billPaymentBarcodeText({ billerId, ref1, ref2, amountSatang }: TBillPaymentReference & { amountSatang: number }): string {
  if (!Number.isSafeInteger(amountSatang) || amountSatang <= 0) throw new Error('a bill amount is a positive whole number of satang');
  return `|${billerId}\r${ref1}\r${ref2}\r${amountSatang}`;
}

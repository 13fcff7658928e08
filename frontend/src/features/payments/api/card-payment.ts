import { z } from 'zod';
import { CARD_BRANDS, type TCardBrandCode } from '@mflow/contracts/payment/card-number';
import { REQUIRED } from '@mflow/contracts/rules/rule-codes';
import { ApiError } from '@mflow/ui/api/api-types';
import type { TPayableInvoice, TPaymentStartRequest } from './payments-api';

/** The most invoices one payment takes (the payment contract's list limit). */
const MAX_INVOICES = 20;
/** The longest invoice number the payment contract takes. */
const MAX_INVOICE_NO_LENGTH = 20;

/** The card page's address for these invoices: one `invoiceNo` a number, as the invoice page hands on one. */
export function paymentCardPath(invoiceNos: readonly string[]): string {
  return `/paymentcard?${new URLSearchParams(invoiceNos.map((invoiceNo) => ['invoiceNo', invoiceNo])).toString()}`;
}

/** The invoice numbers the address names, each once; none when one of them could not be an invoice number or there are more than one payment takes. */
export function invoiceNosToPay(params: URLSearchParams): string[] {
  const numbers = [...new Set(params.getAll('invoiceNo').map((value) => value.trim().toUpperCase()))].filter((value) => value !== '');
  if (numbers.length > MAX_INVOICES || numbers.some((value) => value.length > MAX_INVOICE_NO_LENGTH)) return [];
  return numbers;
}

/**
 * The invoices to pay as the look-ups answered them: a cancelled number is answered with the
 * invoice that replaced it, so two numbers may lead to one invoice, which is paid once.
 */
export function distinctInvoices(invoices: readonly TPayableInvoice[]): TPayableInvoice[] {
  return invoices.filter((invoice, index) => invoices.findIndex((other) => other.invoiceNo === invoice.invoiceNo) === index);
}

export function totalSatang(invoices: readonly TPayableInvoice[]): number {
  return invoices.reduce((sum, invoice) => sum + invoice.totalAmount, 0);
}

/** The card types of requirements/payment-methods.md#method-fields, named as the cards print them. */
const CARD_TYPE_LABELS: Record<TCardBrandCode, string> = {
  VISA: 'payments.cardType.visa',
  MASTERCARD: 'payments.cardType.mastercard',
  JCB: 'payments.cardType.jcb',
  UNIONPAY: 'payments.cardType.unionpay',
  VISA_DEBIT: 'payments.cardType.visaDebit',
  VISA_ELECTRON: 'payments.cardType.visaElectron',
};

export const CARD_TYPE_OPTIONS = CARD_BRANDS.map((brand) => ({ value: brand, label: CARD_TYPE_LABELS[brand] }));

/**
 * The visitor says which card they pay with before leaving for the gateway's page, where they
 * type its number under that type. The payment request has no card type: the gateway's page asks for it.
 */
export const ZCardChoiceSchema = z.object({ cardType: z.enum(CARD_BRANDS, { error: REQUIRED }) });
export type TCardChoice = z.input<typeof ZCardChoiceSchema>;

/** The start of a card payment for these invoices: the gateway's card page, with one key for the page's one payment intent. */
export function cardPaymentRequest(options: {
  invoices: readonly TPayableInvoice[];
  member: boolean;
  idempotencyKey: string;
}): TPaymentStartRequest {
  const { invoices, member, idempotencyKey } = options;
  return { invoiceNos: invoices.map((invoice) => invoice.invoiceNo), member, pay: { channel: 'CARD' }, idempotencyKey };
}

/** A refused start as the page shows it: the API's own descriptions (in the language the request was made in), or the catalogue's general message when it gave none. */
export type TRefusal = { descriptions: string[] } | { messageId: string };

export function refusalOf(error: unknown): TRefusal {
  const descriptions = error instanceof ApiError ? error.errors.map((item) => item.description).filter((text) => text.trim() !== '') : [];
  return descriptions.length > 0 ? { descriptions } : { messageId: 'modal.error.generic' };
}

import type { TVerificationStep } from '../otp/verification-steps';
import type { TCardBrandCode as TCardBrand } from './card-number';

/**
 * The payment-method types (requirements/payment-methods.md#method-types): a card (credit or debit by its card
 * type), bank direct debit, request-to-pay to a mobile, QR (paid by scanning, nothing to keep),
 * the two prepaid tag programmes and the member's own prepaid account, MFLOW
 * (requirements/prepaid-account.md).
 */
export const PAYMENT_METHOD_KINDS = ['CARD', 'BANK_DEBIT', 'REQUEST_TO_PAY', 'QR', 'MPASS', 'EASYPASS', 'MFLOW'] as const;
export type TPaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** The kinds the add form offers: the prepaid account is opened through its own call, which opens the account with the method. */
export const FORM_PAYMENT_METHOD_KINDS = PAYMENT_METHOD_KINDS.filter(
  (kind): kind is Exclude<TPaymentMethodKind, 'MFLOW'> => kind !== 'MFLOW',
);

/** Visa Debit and Visa Electron draw on an account; the rest are credit cards. */
const DEBIT_CARD_BRANDS: readonly TCardBrand[] = ['VISA_DEBIT', 'VISA_ELECTRON'];

/** The debit mode (requirements/payment-methods.md#method-fields): each day's passages charged that evening, or the whole invoice at the cycle cut (requirements/payments.md#automatic-payment). */
export const DEBIT_MODES = ['DAILY', 'AUTOMATIC'] as const;
export type TDebitMode = (typeof DEBIT_MODES)[number];

export const TAG_KINDS = ['MPASS', 'EASYPASS'] as const satisfies readonly TPaymentMethodKind[];
export type TTagKind = (typeof TAG_KINDS)[number];

export function isTagKind(kind: TPaymentMethodKind): kind is TTagKind {
  return (TAG_KINDS as readonly string[]).includes(kind);
}

export const PAYMENT_METHOD_STATUSES = ['ACTIVE', 'DELETED'] as const;

export type TPaymentMethodAction = 'CREATE' | 'EDIT' | 'DELETE';

/**
 * The verification step (requirements/accounts.md#verification-steps) that proves an action on a method. Cards split into credit and
 * debit by card type. Request-to-pay and QR are bank channels (a request to the customer's bank
 * app, a PromptPay transfer), so they share the bank account's steps rather than take numbers
 * the 0–31 table no longer has.
 */
export function paymentMethodStep(action: TPaymentMethodAction, kind: TPaymentMethodKind, brand?: TCardBrand | null): TVerificationStep {
  switch (kind) {
    case 'CARD':
      return brand && DEBIT_CARD_BRANDS.includes(brand) ? `${action}_DEBIT_CARD` : `${action}_CREDIT_CARD`;
    case 'BANK_DEBIT':
    case 'REQUEST_TO_PAY':
    case 'QR':
      return `${action}_BANK_ACCOUNT`;
    case 'MPASS':
      return `${action}_MPASS`;
    case 'EASYPASS':
      return `${action}_EASYPASS`;
    case 'MFLOW':
      return `${action}_MFLOW_PREPAID`;
  }
}

import type { TPaymentMethodView } from '@mflow/contracts/payment/payment-method.contract';
import type { TPaymentMethodRow } from './payment-method-records';

/** What the owner sees of a stored method: never a full number, never a token. */
export function toPaymentMethodView(row: TPaymentMethodRow): TPaymentMethodView {
  return {
    paymentMethodId: row.id,
    kind: row.kind,
    brand: row.brand,
    display: row.maskedDisplay,
    bankCode: row.bankCode,
    debitMode: row.debitMode,
    isPrimary: row.isPrimary,
    effectiveFrom: row.isPrimary ? row.effectiveFrom : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** All but the last four characters hidden: `******7890`. */
export function maskAllButLast4(value: string): string {
  return `${'*'.repeat(Math.max(value.length - 4, 0))}${value.slice(-4)}`;
}

export function maskCard(last4: string): string {
  return `**** **** **** ${last4}`;
}

/** A mobile as requirements/accounts.md#identifier-formats shows it (0XX-XXX-XXXX), the middle hidden. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}-XXX-${mobile.slice(6)}`;
}

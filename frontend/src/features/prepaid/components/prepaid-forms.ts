import { channelChangeTakesEffectOn } from '@mflow/contracts/payment/payment-method-rules';
import type { TPrepaidAccountView, TPrepaidMovementKind, TPrepaidSettingsRequest } from '@mflow/contracts/payment/prepaid.contract';
import { bangkokDateOf, type TIsoDate } from '@mflow/contracts/time/bangkok';

/* The prepaid pages' form rules (requirements/prepaid-account.md), checked before anything is sent; the server checks them again. */

export type TLimits = TPrepaidAccountView['limits'];
/** A message id of the catalogue and the values it is written with. */
export type TProblem = { id: string; values?: Record<string, number> };

/** Baht as typed ("1,000", "250.50") in satang; undefined for anything else, a third decimal or nothing at all included. */
export function bahtToSatang(typed: string): number | undefined {
  const text = typed.trim().replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * A top-up is from the least to the most one may be, and may not take the balance above the most
 * it may hold (requirements/prepaid-account.md#balance-and-top-ups); `min`, `max` are in satang for the page to show as baht.
 */
export function topUpProblem(typed: string, account: Pick<TPrepaidAccountView, 'balance' | 'limits'>): TProblem | undefined {
  const amount = bahtToSatang(typed);
  const { minTopUp, maxTopUp, maxBalance } = account.limits;
  if (amount === undefined || amount === 0) return { id: 'prepaid.rule.amount' };
  if (amount < minTopUp || amount > maxTopUp) return { id: 'prepaid.rule.topUpRange', values: { min: minTopUp, max: maxTopUp } };
  if (account.balance + amount > maxBalance) return { id: 'prepaid.rule.maxBalance', values: { max: maxBalance } };
  return undefined;
}

export type TSettingsForm = {
  replenish: boolean;
  threshold: string;
  amount: string;
  paymentMethodId: string;
  lowBalance: string;
};

export type TSettingsChecked =
  | { ok: true; body: Omit<TPrepaidSettingsRequest, 'verificationToken'> }
  | { ok: false; problems: Partial<Record<keyof TSettingsForm, TProblem>> };

/** The form as the account's settings stand: blank where nothing is set. */
export function settingsFormOf(account: Pick<TPrepaidAccountView, 'replenishment' | 'lowBalanceThreshold'>): TSettingsForm {
  const typed = (satang: number | null | undefined) => (satang === null || satang === undefined ? '' : (satang / 100).toFixed(2));
  return {
    replenish: account.replenishment !== null,
    threshold: typed(account.replenishment?.threshold),
    amount: typed(account.replenishment?.amount),
    paymentMethodId: account.replenishment?.paymentMethodId ?? '',
    lowBalance: typed(account.lowBalanceThreshold),
  };
}

/**
 * Replenishment, when on, needs a threshold, an amount of at least the threshold that is a top-up
 * the limits allow, and the saved card or bank account to draw it from
 * (requirements/prepaid-account.md#automatic-replenishment); the low-balance threshold is optional.
 */
export function checkSettings(form: TSettingsForm, limits: TLimits): TSettingsChecked {
  const problems: Partial<Record<keyof TSettingsForm, TProblem>> = {};
  const lowBalance = form.lowBalance.trim() === '' ? null : bahtToSatang(form.lowBalance);
  if (lowBalance === undefined || lowBalance === 0) problems.lowBalance = { id: 'prepaid.rule.amount' };
  if (!form.replenish) {
    return Object.keys(problems).length > 0
      ? { ok: false, problems }
      : { ok: true, body: { replenishment: null, lowBalanceThreshold: lowBalance ?? null } };
  }
  const threshold = bahtToSatang(form.threshold);
  const amount = bahtToSatang(form.amount);
  if (threshold === undefined || threshold === 0) problems.threshold = { id: 'prepaid.rule.amount' };
  if (amount === undefined || amount === 0) problems.amount = { id: 'prepaid.rule.amount' };
  else if (threshold !== undefined && amount < threshold) problems.amount = { id: 'prepaid.rule.belowThreshold' };
  else if (amount < limits.minTopUp || amount > limits.maxTopUp)
    problems.amount = { id: 'prepaid.rule.topUpRange', values: { min: limits.minTopUp, max: limits.maxTopUp } };
  if (form.paymentMethodId === '') problems.paymentMethodId = { id: 'prepaid.rule.source' };
  if (Object.keys(problems).length > 0 || threshold === undefined || amount === undefined) return { ok: false, problems };
  return {
    ok: true,
    body: { replenishment: { threshold, amount, paymentMethodId: form.paymentMethodId }, lowBalanceThreshold: lowBalance ?? null },
  };
}

/** The months a statement can be had for: from the account's opening month to this Bangkok month, newest first, a year at most. */
export function statementMonths(openedAt: string, now: Date): string[] {
  const first = bangkokDateOf(new Date(openedAt)).slice(0, 7);
  const [year = 0, month = 1] = bangkokDateOf(now).split('-').map(Number);
  const months: string[] = [];
  for (let index = year * 12 + month - 1; months.length < 12; index--) {
    const value = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    if (value < first) break;
    months.push(value);
  }
  return months;
}

/**
 * When the account would count as the primary method if made so now: the channel-change dates
 * every method follows (1st to 15th: the 16th; later: the 1st; the member's first method: at once).
 */
export function primaryTakesEffectOn(hasPrimary: boolean, now: Date): TIsoDate {
  return channelChangeTakesEffectOn(now, !hasPrimary);
}

const KIND_MESSAGES: Record<TPrepaidMovementKind, string> = {
  TOP_UP: 'prepaid.kind.topUp',
  REPLENISHMENT: 'prepaid.kind.replenishment',
  PAYMENT: 'prepaid.kind.payment',
  DISPUTE_REFUND: 'prepaid.kind.disputeRefund',
  ADJUSTMENT: 'prepaid.kind.adjustment',
  CLOSING_REFUND: 'prepaid.kind.closingRefund',
};

export const movementKindMessage = (kind: TPrepaidMovementKind): string => KIND_MESSAGES[kind];

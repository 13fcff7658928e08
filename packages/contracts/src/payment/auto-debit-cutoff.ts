/**
 * The cut-offs for automatic payment (requirements/payments.md#automatic-payment-cut-offs), as a pure function of the instant a
 * charge reaches the bank (Bangkok time). Card runs close at 18:00: a card charge from then up to
 * the 23:00 limit posts the next day, and from 23:00 to midnight no card charge is sent at all.
 * Bank direct debit closes at 21:00: a later debit is recognised on day 2, the day after the debit
 * day (day 1). Tags and request-to-pay have no run to close and post when they are charged.
 */
import { addDays, bangkokDateOf, type TIsoDate } from '../time/bangkok';
import type { TPaymentMethodKind } from './payment-method-kinds';

export type TAutoDebitRun = 'CARD' | 'BANK_DEBIT' | 'IMMEDIATE';

/** Seconds after Bangkok midnight. */
const HOUR = 3_600;
const CARD_CUTOFF_SECONDS = 18 * HOUR;
const CARD_LIMIT_SECONDS = 23 * HOUR;
const BANK_DEBIT_CUTOFF_SECONDS = 21 * HOUR;

/**
 * The daily runs' Bangkok hours: an hour before each close, so a run that starts on time finishes
 * inside its window, and one that runs late (after downtime) is posted by the rule below.
 */
export const DAILY_RUN_HOURS: Record<Exclude<TAutoDebitRun, 'IMMEDIATE'>, number> = {
  CARD: CARD_CUTOFF_SECONDS / HOUR - 1,
  BANK_DEBIT: BANK_DEBIT_CUTOFF_SECONDS / HOUR - 1,
};

const BANGKOK_OFFSET_SECONDS = 7 * HOUR;

export function autoDebitRunOf(kind: TPaymentMethodKind): TAutoDebitRun {
  if (kind === 'CARD') return 'CARD';
  if (kind === 'BANK_DEBIT') return 'BANK_DEBIT';
  return 'IMMEDIATE';
}

/** A charge sent at `at` posts on `postingDate`; a card charge between 23:00 and midnight is not sent (`closed`). */
export type TAutoDebitPosting = { closed: false; postingDate: TIsoDate } | { closed: true };

export function autoDebitPosting(run: TAutoDebitRun, at: Date): TAutoDebitPosting {
  const day = bangkokDateOf(at);
  const secondsIntoDay = (((Math.floor(at.getTime() / 1000) + BANGKOK_OFFSET_SECONDS) % 86_400) + 86_400) % 86_400;
  switch (run) {
    case 'CARD':
      if (secondsIntoDay >= CARD_LIMIT_SECONDS) return { closed: true };
      return { closed: false, postingDate: secondsIntoDay >= CARD_CUTOFF_SECONDS ? addDays(day, 1) : day };
    case 'BANK_DEBIT':
      return { closed: false, postingDate: secondsIntoDay >= BANK_DEBIT_CUTOFF_SECONDS ? addDays(day, 1) : day };
    case 'IMMEDIATE':
      return { closed: false, postingDate: day };
  }
}

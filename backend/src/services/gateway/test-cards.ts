import type { CARD_BEHAVIOURS } from './gateway.schema';

export type TCardBehaviour = (typeof CARD_BEHAVIOURS)[number];

/**
 * The simulated gateway's test cards (README "Payment gateway simulator"): any other number that
 * passes its brand's checks is approved. Each behaviour has a Visa and a MasterCard number.
 */
export const TEST_CARDS = {
  /** Refused when saved, and on the hosted card page's card step. */
  refusedAtSave: ['4000000000000002', '5100000000000008'],
  declined: ['4000000000000119', '5100000000000115'],
  insufficientFunds: ['4000000000009995', '5100000000009991'],
  /** The bank does not answer: the charge stays PENDING, then is declined as TIMED_OUT unless a sim control settles it first. */
  timesOut: ['4000000000001232', '5100000000001238'],
} as const;

const matches = (list: readonly string[], number: string) => list.includes(number);

/** What a card number does at the simulated gateway. */
export function behaviourOfCard(number: string): TCardBehaviour {
  if (matches(TEST_CARDS.declined, number)) return 'DECLINE';
  if (matches(TEST_CARDS.insufficientFunds, number)) return 'INSUFFICIENT_FUNDS';
  if (matches(TEST_CARDS.timesOut, number)) return 'TIME_OUT';
  return 'APPROVE';
}

export function isRefusedAtSave(number: string): boolean {
  return matches(TEST_CARDS.refusedAtSave, number);
}

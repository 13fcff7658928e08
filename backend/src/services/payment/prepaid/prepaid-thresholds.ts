/**
 * The balance's thresholds (requirements/prepaid-account.md#automatic-replenishment): the member's
 * replenishment and low-balance thresholds are crossed when the balance goes from at or above one
 * to below it. Pure, so the boundaries are tested to the satang.
 */
export function fellBelow(threshold: number | null, before: number, after: number): boolean {
  return threshold !== null && before >= threshold && after < threshold;
}

export type TDropFacts = {
  accountId: string;
  balance: number;
  threshold: number;
  /** The first journal row after the last one that left the balance at or above the threshold; null when there is none. */
  fallSeq: number | null;
  lastSeq: number | null;
};

/**
 * The key of the fall a replenishment is for, so that every trigger of one fall gives the same key.
 * Below the threshold it is the journal row that took the balance under it (the account's opening
 * when it never was at or above it); at or above it (a payment larger than the balance) it is the
 * latest row, so the triggers of one shortfall meet too.
 */
export function replenishmentDropKey({ accountId, balance, threshold, fallSeq, lastSeq }: TDropFacts): string {
  if (balance < threshold) return `${accountId}:fall:${fallSeq ?? 'opening'}`;
  return `${accountId}:short:${lastSeq ?? 'opening'}`;
}

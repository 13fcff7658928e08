/** The defaults of requirements/prepaid-account.md#balance-and-top-ups, in satang: 100 and 20,000 baht a top-up, 50,000 baht a balance. */
export const DEFAULT_PREPAID_LIMITS = { minTopUp: 10_000, maxTopUp: 2_000_000, maxBalance: 5_000_000 } as const;

export type TPrepaidLimits = { minTopUp: number; maxTopUp: number; maxBalance: number };

/**
 * Why a top-up of `amount` is refused, or undefined: below the least or above the most a top-up may
 * be, or it would take the balance, with the top-ups still on their way, above the most it may hold.
 */
export function topUpProblem(
  amount: number,
  { balance, pending }: { balance: number; pending: number },
  limits: TPrepaidLimits,
): 'ERR_PREPAID_0003' | 'ERR_PREPAID_0004' | undefined {
  if (amount < limits.minTopUp || amount > limits.maxTopUp) return 'ERR_PREPAID_0003';
  if (balance + pending + amount > limits.maxBalance) return 'ERR_PREPAID_0004';
  return undefined;
}

/** Satang as the messages show baht: 20,000.00. */
export function bahtText(satang: number): string {
  return (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

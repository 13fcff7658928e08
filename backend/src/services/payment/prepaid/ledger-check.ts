export type TLedgerRow = { amount: number; balanceAfter: number };

/**
 * The balance is the journal's sum, and each row's balance after is the one before it plus its
 * amount. Answers what is wrong (nothing: an empty list), for the tests and the nightly check.
 */
export function ledgerProblems(balance: number, rows: readonly TLedgerRow[]): string[] {
  const problems: string[] = [];
  let running = 0;
  rows.forEach((row, index) => {
    running += row.amount;
    if (row.balanceAfter !== running) problems.push(`row ${index + 1}: balance after ${row.balanceAfter}, the sum ${running}`);
    if (running < 0) problems.push(`row ${index + 1}: the sum goes below zero`);
  });
  if (running !== balance) problems.push(`balance ${balance}, journal sum ${running}`);
  return problems;
}

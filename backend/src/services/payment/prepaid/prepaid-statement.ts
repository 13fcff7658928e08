import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import type { TPrepaidMovementKind } from '@mflow/contracts/payment/prepaid.contract';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { findCustomer } from '../../customer/customer-records';
import { findOpenAccount } from './prepaid-ledger';
import { prepaidMovements } from './prepaid.schema';

export type TMonthStatement = {
  month: string;
  holder: string;
  /** The balance at the month's first Bangkok midnight. */
  opening: number;
  /** The balance after the month's last movement: the opening balance plus the month's movements. */
  closing: number;
  movements: { kind: TPrepaidMovementKind; amount: number; balanceAfter: number; reason: string | null; at: Date }[];
  /** When the statement was made, from the injected clock. */
  printedAt: Date;
};

/** The month's first Bangkok midnight and the next month's: the statement takes movements from the first, up to the second. */
export function bangkokMonthBounds(month: string): { from: Date; to: Date } {
  const [year = 0, monthOfYear = 1] = month.split('-').map(Number);
  const next = monthOfYear === 12 ? `${year + 1}-01` : `${year}-${String(monthOfYear + 1).padStart(2, '0')}`;
  return { from: startOfBangkokDay(`${month}-01`), to: startOfBangkokDay(`${next}-01`) };
}

/**
 * The member's open account's movements of one Bangkok month, in the journal's order, with the
 * balance before the first (the last balance the journal wrote before the month) and after the
 * last (requirements/prepaid-account.md#the-statement).
 */
export async function prepaidMonthStatement({
  db,
  customerId,
  month,
  now,
}: {
  db: TQueryable;
  customerId: string;
  month: string;
  now: Date;
}): Promise<TMonthStatement> {
  const account = await findOpenAccount(db, customerId);
  if (!account) throw new AppError('ERR_PREPAID_0001');
  const customer = await findCustomer({ db, customerId });
  const { from, to } = bangkokMonthBounds(month);
  const ofAccount = eq(prepaidMovements.accountId, account.id);
  const [before] = await db
    .select({ balanceAfter: prepaidMovements.balanceAfter })
    .from(prepaidMovements)
    .where(and(ofAccount, lt(prepaidMovements.at, from)))
    .orderBy(desc(prepaidMovements.seq))
    .limit(1);
  const rows = await db
    .select()
    .from(prepaidMovements)
    .where(and(ofAccount, gte(prepaidMovements.at, from), lt(prepaidMovements.at, to)))
    .orderBy(asc(prepaidMovements.seq));
  const opening = before?.balanceAfter ?? 0;
  return {
    month,
    holder: customer
      ? (customer.juristicName ?? [customer.firstName, customer.middleName, customer.lastName].filter(Boolean).join(' '))
      : '',
    opening,
    closing: rows.at(-1)?.balanceAfter ?? opening,
    movements: rows.map(({ kind, amount, balanceAfter, reason, at }) => ({ kind, amount, balanceAfter, reason, at })),
    printedAt: now,
  };
}

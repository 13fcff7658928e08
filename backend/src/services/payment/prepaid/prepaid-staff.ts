import { desc, eq } from 'drizzle-orm';
import type { TPrepaidAdjustmentRequest, TStaffPrepaidView } from '@mflow/contracts/payment/prepaid.contract';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { recordStaffAction, type TStaffActor } from '../../audit/audit.service';
import { toAccountView } from './prepaid-account.service';
import { movementsPage, postMovement, type TPrepaidAccountRow } from './prepaid-ledger';
import { bahtText, type TPrepaidLimits } from './prepaid-limits';
import { prepaidAccounts } from './prepaid.schema';

/** The member's open account, else the one they closed last: staff see and settle what a closed account still holds. */
async function latestAccountOf(db: TQueryable, customerId: string): Promise<TPrepaidAccountRow | undefined> {
  const [account] = await db
    .select()
    .from(prepaidAccounts)
    .where(eq(prepaidAccounts.customerId, customerId))
    // The open account first (OPEN sorts after CLOSED), then the last closed.
    .orderBy(desc(prepaidAccounts.status), desc(prepaidAccounts.openedAt))
    .limit(1);
  return account;
}

/** The call centre's view of a member's prepaid account and a page of its journal, newest first. */
export async function staffPrepaidView({
  db,
  customerId,
  limits,
  page,
  pageSize,
}: {
  db: TQueryable;
  customerId: string;
  limits: TPrepaidLimits;
  page: number;
  pageSize: number;
}): Promise<TStaffPrepaidView> {
  const account = await latestAccountOf(db, customerId);
  if (!account) return { account: null, statement: { items: [], page, pageSize, total: 0 } };
  return {
    account: { ...toAccountView(account, limits), closedAt: account.closedAt?.toISOString() ?? null },
    statement: await movementsPage(db, account.id, page, pageSize),
  };
}

/**
 * A staff adjustment (docs/decisions/0089): an ADJUSTMENT journal row with the reason and the
 * staff member, and its entry in the staff audit log, in one transaction. Its source key is the
 * request's adjustment id, so a retry posts nothing more; a debit never takes the balance below
 * zero (ERR_PREPAID_0010), and a closed account takes debits only (what arrived after closing).
 */
export async function adjustPrepaid({
  db,
  clock,
  by,
  customerId,
  request,
  limits,
}: {
  db: TDatabase;
  clock: Clock;
  by: TStaffActor;
  customerId: string;
  request: TPrepaidAdjustmentRequest;
  limits: TPrepaidLimits;
}): Promise<TStaffPrepaidView> {
  await db.transaction(async (tx) => {
    const account = await latestAccountOf(tx, customerId);
    if (!account) throw new AppError('ERR_PREPAID_0001');
    if (account.status !== 'OPEN' && request.amount > 0) throw new AppError('ERR_PREPAID_0009');
    const at = clock.now();
    const posted = await postMovement(tx, {
      accountId: account.id,
      kind: 'ADJUSTMENT',
      amount: request.amount,
      sourceKey: `adjustment:${request.adjustmentId}`,
      reason: request.reason,
      staffId: by.staffId,
      at,
    });
    if (posted.status === 'INSUFFICIENT') throw new AppError('ERR_PREPAID_0010', { balance: bahtText(posted.account.balance) });
    if (posted.status !== 'POSTED') return;
    await recordStaffAction({
      db: tx,
      by,
      action: {
        action: 'PREPAID_ADJUST',
        subjectType: 'CUSTOMER',
        subjectId: customerId,
        before: { balance: posted.before },
        after: { balance: posted.account.balance, amount: request.amount, reason: request.reason },
        at,
      },
    });
  });
  return staffPrepaidView({ db, customerId, limits, page: 1, pageSize: 20 });
}

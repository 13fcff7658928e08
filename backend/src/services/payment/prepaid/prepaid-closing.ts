import { and, desc, eq } from 'drizzle-orm';
import type { TPrepaidClosing, TPrepaidCloseRequest } from '@mflow/contracts/payment/prepaid.contract';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { findLiveMethod, listLiveMethods, lockCustomerMethods, markDeleted } from '../methods/payment-method-records';
import { heldMoneyRefundOf, requestHeldMoneyRefund, type TRefundRow } from '../refunds/refunds.service';
import { openAccountOf, signedInCustomer, spendProof, toAccountView } from './prepaid-account.service';
import { postMovement, type TPrepaidAccountRow } from './prepaid-ledger';
import type { TPrepaidLimits } from './prepaid-limits';
import { prepaidAccounts } from './prepaid.schema';

/** The closing refund's key: one per account, so however often closing is asked for, one refund is made. */
const closingRefundKey = (accountId: string) => `prepaid-closing:${accountId}`;

function refundView(refund: TRefundRow | undefined): TPrepaidClosing['refund'] {
  if (!refund) return null;
  return { refundId: refund.id, amount: refund.amount, status: refund.status, destination: refund.accountNoMasked ?? '' };
}

/** The account this request closed before, when it is a retry of it. */
async function closedBy(tx: TQueryable, customerId: string, closingKey: string): Promise<TPrepaidAccountRow | undefined> {
  const [account] = await tx
    .select()
    .from(prepaidAccounts)
    .where(and(eq(prepaidAccounts.customerId, customerId), eq(prepaidAccounts.closingKey, closingKey)))
    .orderBy(desc(prepaidAccounts.closedAt))
    .limit(1);
  return account;
}

async function closingOf(tx: TQueryable, account: TPrepaidAccountRow, limits: TPrepaidLimits): Promise<TPrepaidClosing> {
  return {
    account: toAccountView(account, limits),
    refund: refundView(await heldMoneyRefundOf({ db: tx, sourceKey: closingRefundKey(account.id) })),
  };
}

/**
 * Closes the account and deletes its MFLOW method, proven by the OTP step DELETE_MFLOW_PREPAID
 * (30), in one transaction (requirements/prepaid-account.md#closing, docs/decisions/0087): a
 * balance leaves by a CLOSING_REFUND journal row that takes it to zero and a refund of it to the
 * bank account the member gives, sent by the refund job like a dispute's. The customer's methods
 * lock makes closings of one member take turns; a retry under the same Idempotency-Key answers the
 * first closing without a new proof, and the journal row's and the refund's keys (the account)
 * keep the money from leaving twice whatever else is tried. As for any method, the primary one goes
 * only when it is the last.
 */
export async function closePrepaidAccount({
  db,
  clock,
  customerId,
  limits,
  request,
  closingKey,
}: {
  db: TDatabase;
  clock: Clock;
  customerId: string;
  limits: TPrepaidLimits;
  request: TPrepaidCloseRequest;
  closingKey: string | null;
}): Promise<TPrepaidClosing> {
  const customer = await signedInCustomer(db, customerId);
  return db.transaction(async (tx) => {
    await lockCustomerMethods({ db: tx, customerId });
    const earlier = closingKey ? await closedBy(tx, customerId, closingKey) : undefined;
    if (earlier) return closingOf(tx, earlier, limits);
    await spendProof(tx, clock, customer, 'DELETE_MFLOW_PREPAID', request.verificationToken);
    const current = await openAccountOf(tx, customerId);
    const [account] = await tx.select().from(prepaidAccounts).where(eq(prepaidAccounts.id, current.id)).for('update');
    if (!account) throw new Error(`no prepaid account ${current.id}`);
    const method = await findLiveMethod({ db: tx, customerId, paymentMethodId: account.paymentMethodId });
    const others = (await listLiveMethods({ db: tx, customerId })).filter((row) => row.id !== account.paymentMethodId);
    if (method?.isPrimary && others.length > 0) throw new AppError('ERR_PAY_0026');
    const now = clock.now();
    let refund: TRefundRow | undefined;
    if (account.balance > 0) {
      if (!request.refundTo) throw new AppError('ERR_PREPAID_0007');
      await postMovement(tx, {
        accountId: account.id,
        kind: 'CLOSING_REFUND',
        amount: -account.balance,
        sourceKey: closingRefundKey(account.id),
        at: now,
      });
      refund = await requestHeldMoneyRefund({
        db: tx,
        clock,
        customerId,
        amount: account.balance,
        sourceKey: closingRefundKey(account.id),
        channel: { kind: 'BANK_ACCOUNT', ...request.refundTo },
        reason: 'Closing of the M-Flow prepaid account',
      });
    }
    const [closed] = await tx
      .update(prepaidAccounts)
      .set({ status: 'CLOSED', closedAt: now, closingKey })
      .where(eq(prepaidAccounts.id, account.id))
      .returning();
    if (!closed) throw new Error('the account update answered no row');
    if (method) await markDeleted({ db: tx, paymentMethodId: method.id, at: now });
    return { account: toAccountView(closed, limits), refund: refundView(refund) };
  });
}

import { eq } from 'drizzle-orm';
import type {
  TPrepaidAccountView,
  TPrepaidOpenRequest,
  TPrepaidSettingsRequest,
  TPrepaidStatement,
} from '@mflow/contracts/payment/prepaid.contract';
import { channelChangeTakesEffectOn } from '@mflow/contracts/payment/payment-method-rules';
import type { TVerificationStep } from '@mflow/contracts/otp/verification-steps';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors/app-error';
import { findCustomer, type TCustomerRow } from '../../customer/customer-records';
import { consumeOtpVerification } from '../../otp/otp.service';
import { findLiveMethod, findPrimaryMethod, insertMethod, lockCustomerMethods, recordPrimary } from '../methods/payment-method-records';
import { findOpenAccount, movementsPage, type TPrepaidAccountRow } from './prepaid-ledger';
import { bahtText, type TPrepaidLimits } from './prepaid-limits';
import { prepaidAccounts } from './prepaid.schema';

type TAccountOptions = { db: TQueryable; customerId: string; limits: TPrepaidLimits };

export async function signedInCustomer(db: TQueryable, customerId: string): Promise<TCustomerRow> {
  const customer = await findCustomer({ db, customerId });
  if (!customer) throw new AppError('ERR_AUTH_0005');
  return customer;
}

export function spendProof(db: TQueryable, clock: Clock, customer: TCustomerRow, purpose: TVerificationStep, verificationToken: string) {
  return consumeOtpVerification({ db, clock, verificationToken, purpose, contact: [customer.mobile, customer.email] });
}

export async function openAccountOf(db: TQueryable, customerId: string): Promise<TPrepaidAccountRow> {
  const account = await findOpenAccount(db, customerId);
  if (!account) throw new AppError('ERR_PREPAID_0001');
  return account;
}

export function toAccountView(account: TPrepaidAccountRow, limits: TPrepaidLimits): TPrepaidAccountView {
  const { replenishThreshold, replenishAmount, replenishMethodId } = account;
  return {
    accountId: account.id,
    paymentMethodId: account.paymentMethodId,
    status: account.status,
    balance: account.balance,
    replenishment:
      replenishThreshold !== null && replenishAmount !== null && replenishMethodId !== null
        ? { threshold: replenishThreshold, amount: replenishAmount, paymentMethodId: replenishMethodId }
        : null,
    lowBalanceThreshold: account.lowBalanceThreshold,
    limits: { ...limits },
    openedAt: account.openedAt.toISOString(),
  };
}

export async function prepaidAccountOf({ db, customerId, limits }: TAccountOptions): Promise<TPrepaidAccountView> {
  return toAccountView(await openAccountOf(db, customerId), limits);
}

/**
 * Opens the member's prepaid account with its MFLOW payment method, proven by the OTP step
 * CREATE_MFLOW_PREPAID (28), in one transaction under the customer's methods lock. As any method,
 * it becomes primary at once when it is the member's first (requirements/payment-methods.md#when-a-channel-change-takes-effect).
 */
export async function openPrepaidAccount({
  db,
  clock,
  customerId,
  limits,
  input,
}: {
  db: TDatabase;
  clock: Clock;
  customerId: string;
  limits: TPrepaidLimits;
  input: TPrepaidOpenRequest;
}): Promise<TPrepaidAccountView> {
  const customer = await signedInCustomer(db, customerId);
  if (customer.emailConfirmedAt === null) throw new AppError('ERR_PAY_0022');
  const account = await db.transaction(async (tx) => {
    await spendProof(tx, clock, customer, 'CREATE_MFLOW_PREPAID', input.verificationToken);
    await lockCustomerMethods({ db: tx, customerId });
    if (await findOpenAccount(tx, customerId)) throw new AppError('ERR_PREPAID_0002');
    const now = clock.now();
    const isFirst = !(await findPrimaryMethod({ db: tx, customerId }));
    const effectiveFrom = isFirst ? channelChangeTakesEffectOn(now, true) : null;
    const method = await insertMethod({
      db: tx,
      at: now,
      values: {
        customerId,
        kind: 'MFLOW',
        maskedDisplay: 'M-Flow',
        debitMode: input.debitMode,
        channelKey: 'MFLOW',
        isPrimary: isFirst,
        effectiveFrom,
      },
    });
    if (effectiveFrom) await recordPrimary({ db: tx, customerId, paymentMethodId: method.id, effectiveFrom, at: now });
    const [opened] = await tx
      .insert(prepaidAccounts)
      .values({ customerId, paymentMethodId: method.id, status: 'OPEN', balance: 0, openedAt: now })
      .returning();
    if (!opened) throw new Error('the account insert answered no row');
    return opened;
  });
  return toAccountView(account, limits);
}

/** A replenishment draws on a saved card or bank direct-debit method of the member's own. */
async function checkReplenishmentSource(db: TQueryable, customerId: string, paymentMethodId: string): Promise<void> {
  const method = isUuid(paymentMethodId) ? await findLiveMethod({ db, customerId, paymentMethodId }) : undefined;
  if (!method) throw new AppError('ERR_PAY_0020');
  if (method.kind !== 'CARD' && method.kind !== 'BANK_DEBIT') throw new AppError('ERR_PREPAID_0006');
}

/** The member's replenishment and low-balance thresholds, proven by the OTP step EDIT_MFLOW_PREPAID (29). */
export async function updatePrepaidSettings({
  db,
  clock,
  customerId,
  limits,
  input,
}: {
  db: TDatabase;
  clock: Clock;
  customerId: string;
  limits: TPrepaidLimits;
  input: TPrepaidSettingsRequest;
}): Promise<TPrepaidAccountView> {
  const customer = await signedInCustomer(db, customerId);
  const { replenishment } = input;
  if (replenishment) {
    await checkReplenishmentSource(db, customerId, replenishment.paymentMethodId);
    if (replenishment.amount < limits.minTopUp || replenishment.amount > limits.maxTopUp)
      throw new AppError('ERR_PREPAID_0003', { min: bahtText(limits.minTopUp), max: bahtText(limits.maxTopUp) });
  }
  const account = await db.transaction(async (tx) => {
    await spendProof(tx, clock, customer, 'EDIT_MFLOW_PREPAID', input.verificationToken);
    const current = await openAccountOf(tx, customerId);
    const [updated] = await tx
      .update(prepaidAccounts)
      .set({
        replenishThreshold: replenishment?.threshold ?? null,
        replenishAmount: replenishment?.amount ?? null,
        replenishMethodId: replenishment?.paymentMethodId ?? null,
        lowBalanceThreshold: input.lowBalanceThreshold,
      })
      .where(eq(prepaidAccounts.id, current.id))
      .returning();
    if (!updated) throw new Error('the account update answered no row');
    return updated;
  });
  return toAccountView(account, limits);
}

/** The account's journal, newest first, a page at a time. */
export async function prepaidStatement({
  db,
  customerId,
  page,
  pageSize,
}: {
  db: TQueryable;
  customerId: string;
  page: number;
  pageSize: number;
}): Promise<TPrepaidStatement> {
  const account = await openAccountOf(db, customerId);
  return movementsPage(db, account.id, page, pageSize);
}

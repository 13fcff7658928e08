import type { TPaymentAnswer } from '@mflow/contracts/payment/payments.contract';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import type { TNotifier } from '../../../platform/ports';
import { findCustomer } from '../../customer/customer-records';
import { notifyCustomer } from '../../customer/customer-notify';
import { payFromBalance, type TPaymentDeps } from '../payments/payments.service';
import type { TPaymentRow } from '../payments/payments-records';
import { findOpenAccount, postMovement } from './prepaid-ledger';
import { bahtText } from './prepaid-limits';
import { chargeReplenishment, recordDrop, type TReplenishmentRow } from './prepaid-replenishment';
import { fellBelow } from './prepaid-thresholds';

type TPayOptions = {
  deps: TPaymentDeps;
  notifier: TNotifier;
  customerId: string;
  idempotencyKey: string;
  invoiceNos: string[];
  inFlightWaitMs?: number;
};

/**
 * Pays invoices from the member's prepaid balance (requirements/prepaid-account.md#paying-from-the-balance),
 * by hand or at the automatic payment's runs. In the payment's one transaction: the journal's
 * PAYMENT row, or, the balance too small, the payment FAILED, the member told
 * (PREPAID_INSUFFICIENT) and a replenishment recorded when one is set. A fall below the member's
 * low-balance threshold tells them (PREPAID_LOW_BALANCE), one below the replenishment threshold
 * records a replenishment; the replenishment is charged once the payment is committed.
 */
export async function payFromPrepaid({
  deps,
  notifier,
  customerId,
  idempotencyKey,
  invoiceNos,
  inFlightWaitMs,
}: TPayOptions): Promise<TPaymentAnswer> {
  const account = await findOpenAccount(deps.db, customerId);
  if (!account) throw new AppError('ERR_PREPAID_0001');
  let drop: TReplenishmentRow | undefined;
  const debit = async (tx: TQueryable, payment: TPaymentRow, paidNos: string[]): Promise<boolean> => {
    const at = deps.clock.now();
    const posted = await postMovement(tx, {
      accountId: account.id,
      kind: 'PAYMENT',
      amount: -payment.amount,
      sourceKey: `payment:${payment.id}`,
      paymentId: payment.id,
      openOnly: true,
      at,
    });
    if (posted.status === 'DUPLICATE') return true;
    // Closed since it was looked up: the balance went back to the member.
    if (posted.status === 'CLOSED') throw new AppError('ERR_PREPAID_0009');
    if (posted.status === 'INSUFFICIENT') {
      const params = { invoiceNo: paidNos.join(', '), amount: bahtText(payment.amount), balance: bahtText(posted.account.balance) };
      const customer = await findCustomer({ db: tx, customerId });
      if (customer)
        await notifyCustomer({
          db: tx,
          notifier,
          customer,
          template: 'PREPAID_INSUFFICIENT',
          params,
          sms: true,
          event: 'PREPAID_INSUFFICIENT',
        });
      drop = await recordDrop(tx, posted.account, at, { short: true });
      return false;
    }
    const after = posted.account.balance;
    if (fellBelow(posted.account.lowBalanceThreshold, posted.before, after)) {
      const params = { balance: bahtText(after), threshold: bahtText(posted.account.lowBalanceThreshold ?? 0) };
      const customer = await findCustomer({ db: tx, customerId });
      if (customer)
        await notifyCustomer({
          db: tx,
          notifier,
          customer,
          template: 'PREPAID_LOW_BALANCE',
          params,
          sms: true,
          event: 'PREPAID_LOW_BALANCE',
        });
    }
    if (fellBelow(posted.account.replenishThreshold, posted.before, after))
      drop = await recordDrop(tx, posted.account, at, { short: false });
    return true;
  };
  const answer = await payFromBalance({
    deps,
    customerId,
    paymentMethodId: account.paymentMethodId,
    idempotencyKey,
    invoiceNos,
    debit,
    ...(inFlightWaitMs === undefined ? {} : { inFlightWaitMs }),
  });
  if (drop) await chargeReplenishment(deps, notifier, drop);
  return answer;
}

import type { TRefundsIntoPrepaid } from '../refunds/refunds-into-prepaid';
import { findOpenAccount, postMovement } from './prepaid-ledger';

/**
 * Refunds' question answered (refunds-into-prepaid.ts): a dispute's refund into the member's open
 * account is a DISPUTE_REFUND journal row keyed by the refund, so it is credited once whatever
 * reruns of the refund job (docs/decisions/0088). Like money that arrives late for a top-up, it is
 * the member's and is credited above the maximum balance too.
 */
export const refundsIntoPrepaid: TRefundsIntoPrepaid = {
  async creditRefund(tx, { refundId, customerId, amount, at }) {
    const account = await findOpenAccount(tx, customerId);
    if (!account) return false;
    await postMovement(tx, { accountId: account.id, kind: 'DISPUTE_REFUND', amount, sourceKey: `refund:${refundId}`, at });
    return true;
  },
};

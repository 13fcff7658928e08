import { and, eq, isNull } from 'drizzle-orm';
import type { TCaseDecideRequest } from '@mflow/contracts/cases/case.contract';
import { disputeRefundOf, dueDateAfterRejection } from '@mflow/contracts/cases/dispute-rules';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import type { TNotifier } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { cancelAndReissueWithout, currentInvoiceOfCase, releaseLadder, resumeLadder } from '../../billing/ladder-holds';
import { paidPaymentOfInvoice } from '../../payment/payments/payments-reads';
import { voidPassageCharges } from '../../toll/passage-voids';
import { ownedBy, staffAct, staffActor, type TCaseCustomer, type TConsoleActor } from '../engine/case-actions';
import { notifyCaseCustomer } from '../engine/case-notify';
import { appendEvent, lockCase, moveCase, type TCaseRow } from '../engine/case-records';
import { disputePassages, disputes } from './disputes.schema';
import type { TRefunds } from './refunds-port';

const refundSourceKeyOf = (caseNo: string) => `dispute:${caseNo}`;

async function disputeOf(db: TQueryable, caseId: string) {
  const [dispute] = await db.select().from(disputes).where(eq(disputes.caseId, caseId));
  if (!dispute) throw new AppError('ERR_CASE_0001');
  const passages = await db.select().from(disputePassages).where(eq(disputePassages.caseId, caseId));
  return { dispute, passages };
}

async function closePassages(db: TQueryable, caseId: string, at: Date) {
  await db
    .update(disputePassages)
    .set({ closedAt: at })
    .where(and(eq(disputePassages.caseId, caseId), isNull(disputePassages.closedAt)));
}

/**
 * Accepting (requirements/disputes.md#outcomes): the passages' charges are voided; an unpaid
 * invoice is cancelled and reissued without them, a paid one is refunded the disputed toll with
 * its share of fees and fine through the refunds port, in this transaction.
 */
async function accept(tx: TQueryable, clock: Clock, refunds: TRefunds, row: TCaseRow, at: Date) {
  const { dispute, passages } = await disputeOf(tx, row.id);
  const current = await currentInvoiceOfCase({ db: tx, invoiceCaseId: dispute.invoiceCaseId });
  if (!current || current.status === 'CANCELLED') throw new AppError('ERR_CASE_0110');
  const passageIds = passages.map((passage) => passage.passageId);
  if (current.status === 'PAID') {
    const paymentId = await paidPaymentOfInvoice({ db: tx, invoiceId: current.id });
    if (!paymentId || !dispute.refundChannel) throw new AppError('ERR_CASE_0106');
    const amount = disputeRefundOf(current, dispute.disputedToll);
    const sourceKey = refundSourceKeyOf(row.caseNo);
    const refund = await refunds
      .requestRefund({
        db: tx,
        clock,
        paymentId,
        amount,
        tollAmount: Math.min(dispute.disputedToll, amount),
        sourceKey,
        channel: dispute.refundChannel,
        reason: `Dispute ${row.caseNo}`,
      })
      .catch((error: unknown) => {
        // The channel was checked at filing; a card deleted or a payment refunded since is the same answer.
        if (error instanceof AppError) throw new AppError('ERR_CASE_0106');
        throw error;
      });
    await voidPassageCharges({ db: tx, passageIds, reason: row.caseNo, at });
    await tx.update(disputes).set({ refundSourceKey: sourceKey, refundAmount: amount }).where(eq(disputes.caseId, row.id));
    await appendEvent({
      db: tx,
      caseId: row.id,
      at,
      actor: { kind: 'SYSTEM', id: null },
      type: 'REFUND',
      visibleToCustomer: true,
      data: { amount, status: refund.status },
    });
    return;
  }
  await voidPassageCharges({ db: tx, passageIds, reason: row.caseNo, at });
  const { replacement } = await cancelAndReissueWithout({
    db: tx,
    invoiceId: current.id,
    removedToll: dispute.disputedToll,
    removedPassages: passages.length,
    reason: 'DISPUTE_ACCEPTED',
    at,
  });
  await tx
    .update(disputes)
    .set({ replacementInvoiceNo: replacement?.invoiceNo ?? null })
    .where(eq(disputes.caseId, row.id));
  await releaseLadder({ db: tx, invoiceCaseId: dispute.invoiceCaseId, holder: row.caseNo, at });
}

/** Rejecting: the ladder resumes, the invoice due 7 days after the decision and never earlier than before. */
async function reject(tx: TQueryable, row: TCaseRow, at: Date) {
  const { dispute } = await disputeOf(tx, row.id);
  const current = await currentInvoiceOfCase({ db: tx, invoiceCaseId: dispute.invoiceCaseId });
  const dueNoEarlierThan = dueDateAfterRejection(current?.dueDate ?? bangkokDateOf(at), bangkokDateOf(at));
  await resumeLadder({ db: tx, invoiceCaseId: dispute.invoiceCaseId, holder: row.caseNo, dueNoEarlierThan, at });
}

/**
 * An officer decides a dispute in review: one transaction locks the case and checks the version the
 * officer saw, so of many decisions sent at once one is taken and the rest are told the case changed.
 */
export function decideDispute(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  refunds: TRefunds;
  staffId: string;
  caseNo: string;
  request: TCaseDecideRequest;
  actingAs?: TConsoleActor;
}): Promise<void> {
  const { clock, refunds, request } = options;
  return staffAct(
    { ...options, version: request.version },
    'handleCases',
    async (tx, row, staff, at) => {
      if (row.kind !== 'DISPUTE') throw new AppError('ERR_CASE_0003', { status: row.status });
      const to = request.outcome === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED';
      const moved = await moveCase({
        db: tx,
        row,
        to,
        by: 'STAFF',
        actor: staffActor(staff.staffId),
        at,
        seenVersion: request.version,
        set: { decidedAt: at, decisionReasonCode: request.reasonCode, decisionText: request.text ?? null },
      });
      if (to === 'ACCEPTED') await accept(tx, clock, refunds, row, at);
      else await reject(tx, row, at);
      await closePassages(tx, row.id, at);
      await appendEvent({
        db: tx,
        caseId: row.id,
        at,
        actor: staffActor(staff.staffId),
        type: 'DECISION',
        visibleToCustomer: true,
        data: { outcome: request.outcome, reasonCode: request.reasonCode, text: request.text ?? null },
      });
      await notifyCaseCustomer({
        db: tx,
        notifier: options.notifier,
        row: moved,
        update: { kind: 'DECIDED', to, text: request.text ?? null },
      });
      return { row: moved, audit: { outcome: request.outcome, reasonCode: request.reasonCode }, result: undefined };
    },
    'CASE_DECIDE',
  );
}

/** The customer withdraws an undecided dispute: its passages are free again and the ladder goes on. */
export async function withdrawDispute(options: { db: TDatabase; clock: Clock; notifier: TNotifier; caseNo: string; who: TCaseCustomer }) {
  const { db, clock, notifier, caseNo, who } = options;
  const at = clock.now();
  await db.transaction(async (tx) => {
    const row = ownedBy(await lockCase({ db: tx, caseNo }).catch(() => undefined), who);
    const actor = 'customerId' in who ? { kind: 'CUSTOMER' as const, id: who.customerId } : { kind: 'VISITOR' as const, id: null };
    const moved = await moveCase({ db: tx, row, to: 'WITHDRAWN', by: 'CUSTOMER', actor, at });
    await notifyCaseCustomer({ db: tx, notifier, row: moved, update: { kind: 'STATUS', to: 'WITHDRAWN' } });
    const { dispute } = await disputeOf(tx, row.id);
    await closePassages(tx, row.id, at);
    await releaseLadder({ db: tx, invoiceCaseId: dispute.invoiceCaseId, holder: row.caseNo, at });
  });
}

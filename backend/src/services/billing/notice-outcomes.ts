import { and, eq, inArray, sql } from 'drizzle-orm';
import { isOpenInvoiceStatus, lateFrom, nearDueFrom } from '@mflow/contracts/billing/ladder';
import type { TIsoDate } from '@mflow/contracts/time/bangkok';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { invoiceRemarks, invoices, tollNotices } from './billing.schema';
import type { TInvoiceRow } from './invoice.mapper';
import { numberFrom, refNoFrom } from './invoice-numbering';
import { currentInvoiceOfCase } from './ladder-holds';

/*
 * What an appeal's outcome does to a toll notice and its invoice case
 * (requirements/notices-and-appeals.md#appeals), in billing's own terms: billing knows nothing of
 * cases. The caller holds, releases or resumes the ladder (ladder-holds.ts) in the same transaction.
 */

export type TNoticeRow = typeof tollNotices.$inferSelect;

/** A notice by number, locked for the caller's change, with the invoice its case holds now. */
export async function noticeForAppeal({ db, noticeNo }: { db: TQueryable; noticeNo: string }) {
  const [notice] = await db.select().from(tollNotices).where(eq(tollNotices.noticeNo, noticeNo.toUpperCase())).for('update');
  if (!notice) return undefined;
  return { notice, current: await currentInvoiceOfCase({ db, invoiceCaseId: notice.caseId }) };
}

/** A notice by id, with the invoice its case holds now. */
export async function noticeById({ db, noticeId }: { db: TQueryable; noticeId: string }) {
  const [notice] = await db.select().from(tollNotices).where(eq(tollNotices.id, noticeId));
  if (!notice) throw new AppError('ERR_BILL_0002');
  return { notice, current: await currentInvoiceOfCase({ db, invoiceCaseId: notice.caseId }) };
}

/** An open notice goes under appeal: the ladder's fine step passes it by. Answers false when it was not open. */
export async function markNoticeAppealed({ db, noticeId }: { db: TQueryable; noticeId: string }): Promise<boolean> {
  const marked = await db
    .update(tollNotices)
    .set({ status: 'APPEALED' })
    .where(and(eq(tollNotices.id, noticeId), eq(tollNotices.status, 'OPEN')))
    .returning({ id: tollNotices.id });
  return marked.length === 1;
}

/**
 * The appeal ended with the notice still to pay (rejected, lapsed, withdrawn): an appealed notice
 * is open again, due on `dueDate` (the date its invoice was resumed to), so the fine comes the day
 * after that and not before. A notice paid meanwhile stays paid.
 */
export async function reopenNotice({ db, noticeId, dueDate }: { db: TQueryable; noticeId: string; dueDate: TIsoDate }) {
  await db
    .update(tollNotices)
    .set({ status: 'OPEN', dueDate })
    .where(and(eq(tollNotices.id, noticeId), eq(tollNotices.status, 'APPEALED')));
}

/** A new invoice of the case for the toll alone, due on `dueDate`, replacing `row` with remarks both ways. */
async function reissueForTollOnly(db: TQueryable, row: TInvoiceRow, dueDate: TIsoDate, reason: string, at: Date): Promise<TInvoiceRow> {
  const numbers = await db.execute<{ no_seq: string; ref_seq: string }>(
    sql`select nextval('invoice_no_seq') as no_seq, nextval('invoice_ref_seq') as ref_seq`,
  );
  const [sequence] = numbers.rows;
  if (!sequence) throw new AppError('ERR_BILL_0002');
  const nearDueAt = nearDueFrom(dueDate, row.rules);
  const [fresh] = await db
    .insert(invoices)
    .values({
      invoiceNo: numberFrom('IV', sql`${sequence.no_seq}::bigint`, at),
      refNo: refNoFrom(sql`${sequence.ref_seq}::bigint`),
      kind: row.kind,
      customerId: row.customerId,
      plate: row.plate,
      province: row.province,
      billingPeriod: row.billingPeriod,
      caseId: row.caseId,
      stage: row.stage,
      status: row.status === 'OVERDUE' ? 'OVERDUE' : nearDueAt <= at ? 'NEAR_DUE' : 'NORMAL',
      passageCount: row.passageCount,
      tollAmount: row.tollAmount,
      firstLateFee: 0,
      secondLateFee: 0,
      fine: 0,
      vatAmount: row.vatAmount,
      totalAmount: row.tollAmount,
      issuedAt: at,
      dueDate,
      nearDueAt: row.nearDueAt === null ? null : nearDueAt,
      lateAt: lateFrom(dueDate),
      replacesInvoiceId: row.id,
      rules: row.rules,
    })
    .returning();
  if (!fresh) throw new AppError('ERR_BILL_0002');
  await db.update(invoices).set({ status: 'CANCELLED', cancelledAt: at, replacedByInvoiceId: fresh.id }).where(eq(invoices.id, row.id));
  await db.insert(invoiceRemarks).values([
    { invoiceId: row.id, kind: 'CANCELLED', reason, relatedInvoiceNo: fresh.invoiceNo, at },
    { invoiceId: fresh.id, kind: 'NEW_INVOICE', reason, relatedInvoiceNo: row.invoiceNo, at },
  ]);
  return fresh;
}

/** The case's invoice still to pay, locked, or undefined when it was paid (or cancelled) meanwhile. */
async function openInvoiceOf(db: TQueryable, notice: TNoticeRow): Promise<TInvoiceRow | undefined> {
  const current = await currentInvoiceOfCase({ db, invoiceCaseId: notice.caseId });
  if (!current || !isOpenInvoiceStatus(current.status)) return undefined;
  const [locked] = await db.select().from(invoices).where(eq(invoices.id, current.id)).for('update');
  return locked && isOpenInvoiceStatus(locked.status) ? locked : undefined;
}

export type TNoticeOutcome = {
  /** The invoice the outcome acted on: cancelled when it was open, or the paid one whose part is refunded by the caller. */
  invoice: TInvoiceRow | undefined;
  /** Whether that invoice had been paid before the outcome. */
  paid: boolean;
  replacement: TInvoiceRow | undefined;
};

/**
 * An upheld appeal: the notice is cancelled, and so are its fees and fine; the toll too when
 * `cancelToll`. An open invoice with nothing left is cancelled and nothing is issued; with the
 * toll left, it is reissued for the toll alone, due on `dueDate`. A paid invoice is left as it is:
 * the caller refunds what the outcome cancels.
 */
export async function upholdNotice(options: {
  db: TQueryable;
  noticeId: string;
  cancelToll: boolean;
  dueDate: TIsoDate;
  reason: string;
  at: Date;
}): Promise<TNoticeOutcome> {
  const { db, noticeId, cancelToll, dueDate, reason, at } = options;
  const { notice, current } = await noticeById({ db, noticeId });
  await db
    .update(tollNotices)
    .set({ status: 'CANCELLED' })
    .where(and(eq(tollNotices.id, noticeId), inArray(tollNotices.status, ['OPEN', 'APPEALED', 'PAID'])));
  const open = await openInvoiceOf(db, notice);
  if (!open) return { invoice: current, paid: current?.status === 'PAID', replacement: undefined };
  if (cancelToll) {
    await db.update(invoices).set({ status: 'CANCELLED', cancelledAt: at }).where(eq(invoices.id, open.id));
    await db.insert(invoiceRemarks).values({ invoiceId: open.id, kind: 'CANCELLED', reason, relatedInvoiceNo: null, at });
    return { invoice: open, paid: false, replacement: undefined };
  }
  return { invoice: open, paid: false, replacement: await reissueForTollOnly(db, open, dueDate, reason, at) };
}

/**
 * Fees waived: the open invoice is reissued for the toll alone, due on `dueDate`, and the notice is
 * open again with that due date, so an unpaid toll goes on up the ladder from there. A paid
 * invoice is left as it is: the caller refunds the fees and fine.
 */
export async function waiveNoticeFees(options: {
  db: TQueryable;
  noticeId: string;
  dueDate: TIsoDate;
  reason: string;
  at: Date;
}): Promise<TNoticeOutcome> {
  const { db, noticeId, dueDate, reason, at } = options;
  const { notice, current } = await noticeById({ db, noticeId });
  const open = await openInvoiceOf(db, notice);
  if (!open) return { invoice: current, paid: current?.status === 'PAID', replacement: undefined };
  const replacement = await reissueForTollOnly(db, open, dueDate, reason, at);
  await reopenNotice({ db, noticeId, dueDate });
  return { invoice: open, paid: false, replacement };
}

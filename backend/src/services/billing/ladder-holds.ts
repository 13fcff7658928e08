import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { amountsAt, isOpenInvoiceStatus, nearDueFrom, lateFrom, OPEN_INVOICE_STATUSES } from '@mflow/contracts/billing/ladder';
import { bangkokDateOf, type TIsoDate } from '@mflow/contracts/time/bangkok';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { invoiceRemarks, invoices, ladderHolds } from './billing.schema';
import type { TInvoiceRow } from './invoice.mapper';
import { numberFrom, refNoFrom } from './invoice-numbering';

/*
 * What a dispute asks of billing (requirements/disputes.md#while-a-dispute-is-open), in billing's
 * own terms: a pause of an invoice case's ladder held by a named holder, its release, and an
 * invoice cancelled and reissued without some of its toll. Billing knows nothing of cases: the
 * holder is text, and the caller works out what to remove.
 */

/** Pauses the case's ladder for `holder` (a case number); holding twice is one hold. */
export async function holdLadder({ db, invoiceCaseId, holder, at }: { db: TQueryable; invoiceCaseId: string; holder: string; at: Date }) {
  await db.insert(ladderHolds).values({ invoiceCaseId, holder, heldAt: at }).onConflictDoNothing();
}

/** Lets go of `holder`'s hold; the ladder goes on once no hold is left. */
export async function releaseLadder({
  db,
  invoiceCaseId,
  holder,
  at,
}: {
  db: TQueryable;
  invoiceCaseId: string;
  holder: string;
  at: Date;
}) {
  await db
    .update(ladderHolds)
    .set({ releasedAt: at })
    .where(and(eq(ladderHolds.invoiceCaseId, invoiceCaseId), eq(ladderHolds.holder, holder), isNull(ladderHolds.releasedAt)));
}

/** The case's invoice still to pay, if any, locked for the caller's change. */
async function openInvoiceOfCase(db: TQueryable, invoiceCaseId: string): Promise<TInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.caseId, invoiceCaseId), inArray(invoices.status, [...OPEN_INVOICE_STATUSES])))
    .for('update');
  return row;
}

/**
 * Lets go of the hold after a rejection (requirements/disputes.md#outcomes): the case's open
 * invoice is then due no earlier than `dueNoEarlierThan`; when that moves its due date, its late
 * and near-due instants move with it and it gets a remark. Never earlier than it was.
 */
export async function resumeLadder(options: {
  db: TQueryable;
  invoiceCaseId: string;
  holder: string;
  dueNoEarlierThan: TIsoDate;
  at: Date;
}): Promise<{ invoiceNo: string; dueDate: TIsoDate } | undefined> {
  const { db, invoiceCaseId, holder, dueNoEarlierThan, at } = options;
  await releaseLadder({ db, invoiceCaseId, holder, at });
  const open = await openInvoiceOfCase(db, invoiceCaseId);
  if (!open) return undefined;
  if (open.dueDate >= dueNoEarlierThan) return { invoiceNo: open.invoiceNo, dueDate: open.dueDate };
  const nearDueAt = open.nearDueAt === null ? null : nearDueFrom(dueNoEarlierThan, open.rules);
  const status = open.status === 'OVERDUE' ? 'OVERDUE' : nearDueAt !== null && nearDueAt <= at ? 'NEAR_DUE' : 'NORMAL';
  await db
    .update(invoices)
    .set({ dueDate: dueNoEarlierThan, lateAt: lateFrom(dueNoEarlierThan), nearDueAt, status })
    .where(eq(invoices.id, open.id));
  await db.insert(invoiceRemarks).values({ invoiceId: open.id, kind: 'NORMAL', reason: 'DUE_DATE_MOVED', relatedInvoiceNo: null, at });
  return { invoiceNo: open.invoiceNo, dueDate: dueNoEarlierThan };
}

/** The case has a live hold: the ladder statement's condition on an invoice `i`. */
export const heldCase = sql`exists (select 1 from ${ladderHolds} h where h.invoice_case_id = i.case_id and h.released_at is null)`;

/**
 * An unpaid invoice without some of its toll (an accepted dispute, requirements/disputes.md#outcomes):
 * it is cancelled and, when toll remains, replaced at the same stage and due date by one for the
 * rest, its fees recomputed on the rest (a fee the invoice did not carry, waived or not yet due,
 * stays 0; a fine stays whole, one per case), remarks on both referring to each other. Nothing is
 * issued when no toll remains. The passages removed are voided by the caller (toll's
 * `voidPassageCharges`) at the same instant, so the replacement's lines leave them out.
 */
export async function cancelAndReissueWithout(options: {
  db: TQueryable;
  invoiceId: string;
  removedToll: number;
  removedPassages: number;
  reason: string;
  at: Date;
}): Promise<{ cancelledInvoiceNo: string; replacement: TInvoiceRow | undefined }> {
  const { db, invoiceId, removedToll, removedPassages, reason, at } = options;
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!row) throw new AppError('ERR_BILL_0002');
  if (!isOpenInvoiceStatus(row.status)) throw new AppError('ERR_BILL_0005');
  if (removedToll <= 0 || removedToll > row.tollAmount) throw new RangeError(`cannot remove ${removedToll} of a toll of ${row.tollAmount}`);
  const remainingToll = row.tollAmount - removedToll;
  if (remainingToll === 0) {
    await db.update(invoices).set({ status: 'CANCELLED', cancelledAt: at }).where(eq(invoices.id, row.id));
    await db.insert(invoiceRemarks).values({ invoiceId: row.id, kind: 'CANCELLED', reason, relatedInvoiceNo: null, at });
    return { cancelledInvoiceNo: row.invoiceNo, replacement: undefined };
  }
  const full = amountsAt(row.stage, remainingToll, row.rules);
  const firstLateFee = row.firstLateFee === 0 ? 0 : full.firstLateFee;
  const secondLateFee = row.secondLateFee === 0 ? 0 : full.secondLateFee;
  const fine = row.fine;
  const numbers = await db.execute<{ no_seq: string; ref_seq: string }>(
    sql`select nextval('invoice_no_seq') as no_seq, nextval('invoice_ref_seq') as ref_seq`,
  );
  const [sequence] = numbers.rows;
  if (!sequence) throw new AppError('ERR_BILL_0002');
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
      status: row.status,
      passageCount: row.passageCount - removedPassages,
      tollAmount: remainingToll,
      firstLateFee,
      secondLateFee,
      fine,
      vatAmount: full.vatAmount,
      totalAmount: remainingToll + firstLateFee + secondLateFee + fine,
      issuedAt: at,
      dueDate: row.dueDate,
      nearDueAt: row.nearDueAt,
      lateAt: row.lateAt,
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
  return { cancelledInvoiceNo: row.invoiceNo, replacement: fresh };
}

/** What a dispute needs to know of an invoice: whose it is, its case, what it carried, and when its case's first invoice was issued. */
export type TDisputedInvoice = {
  invoice: TInvoiceRow;
  firstIssuedOn: TIsoDate;
};

/** An invoice by number with the issue date of its case's first invoice (the dispute window counts from it). */
export async function invoiceForDispute({ db, invoiceNo }: { db: TQueryable; invoiceNo: string }): Promise<TDisputedInvoice | undefined> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.invoiceNo, invoiceNo.toUpperCase()));
  if (!invoice) return undefined;
  const [first] = await db
    .select({ issuedAt: sql<Date>`min(${invoices.issuedAt})`.mapWith(invoices.issuedAt) })
    .from(invoices)
    .where(eq(invoices.caseId, invoice.caseId));
  return { invoice, firstIssuedOn: bangkokDateOf(first?.issuedAt ?? invoice.issuedAt) };
}

/** The invoice of a case that holds it now: its open one, its paid one, or none when cancelled without replacement. */
export async function currentInvoiceOfCase({
  db,
  invoiceCaseId,
}: {
  db: TQueryable;
  invoiceCaseId: string;
}): Promise<TInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.caseId, invoiceCaseId), isNull(invoices.replacedByInvoiceId)));
  return row;
}

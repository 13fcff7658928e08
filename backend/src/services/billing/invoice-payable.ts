import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isValidReference } from '@mflow/contracts/billing/reference-number';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { invoiceRemarks, invoices, invoiceWaivers, tollNotices } from './billing.schema';
import type { TInvoiceRow } from './invoice.mapper';
import { numberFrom, refNoFrom } from './invoice-numbering';
import { isOpenInvoiceStatus, OPEN_INVOICE_STATUSES } from '@mflow/contracts/billing/ladder';

/**
 * The invoice to pay for a number or a payment reference: that invoice, or when it was cancelled
 * and replaced (a late fee, a notice, a waiver), the latest of its case. A case's invoices form one
 * chain, each replaced at most once, so its latest is the one invoice of the case not replaced;
 * one statement finds it (requirements/payments.md#paying-invoices: paying by the number of a cancelled invoice finds the
 * invoice that replaced it).
 */
export async function latestInvoiceFor({
  db,
  invoiceNo,
  refNo,
}: {
  db: TQueryable;
  invoiceNo?: string | undefined;
  refNo?: string | undefined;
}): Promise<TInvoiceRow | undefined> {
  const key =
    invoiceNo !== undefined
      ? eq(invoices.invoiceNo, invoiceNo.toUpperCase())
      : refNo !== undefined && isValidReference(refNo)
        ? eq(invoices.refNo, refNo)
        : undefined;
  if (!key) return undefined;
  const caseOfKey = db.select({ caseId: invoices.caseId }).from(invoices).where(key);
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.caseId, caseOfKey), isNull(invoices.replacedByInvoiceId)));
  return row;
}

/** Every open non-member invoice of a plate, oldest due first: what a visitor pays by plate and province. */
export async function openNonMemberInvoicesOf({
  db,
  plate,
  province,
}: {
  db: TQueryable;
  plate: string;
  province: string;
}): Promise<TInvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'NON_MEMBER'),
        eq(invoices.plate, normalisePlate(plate)),
        eq(invoices.province, province),
        inArray(invoices.status, [...OPEN_INVOICE_STATUSES]),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNo));
}

export function isOpen(row: Pick<TInvoiceRow, 'status'>): boolean {
  return isOpenInvoiceStatus(row.status);
}

/**
 * Records an invoice as paid in full (the payments module calls this inside its own transaction,
 * after the money has moved): the ladder stops for the case, and its notice, if any, is settled.
 * Locks the row, so a ladder step running at the same moment either sees it paid or replaces it
 * first, in which case this refuses (ERR_BILL_0005) and the payment must find the replacement.
 */
export async function markPaid({ db, invoiceId, at }: { db: TQueryable; invoiceId: string; at: Date }): Promise<TInvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!row) throw new AppError('ERR_BILL_0002');
  if (!isOpen(row)) throw new AppError('ERR_BILL_0005');
  const [paid] = await db.update(invoices).set({ status: 'PAID', paidAt: at }).where(eq(invoices.id, invoiceId)).returning();
  await db
    .update(tollNotices)
    .set({ status: 'PAID' })
    .where(and(eq(tollNotices.caseId, row.caseId), inArray(tollNotices.status, ['OPEN', 'APPEALED'])));
  if (!paid) throw new AppError('ERR_BILL_0002');
  return paid;
}

type TWaiveOptions = { db: TQueryable; invoiceNo: string; staffId: string; reason: string; at: Date };

/**
 * A staff waiver of one invoice's late fees and fine (requirements/billing.md#late-fee-waiver): the invoice is cancelled and
 * replaced by one for the toll alone, same stage and due date, with remarks on both and the
 * waiver recorded. If the toll then stays unpaid past the due date the ladder goes on from there:
 * a waiver forgives the fees so far, not those to come. Runs inside the caller's transaction.
 */
export async function waiveFees({ db, invoiceNo, staffId, reason, at }: TWaiveOptions): Promise<TInvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.invoiceNo, invoiceNo.toUpperCase())).for('update');
  if (!row) throw new AppError('ERR_BILL_0002');
  if (!isOpen(row)) throw new AppError('ERR_BILL_0005');
  const waived = row.firstLateFee + row.secondLateFee + row.fine;
  if (waived === 0) throw new AppError('ERR_BILL_0006');
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
      passageCount: row.passageCount,
      tollAmount: row.tollAmount,
      firstLateFee: 0,
      secondLateFee: 0,
      fine: 0,
      vatAmount: row.vatAmount,
      totalAmount: row.tollAmount,
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
    { invoiceId: row.id, kind: 'CANCELLED', reason: 'WAIVER', relatedInvoiceNo: fresh.invoiceNo, at },
    { invoiceId: fresh.id, kind: 'NEW_INVOICE', reason: 'WAIVER', relatedInvoiceNo: row.invoiceNo, at },
  ]);
  await db.insert(invoiceWaivers).values({ invoiceId: row.id, newInvoiceId: fresh.id, staffId, reason, waivedAmount: waived, at });
  return fresh;
}

import { sql, type SQL } from 'drizzle-orm';
import type { TBillingRules } from '@mflow/contracts/billing/billing-rules';
import { nextStage, STAGE_TERMS, type TFeeTerm, type TInvoiceStage } from '@mflow/contracts/billing/ladder';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { lateAtOf, numberFrom, refNoFrom } from './invoice-numbering';
import { heldCase } from './ladder-holds';
import { invoiceRemarks, invoices, tollNotices } from './billing.schema';

/** Invoices moved per statement, so one transaction never holds a whole day's ladder. */
const LADDER_BATCH = 5_000;

const OPEN = sql`('NORMAL', 'NEAR_DUE', 'OVERDUE')`;

export type TLadderResult = { nearDue: number; firstLateFee: number; secondLateFee: number; fined: number };

/** An unpaid ISSUED invoice turns NEAR_DUE once its near-due instant has come. Answers the invoices changed. */
async function markNearDue(db: TQueryable, at: Date): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    update ${invoices} set status = 'NEAR_DUE'
    where status = 'NORMAL' and near_due_at <= ${at}
    returning id`);
  return result.rows.map((row) => row.id);
}

type TStepAmounts = { firstLateFee: SQL; secondLateFee: SQL; fine: SQL; dueDate: SQL };

/**
 * The amounts and due date of the invoice a step issues: built from the contract's STAGE_TERMS,
 * the table `amountsAt` and `dueDateOfStage` read, with the numbers of the rules the case was
 * issued under (`l.rules`).
 */
function amountsOfStep(stage: TInvoiceStage): TStepAmounts {
  const terms = STAGE_TERMS[stage];
  const rule = (name: keyof TBillingRules) => sql`(l.rules ->> ${name})::bigint`;
  const fee = (term: TFeeTerm) =>
    term === null ? sql`0` : 'timesToll' in term ? sql`l.toll_amount * ${rule(term.timesToll)}` : rule(term.fixed);
  return {
    firstLateFee: fee(terms.firstLateFee),
    secondLateFee: fee(terms.secondLateFee),
    fine: fee(terms.fine),
    dueDate: terms.dueDateMovedBy === null ? sql`l.due_date` : sql`l.due_date + ${rule(terms.dueDateMovedBy)}::int`,
  };
}

/**
 * One rung of the ladder for up to LADDER_BATCH late invoices of stage `from`: each is cancelled
 * and replaced by an invoice of the next stage, with a remark on both referring to the other. The
 * rows are locked first, so an invoice being paid is either paid first (and left alone) or moved
 * first (and the payment then finds its replacement). Answers the new invoices' ids.
 */
async function climbOneRung(db: TQueryable, from: TInvoiceStage, at: Date): Promise<{ id: string; caseId: string }[]> {
  const to = nextStage(from);
  if (!to) return [];
  const { firstLateFee, secondLateFee, fine, dueDate } = amountsOfStep(to);
  // A notice under appeal pauses the ladder for its case (requirements/notices-and-appeals.md#appeals),
  // and an open dispute pauses it through a ladder hold (requirements/disputes.md#while-a-dispute-is-open).
  const notAppealed =
    to === 'FINED' ? sql`and exists (select 1 from ${tollNotices} tn where tn.case_id = i.case_id and tn.status = 'OPEN')` : sql``;
  const result = await db.execute<{ id: string; case_id: string }>(sql`
    with late as (
      select i.id from ${invoices} i
      where i.stage = ${from} and i.status in ${OPEN} and i.late_at <= ${at} ${notAppealed} and not ${heldCase}
      order by i.late_at, i.id
      limit ${LADDER_BATCH}
      for update
    ), next as (
      select gen_random_uuid() as new_id, nextval('invoice_no_seq') as no_seq, nextval('invoice_ref_seq') as ref_seq,
        l.*, ${dueDate} as new_due_date, ${firstLateFee} as new_first, ${secondLateFee} as new_second, ${fine} as new_fine
      from ${invoices} l join late on late.id = l.id
    ), issued as (
      insert into ${invoices} (id, invoice_no, ref_no, kind, customer_id, plate, province, billing_period, case_id, stage, status,
        passage_count, toll_amount, first_late_fee, second_late_fee, fine, vat_amount, total_amount, issued_at, due_date, near_due_at,
        late_at, replaces_invoice_id, rules)
      select n.new_id, ${numberFrom('IV', sql`n.no_seq`, at)}, ${refNoFrom(sql`n.ref_seq`)}, n.kind, n.customer_id, n.plate, n.province,
        n.billing_period, n.case_id, ${to}, 'OVERDUE', n.passage_count, n.toll_amount, n.new_first, n.new_second, n.new_fine, n.vat_amount,
        n.toll_amount + n.new_first + n.new_second + n.new_fine, ${at}, n.new_due_date, null, ${lateAtOf(sql`n.new_due_date`)}, n.id, n.rules
      from next n
      returning id, case_id, invoice_no, replaces_invoice_id
    ), cancelled as (
      update ${invoices} o set status = 'CANCELLED', cancelled_at = ${at}, replaced_by_invoice_id = s.id
      from issued s where o.id = s.replaces_invoice_id
      returning o.id as old_id, o.invoice_no as old_no, s.id as new_id, s.invoice_no as new_no
    ), remarks as (
      insert into ${invoiceRemarks} (invoice_id, kind, reason, related_invoice_no, at)
      select old_id, 'CANCELLED', ${to}::text, new_no, ${at}::timestamptz from cancelled
      union all
      select new_id, 'NEW_INVOICE', ${to}::text, old_no, ${at}::timestamptz from cancelled
    )
    select id, case_id from issued`);
  return result.rows.map((row) => ({ id: row.id, caseId: row.case_id }));
}

/** The toll notice that goes with each invoice of the second late fee; its due date is that invoice's. */
async function issueNotices(db: TQueryable, invoiceIds: string[], at: Date): Promise<void> {
  if (invoiceIds.length === 0) return;
  await db.execute(sql`
    insert into ${tollNotices} (notice_no, case_id, invoice_id, customer_id, plate, province, status, issued_at, due_date)
    select ${numberFrom('TN', sql`nextval('toll_notice_no_seq')`, at)},
      i.case_id, i.id, i.customer_id, i.plate, i.province, 'OPEN', ${at}, i.due_date
    from ${invoices} i where i.id in ${invoiceIds}
    on conflict do nothing`);
}

/** A fined case: its notice is FINED and handed to collection. */
async function fineNotices(db: TQueryable, caseIds: string[], at: Date): Promise<void> {
  if (caseIds.length === 0) return;
  await db.execute(sql`
    update ${tollNotices} set status = 'FINED', fined_at = ${at}, collection_at = ${at}
    where case_id in ${caseIds} and status = 'OPEN'`);
}

/**
 * Takes every step of the ladder (requirements/billing.md#late-fee-ladder) that has come by `at`, in order: near due, then the
 * first late fee, the second with its toll notice, and the fine. A step takes only invoices already
 * late at `at`, and the invoices a step issues are due later, so one run climbs one rung per case.
 * Each rung runs in transactions of its own, and each is safe to repeat: an invoice that has been
 * replaced is no longer open, and the unique index on `replaces_invoice_id` refuses a second one.
 */
export async function climbLadder(db: TDatabase, at: Date): Promise<TLadderResult> {
  const result: TLadderResult = { nearDue: (await markNearDue(db, at)).length, firstLateFee: 0, secondLateFee: 0, fined: 0 };
  const rungs: [TInvoiceStage, keyof TLadderResult][] = [
    ['ISSUED', 'firstLateFee'],
    ['FIRST_LATE_FEE', 'secondLateFee'],
    ['SECOND_LATE_FEE', 'fined'],
  ];
  for (const [from, counter] of rungs) {
    for (;;) {
      const moved = await db.transaction(async (tx) => {
        const issued = await climbOneRung(tx, from, at);
        if (from === 'FIRST_LATE_FEE')
          await issueNotices(
            tx,
            issued.map((invoice) => invoice.id),
            at,
          );
        if (from === 'SECOND_LATE_FEE')
          await fineNotices(
            tx,
            issued.map((invoice) => invoice.caseId),
            at,
          );
        return issued.length;
      });
      result[counter] += moved;
      if (moved < LADDER_BATCH) break;
    }
  }
  return result;
}

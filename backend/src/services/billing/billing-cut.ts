import { sql, type SQL } from 'drizzle-orm';
import type { TBillingRules } from '@mflow/contracts/billing/billing-rules';
import { dueDateAfter, lateFrom, nearDueFrom, vatFractionOf } from '@mflow/contracts/billing/ladder';
import type { TIsoDate } from '@mflow/contracts/time/bangkok';
import type { TDatabase } from '../../platform/db/database';
import { keptVehicleTotalsOfPeriod } from '../toll/fleet-passage-reads';
import { passageTotalsByAccount } from '../toll/passage-lines';
import { waitForRecordersOf } from '../toll/period-barrier';
import { numberFrom, refNoFrom } from './invoice-numbering';
import { invoices, memberInvoiceVehicleTotals } from './billing.schema';

export type TCutResult = { invoices: number; passages: number; tollAmount: number };

/**
 * Members are cut in sixteen slices by the first hex digit of their id, each slice its own
 * transaction: no transaction holds a whole cycle's rows, a crash keeps the slices done, and the
 * rerun skips them.
 */
const MEMBER_SLICES = [...'0123456789abcdef'].map((digit) => ({
  from: `${digit}0000000-0000-0000-0000-000000000000`,
  to: `${digit}fffffff-ffff-ffff-ffff-ffffffffffff`,
}));

type TIssueOptions = {
  db: TDatabase;
  kind: 'MEMBER' | 'NON_MEMBER';
  period: string;
  /** The last day of service billed: the cycle's end, or the non-member's passage day. */
  lastServiceDate: TIsoDate;
  at: Date;
  rules: TBillingRules;
  /**
   * The members of one slice (customer ids from `from` to `to`), or every account. It bounds the
   * invoices looked up as well as the passages read: otherwise each slice would check its accounts
   * against every invoice the earlier slices wrote, and the cut would slow down slice by slice.
   */
  slice?: { from: string; to: string };
};

/**
 * Issues the first invoice of every account with passages billed under `period` and no invoice
 * for it yet, in one INSERT … SELECT … GROUP BY: one invoice per member and cycle, or per plate
 * and day, and a member's totals per vehicle beside it. The unique indexes on (account, period) make a rerun or a racing instance a no-op.
 * The invoices already issued are read once, before the statement writes (`materialized`): probed
 * per account instead, a plan made while `invoice` was empty scanned the growing table once per
 * account, and a first day of 20,000 non-member plates took seconds instead of a fraction of one.
 */
async function issueFirstInvoices({ db, kind, period, lastServiceDate, at, rules, slice }: TIssueOptions): Promise<TCutResult> {
  const dueDate = dueDateAfter(lastServiceDate, rules);
  const nearDueAt = rules.nearDueDays > 0 ? nearDueFrom(dueDate, rules) : null;
  const lateAt = lateFrom(dueDate);
  const member = kind === 'MEMBER';
  const accountValues = member ? sql`n.customer_id, null, null` : sql`null::uuid, n.plate, n.province`;
  const alreadyIssued = member ? sql`i.customer_id = b.customer_id` : sql`i.plate = b.plate and i.province = b.province`;
  const inSlice = (customerId: SQL) => (slice ? sql`${customerId} between ${slice.from}::uuid and ${slice.to}::uuid` : sql`true`);
  const vat = vatFractionOf(rules);
  // A member's first invoice of the cycle gets the cycle's totals per vehicle in the same statement (decision 0066): copied
  // from the totals the toll module kept while recording, final now that the cut has waited for the period's recorders.
  const vehicleTotals = member
    ? sql`, vehicle_totals as (
        insert into ${memberInvoiceVehicleTotals} (customer_id, billing_period, plate, province, passage_count, total_amount)
        select k.customer_id, ${period}, k.plate, k.province, k.passage_count, k.total_amount
        from (${keptVehicleTotalsOfPeriod(period)}) k join new_invoice n on n.customer_id = k.customer_id
        on conflict do nothing)`
    : sql``;
  const result = await db.execute<{ passage_count: number; toll_amount: string }>(sql`
    with issued as materialized (
      select customer_id, plate, province from ${invoices}
      where kind = ${kind} and billing_period = ${period} and stage = 'ISSUED' and replaces_invoice_id is null and ${inSlice(sql`customer_id`)}
    ), new_invoice as (
      insert into ${invoices} (id, invoice_no, ref_no, kind, customer_id, plate, province, billing_period, case_id, stage, status, passage_count,
        toll_amount, first_late_fee, second_late_fee, fine, vat_amount, total_amount, issued_at, due_date, near_due_at, late_at, rules)
      select n.id, ${numberFrom('IV', sql`n.no_seq`, at)}, ${refNoFrom(sql`n.ref_seq`)}, ${kind}, ${accountValues}, ${period}, n.id,
        'ISSUED', 'NORMAL', n.passage_count, n.toll, 0, 0, 0, round(n.toll * ${vat.numerator}::numeric / ${vat.denominator}), n.toll,
        ${at}, ${dueDate}, ${nearDueAt}, ${lateAt}, ${JSON.stringify(rules)}::jsonb
      from (
        select gen_random_uuid() as id, nextval('invoice_no_seq') as no_seq, nextval('invoice_ref_seq') as ref_seq, b.*
        from (${passageTotalsByAccount({ period, member, customers: slice })}
        ) b
        where not exists (select 1 from issued i where ${alreadyIssued})
      ) n
      on conflict do nothing
      returning customer_id, passage_count, toll_amount)${vehicleTotals}
    select passage_count, toll_amount from new_invoice`);
  return {
    invoices: result.rows.length,
    passages: result.rows.reduce((sum, row) => sum + Number(row.passage_count), 0),
    tollAmount: result.rows.reduce((sum, row) => sum + Number(row.toll_amount), 0),
  };
}

function add(total: TCutResult, part: TCutResult): TCutResult {
  return {
    invoices: total.invoices + part.invoices,
    passages: total.passages + part.passages,
    tollAmount: total.tollAmount + part.tollAmount,
  };
}

type TCutOptions = { db: TDatabase; period: string; lastServiceDate: TIsoDate; at: Date; rules: TBillingRules };

/**
 * The cut of a member cycle (requirements/billing.md#member-invoices): one invoice per customer, due on the 7th day after the
 * cycle's last day. Waits first for passages still being recorded into the cycle (the toll
 * module's barrier), so none committed at the boundary is left out.
 */
export async function cutMemberCycle({ db, period, lastServiceDate, at, rules }: TCutOptions): Promise<TCutResult> {
  await waitForRecordersOf({ db, period });
  let total: TCutResult = { invoices: 0, passages: 0, tollAmount: 0 };
  for (const slice of MEMBER_SLICES) {
    total = add(total, await issueFirstInvoices({ db, kind: 'MEMBER', period, lastServiceDate, at, rules, slice }));
  }
  return total;
}

/** A non-member day: one invoice per plate and province with passages that day, due on the 7th day after. */
export async function cutNonMemberDay({ db, period, lastServiceDate, at, rules }: TCutOptions): Promise<TCutResult> {
  await waitForRecordersOf({ db, period });
  return issueFirstInvoices({ db, kind: 'NON_MEMBER', period, lastServiceDate, at, rules });
}

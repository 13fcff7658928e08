import { sql } from 'drizzle-orm';
import type { TConsoleVehicle, TTimelineEntry } from '@mflow/contracts/sim/console.contract';
import type { TQueryable } from '../../platform/db/database';
import { displayNameOf } from '../../services/customer/customer.mapper';
import type { TOpenInvoice } from './next-events';

/**
 * What the console reads from the world's own records, across the modules that own them (reads
 * only; every write stays with its owner). Reading the records rather than listening to the
 * requests that change them is what makes a move made anywhere (another tab, a script, the
 * scenario runner, a second instance) show up on the console.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

export async function openInvoices(db: TQueryable): Promise<TOpenInvoice[]> {
  const result = await db.execute<{
    invoice_no: string;
    stage: TOpenInvoice['stage'];
    status: TOpenInvoice['status'];
    due_date: string;
    near_due_at: string | null;
    late_at: string;
  }>(sql`
    select invoice_no, stage, status, due_date::text as due_date, near_due_at, late_at
    from invoice where status in ('NORMAL', 'NEAR_DUE', 'OVERDUE')`);
  return result.rows.map((row) => ({
    invoiceNo: row.invoice_no,
    stage: row.stage,
    status: row.status,
    dueDate: row.due_date,
    nearDueAt: row.near_due_at === null ? null : new Date(row.near_due_at),
    lateAt: new Date(row.late_at),
  }));
}

type TRow = {
  id: string;
  at: string | Date;
  reference: string;
  detail: string;
  amount: string | number | null;
  customer_id: string | null;
  plate: string | null;
  province: string | null;
};

/** A job run worth a line: one that failed, ran again, or counted something (as the scenario runner prints them). */
function jobDetail(status: string, attempts: number, summary: Record<string, unknown> | null): string {
  const counts = Object.entries(summary ?? {})
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(', ');
  return `${status}${attempts > 1 ? `, attempt ${attempts}` : ''}${counts ? ` (${counts})` : ''}`;
}

/**
 * The latest `limit` events of the world, newest first: job runs that did something, invoices
 * issued (a late fee or fine is an invoice of its stage), invoices turning NEAR_DUE, toll notices,
 * payments received, messages sent, passages recorded, appointments booked, moved, checked in and
 * ended (missed or cancelled), and appeals decided with what the outcome took off the notice (as
 * the cases panel shows disputes, decision 0055). Each kind is read newest first with its own
 * limit, so the whole costs a few index scans however long the world has run.
 */
export async function latestTimeline(db: TQueryable, limit: number): Promise<TTimelineEntry[]> {
  const jobs = await db.execute<{
    job: string;
    scheduled_for: string;
    status: string;
    attempts: number;
    summary: Record<string, unknown> | null;
    error: string | null;
  }>(sql`
    select job, scheduled_for, status, attempts, summary, error from job_run
    where status <> 'DONE' or attempts > 1
      or exists (select 1 from jsonb_each(coalesce(summary, '{}'::jsonb)) e where jsonb_typeof(e.value) = 'number' and e.value <> '0'::jsonb)
    order by scheduled_for desc, job limit ${limit}`);
  const records = await db.execute<TRow & { kind: TTimelineEntry['kind'] }>(sql`
    (select 'invoice' as kind, 'invoice:' || id as id, issued_at as at, invoice_no as reference, stage || ' ' || kind as detail,
        total_amount as amount, customer_id, plate, province
      from invoice order by issued_at desc limit ${limit})
    union all
    (select 'invoice', 'near-due:' || id, near_due_at, invoice_no, 'NEAR_DUE', total_amount, customer_id, plate, province
      from invoice where near_due_at is not null and status <> 'NORMAL'
        and near_due_at < coalesce(paid_at, cancelled_at, 'infinity') order by near_due_at desc limit ${limit})
    union all
    (select 'notice', 'notice:' || n.id, n.issued_at, n.notice_no, i.invoice_no || ' ' || n.status, i.total_amount, n.customer_id, n.plate, n.province
      from toll_notice n join invoice i on i.id = n.invoice_id order by n.issued_at desc limit ${limit})
    union all
    (select 'payment', 'payment:' || p.id, p.settled_at, string_agg(pi.invoice_no, ', ' order by pi.invoice_no), p.channel, p.amount,
        coalesce(p.customer_id, min(i.customer_id::text)::uuid), min(i.plate), min(i.province)
      from payment p join payment_invoice pi on pi.payment_id = p.id join invoice i on i.id = pi.invoice_id
      where p.status = 'PAID' group by p.id order by p.settled_at desc limit ${limit})
    union all
    (select 'message', 'message:' || id, created_at, recipient, channel || ' ' || purpose, null, null, null, null
      from outbox_message order by created_at desc, seq desc limit ${limit})
    union all
    (select 'passage', 'passage:' || id, passed_at, plate, gantry_code || ' ' || billing_period, price, customer_id, plate, province
      from passage order by passed_at desc limit ${limit})
    union all
    (select 'appointment', 'booked:' || id, booked_at, appointment_no, subject_ref || ' BOOKED ' || centre_code, null, customer_id, plate, province
      from appointment order by booked_at desc limit ${limit})
    union all
    (select 'appointment', 'moved:' || a.id || ':' || (m.move ->> 'at'), (m.move ->> 'at')::timestamptz, a.appointment_no,
        a.subject_ref || ' MOVED ' || (m.move ->> 'toCentre') || ' ' || (m.move ->> 'toStart'), null, a.customer_id, a.plate, a.province
      from appointment a cross join lateral jsonb_array_elements(a.history) as m(move)
      order by (m.move ->> 'at')::timestamptz desc limit ${limit})
    union all
    (select 'appointment', 'checked-in:' || id, checked_in_at, appointment_no, subject_ref || ' CHECKED_IN', null, customer_id, plate, province
      from appointment where checked_in_at is not null order by checked_in_at desc limit ${limit})
    union all
    (select 'appointment', 'ended:' || id, ended_at, appointment_no, subject_ref || ' ' || status, null, customer_id, plate, province
      from appointment where ended_at is not null and status <> 'CHECKED_IN' order by ended_at desc limit ${limit})
    union all
    (select 'appeal', 'appeal:' || c.id, c.decided_at, c.case_no, a.notice_no || ' ' || c.status, a.cancelled_amount, c.customer_id, a.plate, a.province
      from case_record c join appeal a on a.case_id = c.id where c.decided_at is not null order by c.decided_at desc limit ${limit})`);
  const entries: TTimelineEntry[] = [
    ...jobs.rows.map((run) => ({
      id: `job:${run.job}:${iso(run.scheduled_for)}`,
      at: iso(run.scheduled_for),
      kind: 'job' as const,
      reference: run.job,
      detail: jobDetail(run.status, run.attempts, run.summary) + (run.error ? `: ${run.error}` : ''),
      amount: null,
      customerId: null,
      plate: null,
      province: null,
    })),
    ...records.rows.map((row) => ({
      id: row.id,
      at: iso(row.at),
      kind: row.kind,
      reference: row.reference,
      detail: row.detail,
      amount: row.amount === null ? null : Number(row.amount),
      customerId: row.customer_id,
      plate: row.plate,
      province: row.province,
    })),
  ];
  // Newest first; within one instant, in the order things happen at a cut: the job, then what it made.
  const order: TTimelineEntry['kind'][] = ['message', 'appeal', 'appointment', 'payment', 'notice', 'invoice', 'job', 'passage'];
  return entries.sort((a, b) => b.at.localeCompare(a.at) || order.indexOf(a.kind) - order.indexOf(b.kind)).slice(0, limit);
}

/** ACTIVE member vehicles with their owners, for the console's "drive through a gantry" form. */
export async function activeMemberVehicles(db: TQueryable): Promise<TConsoleVehicle[]> {
  const result = await db.execute<{
    plate_number: string;
    province_code: string;
    customer_type: 'INDIVIDUAL' | 'JURISTIC';
    first_name: string;
    last_name: string;
    juristic_name: string | null;
    email: string | null;
  }>(sql`
    select v.plate_number, v.province_code, c.customer_type, c.first_name, c.last_name, c.juristic_name, c.email
    from vehicle v join customer c on c.id = v.customer_id
    where v.status = 'ACTIVE'
    order by c.registered_at, v.plate_number
    limit 500`);
  return result.rows.map((row) => ({
    plate: row.plate_number,
    province: row.province_code,
    owner: displayNameOf({
      customerType: row.customer_type,
      firstName: row.first_name,
      lastName: row.last_name,
      juristicName: row.juristic_name,
    }),
    email: row.email,
  }));
}

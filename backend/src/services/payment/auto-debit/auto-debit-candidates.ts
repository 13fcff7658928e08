import { sql } from 'drizzle-orm';
import type { TDebitMode, TPaymentMethodKind } from '@mflow/contracts/payment/payment-method-kinds';
import type { TQueryable } from '../../../platform/db/database';

export type TAutoDebitCandidate = {
  invoiceId: string;
  invoiceNo: string;
  customerId: string;
  totalAmount: number;
  dueDate: string;
  methodId: string;
  methodKind: TPaymentMethodKind;
  maskedDisplay: string;
};

type TCandidateQuery = {
  db: TQueryable;
  /** The Bangkok day of the run: the method in effect that day is charged, and one attempt a day is made. */
  day: string;
  mode: TDebitMode;
  kinds: readonly TPaymentMethodKind[];
  /** Only the invoices of this billing period (the cut just made); every open member invoice when absent. */
  billingPeriod?: string;
  afterInvoiceId: string;
  limit: number;
};

/**
 * Open member invoices whose customer's method in effect on the day (the latest primary whose
 * effective date has come, payment_method_primary) is live, of the mode and one of the kinds,
 * and that have no attempt yet that day. Paged by invoice id so a large run reads in bounded steps.
 */
export async function autoDebitCandidates({
  db,
  day,
  mode,
  kinds,
  billingPeriod,
  afterInvoiceId,
  limit,
}: TCandidateQuery): Promise<TAutoDebitCandidate[]> {
  const result = await db.execute<TAutoDebitCandidate>(sql`
    select i.id as "invoiceId", i.invoice_no as "invoiceNo", i.customer_id as "customerId", i.total_amount::int as "totalAmount",
           i.due_date::text as "dueDate", m.id as "methodId", m.kind as "methodKind", m.masked_display as "maskedDisplay"
    from invoice i
    cross join lateral (
      select p.payment_method_id from payment_method_primary p
      where p.customer_id = i.customer_id and p.effective_from <= ${day}::date
      order by p.effective_from desc, p.seq desc
      limit 1
    ) in_effect
    join payment_method m on m.id = in_effect.payment_method_id and m.status = 'ACTIVE'
    where i.kind = 'MEMBER' and i.status in ('NORMAL', 'NEAR_DUE', 'OVERDUE') and i.replaced_by_invoice_id is null
      and m.debit_mode = ${mode} and m.kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
      and (${billingPeriod ?? null}::text is null or i.billing_period = ${billingPeriod ?? null})
      and not exists (select 1 from auto_debit a where a.invoice_id = i.id and a.attempt_day = ${day}::date)
      and i.id > ${afterInvoiceId}::uuid
    order by i.id
    limit ${limit}`);
  return result.rows;
}

import type { TInvoiceSummary } from '@mflow/contracts/billing/invoice.contract';
import { bahtOf } from '../money';
import type { TWaiveSpec } from '../verb-schemas';
import { describeSubject } from '../world-reads';
import { StepFailure, type TStepContext } from './step-context';

/** The seeded reviewer (an APPROVER) waives the fees of the latest open invoice of a person or plate. */
export async function runWaive(spec: TWaiveSpec, context: TStepContext): Promise<void> {
  const who = describeSubject(spec.of);
  const open = (await context.reads.invoicesOf(spec.of)).find((invoice) => invoice.status !== 'CANCELLED' && invoice.status !== 'PAID');
  if (!open) throw new StepFailure(`${who} has no open invoice to waive`);
  const fresh = await context.api.call<TInvoiceSummary>(
    'POST',
    `/staffservice/api/v1/invoices/${encodeURIComponent(open.invoiceNo)}/waiver`,
    {
      headers: await context.reads.staffHeaders(),
      body: { reason: spec.reason },
    },
  );
  context.timeline.add(
    context.step.at,
    'waiver',
    `${open.invoiceNo} of ${who}: fees waived (${spec.reason}); ${fresh.invoiceNo} for ${bahtOf(fresh.totalAmount)}`,
  );
}

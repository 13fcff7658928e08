import type { TTaxInvoiceSpec } from '../verb-schemas';
import { withExpectedRefusal } from './refusal';
import { StepFailure, type TStepContext } from './step-context';

/** The member asks for the full tax invoice of their latest PAID payment, as the payment history's button does. */
export async function runTaxInvoice(spec: TTaxInvoiceSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  await withExpectedRefusal(context, `${spec.by}'s tax invoice`, spec.refused, async () => {
    const paid = (await reads.paymentsOf(spec.by)).find((payment) => payment.status === 'PAID');
    if (!paid) throw new StepFailure(`${spec.by} has no PAID payment to ask a tax invoice for`);
    const issued = await api.call<{ taxInvoiceNo: string }>(
      'POST',
      `/invoiceservice/api/v1/payments/${encodeURIComponent(paid.paymentId)}/taxinvoice`,
      {
        headers: await reads.memberHeaders(spec.by),
      },
    );
    const invoices = paid.invoices.map((invoice) => invoice.invoiceNo).join(', ');
    timeline.add(step.at, 'payment', `${spec.by} asks the tax invoice of the payment of ${invoices}: ${issued.taxInvoiceNo}`);
  });
}

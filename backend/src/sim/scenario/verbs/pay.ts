import { randomUUID } from 'node:crypto';
import type { TPaymentAnswer, TPaymentView } from '@mflow/contracts/payment/payments.contract';
import type { TPaySpec } from '../verb-schemas';
import { answerAsAsked } from './gateway-answers';
import { withExpectedRefusal } from './refusal';
import { StepFailure, type TStepContext } from './step-context';

/** The invoice numbers a member's payment names: their latest open invoice, or one named earlier. */
async function memberInvoiceNo(spec: TPaySpec, by: string, context: TStepContext): Promise<string> {
  if (spec.invoice === 'latest') {
    const open = (await context.reads.invoicesOf(by)).find((invoice) => invoice.status !== 'CANCELLED' && invoice.status !== 'PAID');
    if (!open) throw new StepFailure(`${by} has no open invoice to pay`);
    return open.invoiceNo;
  }
  if (typeof spec.invoice !== 'string')
    throw new StepFailure("a member pays `latest` or an invoice named earlier; a plate's invoices are paid by a visitor");
  return namedInvoice(spec.invoice, context);
}

function namedInvoice(name: string, context: TStepContext): string {
  const invoiceNo = context.invoiceNames?.get(name);
  if (!invoiceNo) throw new StepFailure(`no invoice was named ${name} before this step`);
  return invoiceNo;
}

type TPaid = { answer: TPaymentAnswer; view: () => Promise<TPaymentView>; who: string };

async function payAsMember(spec: TPaySpec, by: string, context: TStepContext): Promise<TPaid> {
  const { api, reads } = context;
  const headers = { ...(await reads.memberHeaders(by)), 'Idempotency-Key': `scenario-${randomUUID()}` };
  const invoiceNos = [await memberInvoiceNo(spec, by, context)];
  // From the balance the prepaid account's own route pays, with no gateway (docs/decisions/0077).
  const answer =
    spec.channel === 'PREPAID'
      ? await api.call<TPaymentAnswer>('POST', '/invoiceservice/api/v1/prepaid/payments', { headers, body: { invoiceNos } })
      : await api.call<TPaymentAnswer>('POST', '/invoiceservice/api/v1/payments', { headers, body: { invoiceNos, channel: spec.channel } });
  const view = async () =>
    api.call<TPaymentView>('GET', `/invoiceservice/api/v1/payments/${answer.paymentId}`, { headers: await reads.memberHeaders(by) });
  return { answer, view, who: by };
}

async function payAsVisitor(spec: TPaySpec, context: TStepContext): Promise<TPaid> {
  const { api } = context;
  const { invoice } = spec;
  const selector =
    typeof invoice === 'string' ? { invoiceNos: [namedInvoice(invoice, context)] } : { plate: invoice.plate, province: invoice.province };
  const headers = { ...(await api.visitorHeaders()), 'Idempotency-Key': `scenario-${randomUUID()}` };
  const answer = await api.call<TPaymentAnswer>('POST', '/invoiceservice/api/v1/public/payments', {
    headers,
    body: { ...selector, channel: spec.channel },
  });
  const view = async () =>
    api.call<TPaymentView>('GET', `/invoiceservice/api/v1/public/payments/${answer.paymentId}`, {
      headers: await api.visitorHeaders(),
      query: { invoiceNo: answer.invoiceNos[0], key: answer.resultKey },
    });
  return { answer, view, who: 'a visitor' };
}

/** Pays an invoice through the portal's API, as a member signed in or as a visitor, and has the gateway answer. */
export async function runPay(spec: TPaySpec, context: TStepContext): Promise<void> {
  const payer = spec.by ?? 'a visitor';
  await withExpectedRefusal(context, `the payment by ${payer}`, spec.refused, async () => {
    const paid = spec.by ? await payAsMember(spec, spec.by, context) : await payAsVisitor(spec, context);
    await answerAsAsked(context.api, spec, paid.answer);
    context.timeline.payment(context.step.at, paid.who, await paid.view());
    if (!spec.by && typeof spec.invoice !== 'string') context.watchPlate(spec.invoice);
  });
}

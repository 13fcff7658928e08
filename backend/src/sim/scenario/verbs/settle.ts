import type { TSettleSpec } from '../verb-schemas';
import { answerCharge, pendingChargesOf } from './gateway-answers';
import { StepFailure, type TStepContext } from './step-context';

/** The bank answers every pending charge of the member's payments (automatic bank debits, requests to pay). */
export async function runSettle(spec: TSettleSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  const pending = (await reads.paymentsOf(spec.of)).filter((payment) => payment.status === 'PENDING');
  const charges = await pendingChargesOf(
    api,
    pending.map((payment) => payment.paymentId),
  );
  if (charges.length === 0) throw new StepFailure(`${spec.of} has no payment waiting for the bank's answer`);
  for (const charge of charges) await answerCharge(api, charge.gatewayReference, spec.outcome);
  const settled = (await reads.paymentsOf(spec.of)).filter((payment) => charges.some((charge) => charge.reference === payment.paymentId));
  for (const payment of settled) timeline.payment(step.at, spec.of, payment);
}

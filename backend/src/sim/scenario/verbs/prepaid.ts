import { randomUUID } from 'node:crypto';
import type { TPaymentAnswer } from '@mflow/contracts/payment/payments.contract';
import type { TPrepaidAccountView } from '@mflow/contracts/payment/prepaid.contract';
import { bahtOf, satangOf } from '../money';
import type { TOpenPrepaidSpec, TSetReplenishmentSpec, TTopUpSpec } from '../verb-schemas';
import { answerAsAsked } from './gateway-answers';
import { stepProof } from './otp-proof';
import { withExpectedRefusal } from './refusal';
import { describeMethod, makePrimary, METHODS, type TMethodView } from './set-payment-method';
import { StepFailure, type TStepContext } from './step-context';

/** The prepaid account's routes (docs/decisions/0077), under the payment service's path. */
const PREPAID = '/invoiceservice/api/v1/prepaid';

async function methodsOf(context: TStepContext, by: string): Promise<TMethodView[]> {
  const { items } = await context.api.call<{ items: TMethodView[] }>('GET', METHODS, { headers: await context.reads.memberHeaders(by) });
  return items;
}

/** The member's one saved method of a kind: a file that saves two says which by saving one. */
async function savedMethod(context: TStepContext, by: string, kind: string): Promise<TMethodView> {
  const [method, ...more] = (await methodsOf(context, by)).filter((candidate) => candidate.kind === kind);
  if (!method) throw new StepFailure(`${by} has no saved ${kind} method: add one with setPaymentMethod first`);
  if (more.length > 0) throw new StepFailure(`${by} has ${more.length + 1} saved ${kind} methods, where the step needs one`);
  return method;
}

/**
 * The member opens the prepaid account through its own call, with the OTP proof of
 * CREATE_MFLOW_PREPAID (28), as the payment methods page does, and, unless `primary: false`, makes
 * its MFLOW method the primary one: charged from the 16th or the 1st, or at once when it is the
 * member's first method (requirements/payment-methods.md#when-a-channel-change-takes-effect).
 */
export async function runOpenPrepaid(spec: TOpenPrepaidSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  await withExpectedRefusal(context, `${spec.by}'s prepaid account`, spec.refused, async () => {
    const verificationToken = await stepProof(context, spec.by, 'CREATE_MFLOW_PREPAID');
    const account = await api.call<TPrepaidAccountView>('POST', PREPAID, {
      headers: await reads.memberHeaders(spec.by),
      body: { debitMode: spec.debitMode, verificationToken },
    });
    const method = (await methodsOf(context, spec.by)).find((candidate) => candidate.paymentMethodId === account.paymentMethodId);
    if (!method) throw new StepFailure(`${spec.by}'s prepaid account has no payment method in their list`);
    timeline.add(step.at, 'method', `${spec.by} opened the prepaid account, ${describeMethod(method)}`);
    timeline.watchPrepaid(spec.by);
    if (spec.primary && !method.isPrimary) await makePrimary(context, spec.by, method);
  });
}

/**
 * The member tops the balance up through the prepaid account's top-up call with an
 * Idempotency-Key, by the gateway's card page, PromptPay or their saved bank direct debit, and the
 * gateway answers as the step says (as `pay` does). The balance grows once the payment is PAID.
 */
export async function runTopUp(spec: TTopUpSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  await withExpectedRefusal(context, `${spec.by}'s top-up of ${spec.amount}`, spec.refused, async () => {
    const source =
      spec.channel === 'BANK'
        ? { channel: 'SAVED', paymentMethodId: (await savedMethod(context, spec.by, 'BANK_DEBIT')).paymentMethodId }
        : { channel: spec.channel };
    const headers = { ...(await reads.memberHeaders(spec.by)), 'Idempotency-Key': `scenario-${randomUUID()}` };
    const answer = await api.call<TPaymentAnswer>('POST', `${PREPAID}/topups`, {
      headers,
      body: { amount: satangOf(spec.amount), ...source },
    });
    await answerAsAsked(api, spec, answer);
    const payment = (await reads.paymentsOf(spec.by)).find((candidate) => candidate.paymentId === answer.paymentId);
    if (payment) timeline.payment(step.at, spec.by, payment);
  });
}

/**
 * The member sets automatic replenishment with the OTP proof of EDIT_MFLOW_PREPAID (29): below
 * the threshold, the amount from their saved card or bank direct debit. The
 * low-balance threshold is the step's, or stays as the account has it.
 */
export async function runSetReplenishment(spec: TSetReplenishmentSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  await withExpectedRefusal(context, `${spec.by}'s replenishment`, spec.refused, async () => {
    const source = await savedMethod(context, spec.by, spec.from);
    const current = await reads.prepaidOf(spec.by);
    const verificationToken = await stepProof(context, spec.by, 'EDIT_MFLOW_PREPAID');
    const lowBalanceThreshold = spec.lowBalance === undefined ? (current?.lowBalanceThreshold ?? null) : satangOf(spec.lowBalance);
    const account = await api.call<TPrepaidAccountView>('PUT', `${PREPAID}/settings`, {
      headers: await reads.memberHeaders(spec.by),
      body: {
        replenishment: { threshold: satangOf(spec.threshold), amount: satangOf(spec.amount), paymentMethodId: source.paymentMethodId },
        lowBalanceThreshold,
        verificationToken,
      },
    });
    const low = account.lowBalanceThreshold === null ? '' : `; told below ${bahtOf(account.lowBalanceThreshold)}`;
    timeline.add(
      step.at,
      'prepaid',
      `${spec.by} set replenishment: below ${spec.threshold}, ${spec.amount} from ${source.kind} ${source.display}${low}`,
    );
  });
}

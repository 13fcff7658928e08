import type { TPaymentAnswer } from '@mflow/contracts/payment/payments.contract';
import type { TApiClient } from '../api-client';
import { StepFailure } from './step-context';

type TCharge = { gatewayReference: string; status: string; reference: string };

const ANSWER = { approve: 'APPROVE', decline: 'DECLINE' } as const;

/** The bank answers a pending charge at the simulated gateway (a card page, a bank debit, a request to pay). */
export async function answerCharge(api: TApiClient, gatewayReference: string, outcome: keyof typeof ANSWER): Promise<void> {
  await api.call('POST', `/simservice/api/v1/gateway/charges/${gatewayReference}/answer`, { body: { answer: ANSWER[outcome] } });
}

/** The gateway's pending charges made for these payments (a charge's merchant reference is its payment's id). */
export async function pendingChargesOf(api: TApiClient, paymentIds: string[]): Promise<TCharge[]> {
  const { charges } = await api.call<{ charges: TCharge[] }>('GET', '/simservice/api/v1/gateway/charges', { query: { limit: '100' } });
  return charges.filter((charge) => charge.status === 'PENDING' && paymentIds.includes(charge.reference));
}

const CARD_PAGE = /\/simgateway\/pay\/(GW[0-9A-F]{16})/;

/**
 * Makes the gateway give the step's outcome to a payment or top-up just made: the payer's bank
 * pays the QR (or never does: it expires), the bank answers the card page or the pending debit.
 * A saved card or tag, or a prepaid balance, answers at once by its own data; the step's outcome
 * must then be the one it gave.
 */
export async function answerAsAsked(
  api: TApiClient,
  asked: { channel: string; outcome: keyof typeof ANSWER },
  answer: TPaymentAnswer,
): Promise<void> {
  if (answer.status !== 'PENDING') {
    const gave = answer.status === 'PAID' ? 'approve' : 'decline';
    if (gave !== asked.outcome)
      throw new StepFailure(
        `the payment answered ${answer.status} at once, where the step asks ${asked.outcome}: a saved card or tag, or a prepaid balance, answers by its own data`,
      );
    return;
  }
  if (asked.channel === 'QR') {
    if (asked.outcome === 'approve')
      await api.call('POST', '/simservice/api/v1/gateway/qr-payments', { body: { payload: answer.qr?.payload ?? '' } });
    return;
  }
  const page = CARD_PAGE.exec(answer.redirectUrl ?? '')?.[1];
  const references = page ? [page] : (await pendingChargesOf(api, [answer.paymentId])).map((charge) => charge.gatewayReference);
  for (const reference of references) await answerCharge(api, reference, asked.outcome);
}

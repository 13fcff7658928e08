import type { TApiClient } from '../api-client';

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

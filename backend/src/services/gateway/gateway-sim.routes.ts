import {
  ZAnswerChargeRequestSchema,
  ZChargeOutcomeSchema,
  ZCounterPaymentRequestSchema,
  ZGatewayReferenceParamsSchema,
  ZPayQrRequestSchema,
  ZRecentChargesQuerySchema,
  ZRecentRefundsQuerySchema,
  ZRefundBehaviourRequestSchema,
  ZRefundBehaviourSchema,
  ZRefundTargetParamsSchema,
  ZSimulatedChargeListSchema,
  ZSimulatedRefundListSchema,
  ZSimulatedTagListSchema,
  ZSimulatedTagSchema,
  ZTagParamsSchema,
  ZTopUpTagRequestSchema,
} from '@mflow/contracts/payment/gateway-sim.contract';
import type { ApiRouter } from '../../platform/http/api-router';
import type { TChargeOutcome } from '../../platform/ports';
import type { TChargeRow } from './charge-records';
import type { TGatewaySimulation } from './gateway-simulation';

function outcomeView(outcome: TChargeOutcome) {
  const { settledAt, ...rest } = outcome;
  return { ...rest, ...(settledAt ? { settledAt: settledAt.toISOString() } : {}) };
}

/** A charge as a tester sees it: never the card token or the account the charge was drawn on. */
function chargeView(row: TChargeRow) {
  return {
    gatewayReference: row.gatewayReference,
    kind: row.kind,
    status: row.status,
    ...(row.declineCode ? { declineCode: row.declineCode } : {}),
    amountSatang: row.amountSatang,
    reference: row.reference,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    ...(row.expiresAt ? { expiresAt: row.expiresAt.toISOString() } : {}),
    ...(row.settledAt ? { settledAt: row.settledAt.toISOString() } : {}),
  };
}

/**
 * The simulated gateway's controls (decision 0019): the bank answering pending charges, a payer's
 * bank paying a QR, bills paid at a counter, tag top-ups, and what the gateway holds. Each call
 * first hands the listeners any settlement they failed to take before.
 */
export function registerGatewaySimulationRoutes(api: ApiRouter, simulation: TGatewaySimulation): void {
  const tag = 'simservice';
  const base = '/simservice/api/v1/gateway';
  const retried = async <T>(work: () => Promise<T>): Promise<T> => {
    await simulation.deliverSettlements();
    return work();
  };

  api.define({
    method: 'post',
    path: `${base}/charges/{gatewayReference}/answer`,
    summary:
      'The bank answers a pending charge (bank debit, request to pay, a card that timed out, a card page): approve, or decline with a reason',
    tag,
    auth: 'simulationControl',
    params: ZGatewayReferenceParamsSchema,
    body: ZAnswerChargeRequestSchema,
    response: ZChargeOutcomeSchema,
    handler: async ({ params, body }) =>
      outcomeView(await retried(() => simulation.answerPendingCharge({ gatewayReference: params.gatewayReference, answer: body.answer }))),
  });

  api.define({
    method: 'post',
    path: `${base}/qr-payments`,
    summary: "A payer's bank pays a PromptPay QR, named by its scanned payload or its gateway reference; an expired or paid QR is refused",
    tag,
    auth: 'simulationControl',
    body: ZPayQrRequestSchema,
    response: ZChargeOutcomeSchema,
    handler: async ({ body }) => outcomeView(await retried(() => simulation.payQr(body))),
  });

  api.define({
    method: 'post',
    path: `${base}/counter-payments`,
    summary: "A bill paid at a counter, an ATM or an internet bank, by the invoice's Ref1 and the amount",
    tag,
    auth: 'simulationControl',
    body: ZCounterPaymentRequestSchema,
    response: ZChargeOutcomeSchema,
    handler: async ({ body }) => outcomeView(await retried(() => simulation.payAtCounter(body))),
  });

  api.define({
    method: 'post',
    path: `${base}/tags/{programme}/{tagNumber}/top-up`,
    summary: "Adds to a prepaid M-PASS or Easy Pass tag's balance",
    tag,
    auth: 'simulationControl',
    params: ZTagParamsSchema,
    body: ZTopUpTagRequestSchema,
    response: ZSimulatedTagSchema,
    handler: ({ params, body }) => retried(() => simulation.topUpTag({ ...params, amountSatang: body.amountSatang })),
  });

  api.define({
    method: 'get',
    path: `${base}/tags`,
    summary: 'The prepaid tags of the simulated M-PASS and Easy Pass programmes, with their holders and balances',
    tag,
    auth: 'simulationControl',
    response: ZSimulatedTagListSchema,
    handler: async () => ({ tags: await retried(() => simulation.listTags()) }),
  });

  api.define({
    method: 'get',
    path: `${base}/charges`,
    summary: 'The most recent charges at the simulated gateway, newest first',
    tag,
    auth: 'simulationControl',
    query: ZRecentChargesQuerySchema,
    response: ZSimulatedChargeListSchema,
    handler: async ({ query }) => ({ charges: (await retried(() => simulation.recentCharges(query.limit))).map(chargeView) }),
  });

  api.define({
    method: 'put',
    path: `${base}/refund-behaviours/{target}`,
    summary:
      "What the next refunds to a target (a charge by its gateway reference or by its payment's id, or a bank account number) do: fail for good, fail for now, or time out after they were made",
    tag,
    auth: 'simulationControl',
    params: ZRefundTargetParamsSchema,
    body: ZRefundBehaviourRequestSchema,
    response: ZRefundBehaviourSchema,
    handler: async ({ params, body }) => {
      await simulation.setRefundBehaviour({ target: params.target, behaviour: body.behaviour, times: body.times });
      return {
        target: params.target,
        behaviour: body.behaviour,
        times: body.behaviour === 'FAIL' || body.behaviour === 'NONE' ? null : (body.times ?? 1),
      };
    },
  });

  api.define({
    method: 'get',
    path: `${base}/refunds`,
    summary: 'The most recent refunds at the simulated gateway, newest first',
    tag,
    auth: 'simulationControl',
    query: ZRecentRefundsQuerySchema,
    response: ZSimulatedRefundListSchema,
    handler: async ({ query }) => ({
      refunds: (await simulation.recentRefunds(query.limit)).map((row) => ({
        refundReference: row.refundReference,
        idempotencyKey: row.idempotencyKey,
        chargeReference: row.chargeReference,
        destination: row.destination.kind,
        amountSatang: row.amountSatang,
        status: row.status,
        failureCode: row.failureCode,
        createdAt: row.createdAt.toISOString(),
      })),
    }),
  });
}

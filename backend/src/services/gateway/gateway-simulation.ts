import type { TPaymentGateway, TTagProgramme, TChargeOutcome } from '../../platform/ports';
import type { TTypedCard } from './card-check';
import type { TChargeRow } from './charge-records';
import type { TRefundBehaviour, TRefundRow } from './refunds';
import type { TCounterChannel, TSimulatedAnswer } from './sim-controls';
import type { TTagAccount } from './tags';

/**
 * What the simulation controls and the hosted card page drive in the simulated gateway. Every
 * call that settles something delivers the outbox afterwards, and every control call first
 * retries what a listener failed to take before.
 */
export type TGatewaySimulation = {
  answerPendingCharge(request: { gatewayReference: string; answer: TSimulatedAnswer }): Promise<TChargeOutcome>;
  payQr(by: { payload: string } | { gatewayReference: string }): Promise<TChargeOutcome>;
  payAtCounter(payment: {
    ref1: string;
    ref2?: string | undefined;
    amountSatang: number;
    channel: TCounterChannel;
    idempotencyKey?: string | undefined;
  }): Promise<TChargeOutcome>;
  topUpTag(request: { programme: TTagProgramme; tagNumber: string; amountSatang: number }): Promise<TTagAccount>;
  listTags(): Promise<TTagAccount[]>;
  recentCharges(limit: number): Promise<TChargeRow[]>;
  /** Settles what expired and hands undelivered settlements to the listeners; answers how many were delivered. */
  deliverSettlements(at?: Date): Promise<number>;
  /**
   * What the next refunds to a target (a charge by its gateway reference or its merchant reference,
   * a payment's id; or a bank account number) do:
   * FAIL refuses them for good until cleared (NONE), FAIL_TRANSIENT refuses the next `times` for
   * now, TIME_OUT makes the next `times` and then throws, so only `refundByKey` tells.
   */
  setRefundBehaviour(request: { target: string; behaviour: TRefundBehaviour | 'NONE'; times?: number | undefined }): Promise<void>;
  recentRefunds(limit: number): Promise<TRefundRow[]>;
  cardPage: {
    show(gatewayReference: string): Promise<TChargeRow>;
    submitCard(gatewayReference: string, card: TTypedCard): Promise<TChargeRow>;
    confirm(gatewayReference: string, code: string): Promise<{ redirectTo: string }>;
    cancel(gatewayReference: string): Promise<{ redirectTo: string }>;
  };
};

export type TSimulatedGateway = TPaymentGateway & { simulation: TGatewaySimulation };

/** Tells the simulated gateway from a real one, so that its controls are mounted only with it. */
export function isSimulatedGateway(gateway: TPaymentGateway): gateway is TSimulatedGateway {
  return 'simulation' in gateway;
}

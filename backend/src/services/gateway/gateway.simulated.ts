import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { cancelCardPage, cardPageCharge, openCardPage, redeemReturnToken, submitCardStep, submitConfirmation } from './card-page';
import { saveCard } from './cards';
import { charge, chargeByKey, chargeStatus } from './charges';
import type { TSimulatedGateway } from './gateway-simulation';
import { createQr, payQr } from './qr-charges';
import { recentRefunds, refund, refundByKey, setRefundBehaviour } from './refunds';
import { createSettlementDelivery } from './settlements';
import { answerPendingCharge, payAtCounter, recentCharges } from './sim-controls';
import { addSimulatedTags, checkTag, DEMO_TAGS, listTags, topUpTag } from './tags';

export type TSimulatedGatewayOptions = {
  db: TDatabase;
  clock: Clock;
  logger: Logger;
  /** Where browsers reach this backend: the hosted card page's address starts with it. */
  baseUrl: string;
};

/**
 * The payment gateway of the simulated world (docs/decisions/0019), kept in this database: cards
 * are checked as a gateway checks them and behave by their number (test-cards.ts), tags hold a
 * balance, and pending payments are settled by the simulation controls or by their expiry.
 */
export function createSimulatedGateway({ db, clock, logger, baseUrl }: TSimulatedGatewayOptions): TSimulatedGateway {
  const delivery = createSettlementDelivery({ db, clock, logger });
  /** Runs a control, then hands over what it settled; a failing listener never fails the control. */
  const settling = async <T>(work: () => Promise<T>): Promise<T> => {
    const result = await work();
    await delivery.deliver();
    return result;
  };
  return {
    saveCard: (card) => saveCard({ db, clock, card }),
    checkTag: (tag) => checkTag({ db, tag }),
    charge: (request) => charge({ db, clock, request }),
    openCardPage: (request) => openCardPage({ db, clock, baseUrl, request }),
    redeemReturnToken: (request) => redeemReturnToken({ db, clock, request }),
    createQr: (request) => createQr({ db, clock, request }),
    status: ({ gatewayReference }) => chargeStatus({ db, clock, gatewayReference }),
    chargeByKey: ({ idempotencyKey }) => chargeByKey({ db, clock, idempotencyKey }),
    refund: (request) => refund({ db, clock, request }),
    refundByKey: ({ idempotencyKey }) => refundByKey({ db, idempotencyKey }),
    onSettled: (listener) => delivery.add(listener),
    simulation: {
      answerPendingCharge: (request) => settling(() => answerPendingCharge({ db, clock, ...request })),
      payQr: (by) => settling(() => payQr({ db, clock, by })),
      payAtCounter: (payment) => settling(() => payAtCounter({ db, clock, payment })),
      topUpTag: (request) => topUpTag({ db, ...request }),
      listTags: () => listTags({ db }),
      recentCharges: (limit) => recentCharges({ db, clock, limit }),
      deliverSettlements: (at) => delivery.deliver(at),
      setRefundBehaviour: (request) => setRefundBehaviour({ db, clock, ...request }),
      recentRefunds: (limit) => recentRefunds({ db, limit }),
      cardPage: {
        show: (gatewayReference) => cardPageCharge({ db, clock, gatewayReference }),
        submitCard: (gatewayReference, card) => submitCardStep({ db, clock, gatewayReference, card }),
        confirm: (gatewayReference, code) => settling(() => submitConfirmation({ db, clock, gatewayReference, code })),
        cancel: (gatewayReference) => settling(() => cancelCardPage({ db, clock, gatewayReference })),
      },
    },
  };
}

/** The demo tag accounts (README); tags already there keep their balance. */
export async function seedGatewayDemo({ db }: { db: TDatabase }): Promise<void> {
  await addSimulatedTags({ db, tags: DEMO_TAGS });
}

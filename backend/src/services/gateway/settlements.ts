import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import type { TChargeOutcome } from '../../platform/ports';
import { expireDue, toOutcome } from './charge-records';
import { gatewayCharges, gatewaySettlements } from './gateway.schema';

type TSettlementListener = (outcome: TChargeOutcome) => Promise<void>;

export type TSettlementDelivery = {
  add(listener: TSettlementListener): void;
  /**
   * Settles what expired by `at`, then hands every undelivered settlement to every listener, oldest
   * first. A settlement is marked delivered once all listeners took it; when one throws, it stays
   * undelivered and every listener hears it again at the next delivery (listeners are idempotent).
   * Answers how many were delivered now.
   */
  deliver(at?: Date): Promise<number>;
};

const BATCH = 100;
const ERROR_MAX_LENGTH = 1000;

/**
 * The settlement outbox's courier. Deliveries in this process run one after another; across
 * instances each settlement is taken under a row lock (skip locked), so two instances never hand
 * the same settlement over at once.
 */
export function createSettlementDelivery({ db, clock, logger }: { db: TDatabase; clock: Clock; logger: Logger }): TSettlementDelivery {
  const listeners: TSettlementListener[] = [];
  let queue: Promise<unknown> = Promise.resolve();

  async function deliverOne(gatewayReference: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ charge: gatewayCharges })
        .from(gatewaySettlements)
        .innerJoin(gatewayCharges, eq(gatewayCharges.gatewayReference, gatewaySettlements.gatewayReference))
        .where(and(eq(gatewaySettlements.gatewayReference, gatewayReference), isNull(gatewaySettlements.deliveredAt)))
        .for('update', { of: gatewaySettlements, skipLocked: true });
      if (!taken) return false;
      const outcome = toOutcome(taken.charge);
      try {
        for (const listener of listeners) await listener(outcome);
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
        logger.warn({ gatewayReference, err: error }, 'a settlement listener failed; the settlement is delivered again later');
        await tx
          .update(gatewaySettlements)
          .set({ attempts: sql`${gatewaySettlements.attempts} + 1`, lastError: message })
          .where(eq(gatewaySettlements.gatewayReference, gatewayReference));
        return false;
      }
      await tx
        .update(gatewaySettlements)
        .set({ attempts: sql`${gatewaySettlements.attempts} + 1`, deliveredAt: clock.now(), lastError: null })
        .where(eq(gatewaySettlements.gatewayReference, gatewayReference));
      return true;
    });
  }

  async function run(at: Date): Promise<number> {
    await expireDue(db, at);
    // Nobody to tell yet (the payment module registers at start): the settlements wait in the outbox.
    if (listeners.length === 0) return 0;
    const due = await db
      .select({ gatewayReference: gatewaySettlements.gatewayReference })
      .from(gatewaySettlements)
      .where(isNull(gatewaySettlements.deliveredAt))
      .orderBy(asc(gatewaySettlements.createdAt), asc(gatewaySettlements.gatewayReference))
      .limit(BATCH);
    let delivered = 0;
    for (const { gatewayReference } of due) if (await deliverOne(gatewayReference)) delivered += 1;
    return delivered;
  }

  return {
    add: (listener) => {
      listeners.push(listener);
    },
    deliver: (at) => {
      const next = queue.then(() => run(at ?? clock.now()));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TPaymentGateway } from '../ports';
import { saveCard } from './cards';
import { addSimulatedTags, checkTag, DEMO_TAGS } from './tags';

export type TSimulatedGatewayOptions = { db: TDatabase; clock: Clock };

/**
 * The payment gateway of the simulated world (docs/decisions/0019), kept in this database: cards
 * are checked as a gateway checks them and behave by their number (test-cards.ts), tags hold a
 * balance, and pending payments are settled by the simulation controls or by their expiry.
 */
export function createSimulatedGateway({ db, clock }: TSimulatedGatewayOptions): TPaymentGateway {
  const notYet = async (): Promise<never> => {
    throw new AppError('ERR_GW_0015');
  };
  return {
    saveCard: (card) => saveCard({ db, clock, card }),
    checkTag: (tag) => checkTag({ db, tag }),
    charge: notYet,
    openCardPage: notYet,
    redeemReturnToken: notYet,
    createQr: notYet,
    status: notYet,
    onSettled: () => undefined,
  };
}

/** The demo tag accounts (README); tags already there keep their balance. */
export async function seedGatewayDemo({ db }: { db: TDatabase }): Promise<void> {
  await addSimulatedTags({ db, tags: DEMO_TAGS });
}

import { randomBytes } from 'node:crypto';
import { AppError } from '../../platform/errors/app-error';
import type { Clock } from '../../platform/clock';
import type { TQueryable } from '../../platform/db/database';
import type { TCardToSave, TSavedCard } from '../../platform/ports';
import { checkTypedCard } from './card-check';
import { gatewayCards } from './gateway.schema';
import { behaviourOfCard } from './test-cards';

/** Checks a card and keeps what a gateway keeps of it; the number and the CVV go no further than this function. */
export async function saveCard({ db, clock, card }: { db: TQueryable; clock: Clock; card: TCardToSave }): Promise<TSavedCard> {
  const number = checkTypedCard(card, clock.now());
  const holderName = card.holderName.trim().replace(/\s+/g, ' ');
  if (holderName.length < 2) throw new AppError('ERR_GW_0014');
  const saved: TSavedCard = { token: `tok_${randomBytes(16).toString('hex')}`, brand: card.brand, last4: number.slice(-4) };
  await db.insert(gatewayCards).values({
    ...saved,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    holderName,
    behaviour: behaviourOfCard(number),
    createdAt: clock.now(),
  });
  return saved;
}

import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TRedemption } from '@mflow/contracts/points/points.contract';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import { findRedeemableOffer } from '../content/content.service';
import { changePoints, findCustomer } from '../customer/customer-records';
import { pointsRedemptions } from './points.schema';

/** No 0/O or 1/I, so a code read out at a partner's counter is typed right; 32 letters, 5 bits each. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newRedemptionCode(): string {
  return `MF${[...randomBytes(8)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

type TRedemptionRow = typeof pointsRedemptions.$inferSelect;

function toRedemption(row: TRedemptionRow, balance: number, language: TLanguage): TRedemption {
  return {
    redemptionId: row.id,
    offerId: row.offerId,
    offerTitle: language === 'EN' && row.offerTitleEn ? row.offerTitleEn : row.offerTitleTh,
    points: row.points,
    code: row.code,
    balance,
    redeemedAt: row.redeemedAt.toISOString(),
  };
}

async function byKey(db: TQueryable, customerId: string, idempotencyKey: string): Promise<TRedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(pointsRedemptions)
    .where(and(eq(pointsRedemptions.customerId, customerId), eq(pointsRedemptions.idempotencyKey, idempotencyKey)));
  return row;
}

async function balanceOf(db: TQueryable, customerId: string): Promise<number> {
  return (await findCustomer({ db, customerId }))?.point ?? 0;
}

/** The same key again answers the redemption it made; with another offer it is refused. */
async function replay(db: TQueryable, row: TRedemptionRow, offerId: string, language: TLanguage): Promise<TRedemption> {
  if (row.offerId !== offerId.toLowerCase()) throw new AppError('ERR_POINTS_0003');
  return toRedemption(row, await balanceOf(db, row.customerId), language);
}

type TRedeemOptions = { db: TDatabase; clock: Clock; customerId: string; offerId: string; idempotencyKey: string; language: TLanguage };

/**
 * Redeems a published offer for its points price: the redemption and the deduction are one
 * transaction, the deduction refuses to go below zero, and the member's key makes a retried
 * request the same redemption, so the points leave exactly once.
 */
export async function redeemOffer({ db, clock, customerId, offerId, idempotencyKey, language }: TRedeemOptions): Promise<TRedemption> {
  const earlier = await byKey(db, customerId, idempotencyKey);
  if (earlier) return replay(db, earlier, offerId, language);
  const at = clock.now();
  return db.transaction(async (tx) => {
    const offer = await findRedeemableOffer({ db: tx, id: offerId, at });
    if (!offer) throw new AppError('ERR_POINTS_0001');
    const [created] = await tx
      .insert(pointsRedemptions)
      .values({
        customerId,
        idempotencyKey,
        offerId: offer.id,
        offerTitleTh: offer.titleTh,
        offerTitleEn: offer.titleEn,
        points: offer.pointsPrice,
        code: newRedemptionCode(),
        redeemedAt: at,
      })
      .onConflictDoNothing({ target: [pointsRedemptions.customerId, pointsRedemptions.idempotencyKey] })
      .returning();
    if (!created) {
      // The same key sent twice at once: the other request made the redemption.
      const other = await byKey(tx, customerId, idempotencyKey);
      if (!other) throw new Error('a redemption key conflicted with no row');
      return replay(tx, other, offerId, language);
    }
    const balance = await changePoints({ db: tx, customerId, delta: -offer.pointsPrice });
    if (balance === undefined)
      throw new AppError('ERR_POINTS_0002', { price: String(offer.pointsPrice), balance: String(await balanceOf(tx, customerId)) });
    return toRedemption(created, balance, language);
  });
}

import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import type { TChargeOutcome } from '../../platform/ports';
import { checkTypedCard, type TTypedCard } from './card-check';
import { expireDue, findCharge, insertCharge, settlePending, toOutcome, type TChargeRow } from './charge-records';
import { CARD_TIME_OUT_MS, parseRequest, ZAmountSchema, ZIdempotencyKeySchema } from './charges';
import { gatewayCharges } from './gateway.schema';
import { behaviourOfCard } from './test-cards';

/** How long the hosted page waits for the payer before the charge expires. */
export const CARD_PAGE_TTL_MS = 30 * 60_000;

/** Where the hosted card page is served; outside `/<name>service` because a browser opens it with no API headers. */
export const CARD_PAGE_PATH = '/simgateway/pay';

const ZOpenCardPageSchema = z.object({
  idempotencyKey: ZIdempotencyKeySchema,
  amountSatang: ZAmountSchema,
  reference: z.string().trim().min(1).max(100),
  description: z.string().max(500),
  returnUrl: z.url({ protocol: /^https?$/ }).max(2000),
});

const ZRedeemSchema = z.object({ gatewayReference: z.string().min(1).max(40), oneTimeToken: z.string().min(1).max(100) });

export type TOpenCardPageRequest = z.input<typeof ZOpenCardPageSchema>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The merchant's return address with the charge's reference and the single-use token (the callback of requirements/wire-contract.md#calls). */
function returnAddress(returnUrl: string, gatewayReference: string, token: string): string {
  const back = new URL(returnUrl);
  back.searchParams.set('Ref', gatewayReference);
  back.searchParams.set('oneTimeToken', token);
  return back.toString();
}

export async function openCardPage({
  db,
  clock,
  baseUrl,
  request,
}: {
  db: TDatabase;
  clock: Clock;
  baseUrl: string;
  request: TOpenCardPageRequest;
}): Promise<{ gatewayReference: string; pageUrl: string }> {
  const { idempotencyKey, amountSatang, reference, description, returnUrl } = parseRequest(ZOpenCardPageSchema, request);
  const now = clock.now();
  const { row } = await db.transaction((tx) =>
    insertCharge(tx, {
      idempotencyKey,
      kind: 'CARD_PAGE',
      amountSatang,
      reference,
      description,
      returnUrl,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CARD_PAGE_TTL_MS),
      pageStep: 'CARD',
    }),
  );
  return { gatewayReference: row.gatewayReference, pageUrl: `${baseUrl}${CARD_PAGE_PATH}/${encodeURIComponent(row.gatewayReference)}` };
}

/** The page's charge as it stands; ERR_GW_0007 for a reference that is not a card page's. */
export async function cardPageCharge({
  db,
  clock,
  gatewayReference,
}: {
  db: TDatabase;
  clock: Clock;
  gatewayReference: string;
}): Promise<TChargeRow> {
  await expireDue(db, clock.now());
  const row = await findCharge(db, gatewayReference);
  if (row.kind !== 'CARD_PAGE') throw new AppError('ERR_GW_0007');
  return row;
}

/**
 * The card step: the card is checked as at saving, and the payer is asked for a one-time code,
 * which the simulated issuer shows on the page instead of sending it by SMS. Nothing is kept of
 * the card but what it will do.
 */
export async function submitCardStep({
  db,
  clock,
  gatewayReference,
  card,
}: {
  db: TDatabase;
  clock: Clock;
  gatewayReference: string;
  card: TTypedCard;
}): Promise<TChargeRow> {
  const now = clock.now();
  const number = checkTypedCard(card, now);
  const [row] = await db
    .update(gatewayCharges)
    .set({
      pageStep: 'CONFIRM',
      pageCardBehaviour: behaviourOfCard(number),
      confirmationCode: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    })
    .where(
      and(
        eq(gatewayCharges.gatewayReference, gatewayReference),
        eq(gatewayCharges.kind, 'CARD_PAGE'),
        eq(gatewayCharges.status, 'PENDING'),
        eq(gatewayCharges.pageStep, 'CARD'),
      ),
    )
    .returning();
  return row ?? cardPageCharge({ db, clock, gatewayReference });
}

/**
 * Ends the page of a PENDING charge on one of `fromSteps`: the single-use return token is stored as
 * its hash and the one-time code dropped. ERR_GW_0009 when the page has moved on meanwhile.
 */
async function endPage(tx: TQueryable, gatewayReference: string, fromSteps: ('CARD' | 'CONFIRM')[], token: string): Promise<TChargeRow> {
  const [moved] = await tx
    .update(gatewayCharges)
    .set({ pageStep: 'DONE', returnTokenHash: hashOf(token), confirmationCode: null })
    .where(
      and(
        eq(gatewayCharges.gatewayReference, gatewayReference),
        inArray(gatewayCharges.pageStep, fromSteps),
        eq(gatewayCharges.status, 'PENDING'),
      ),
    )
    .returning();
  if (!moved) throw new AppError('ERR_GW_0009');
  return moved;
}

/**
 * The confirmation step: with the right code the card is charged and the payer is sent back to the
 * merchant with a single-use token. The charge settles here (and is announced) even if the browser
 * never arrives; a card the bank does not answer stays PENDING until it times out.
 */
export async function submitConfirmation({
  db,
  clock,
  gatewayReference,
  code,
}: {
  db: TDatabase;
  clock: Clock;
  gatewayReference: string;
  code: string;
}): Promise<{ redirectTo: string }> {
  const charge = await cardPageCharge({ db, clock, gatewayReference });
  if (charge.status !== 'PENDING' || charge.pageStep !== 'CONFIRM' || !charge.returnUrl) throw new AppError('ERR_GW_0009');
  if (code.trim() !== charge.confirmationCode) throw new AppError('ERR_GW_0013');
  const now = clock.now();
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    const moved = await endPage(tx, gatewayReference, ['CONFIRM'], token);
    switch (moved.pageCardBehaviour) {
      case 'APPROVE':
        await settlePending(tx, gatewayReference, { status: 'PAID', settledAt: now });
        break;
      case 'DECLINE':
        await settlePending(tx, gatewayReference, { status: 'DECLINED', declineCode: 'DECLINED', settledAt: now });
        break;
      case 'INSUFFICIENT_FUNDS':
        await settlePending(tx, gatewayReference, { status: 'DECLINED', declineCode: 'INSUFFICIENT_FUNDS', settledAt: now });
        break;
      case 'TIME_OUT':
      case null:
        await tx
          .update(gatewayCharges)
          .set({ expiresAt: new Date(now.getTime() + CARD_TIME_OUT_MS) })
          .where(eq(gatewayCharges.gatewayReference, gatewayReference));
        break;
    }
  });
  return { redirectTo: returnAddress(charge.returnUrl, gatewayReference, token) };
}

/**
 * The payer's cancel button, on either step: nothing is charged, the charge settles CANCELLED (and
 * is announced), and the payer is sent back to the merchant with a single-use token, as after a
 * confirmation. A charge already confirmed, expired or settled cannot be cancelled here.
 */
export async function cancelCardPage({
  db,
  clock,
  gatewayReference,
}: {
  db: TDatabase;
  clock: Clock;
  gatewayReference: string;
}): Promise<{ redirectTo: string }> {
  const charge = await cardPageCharge({ db, clock, gatewayReference });
  if (charge.status !== 'PENDING' || (charge.pageStep !== 'CARD' && charge.pageStep !== 'CONFIRM') || !charge.returnUrl)
    throw new AppError('ERR_GW_0009');
  const now = clock.now();
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    await endPage(tx, gatewayReference, ['CARD', 'CONFIRM'], token);
    await settlePending(tx, gatewayReference, { status: 'CANCELLED', settledAt: now });
  });
  return { redirectTo: returnAddress(charge.returnUrl, gatewayReference, token) };
}

/** The merchant redeems the token the browser brought back: once, and only for its own charge. */
export async function redeemReturnToken({
  db,
  clock,
  request: typed,
}: {
  db: TDatabase;
  clock: Clock;
  request: { gatewayReference: string; oneTimeToken: string };
}): Promise<TChargeOutcome> {
  const request = parseRequest(ZRedeemSchema, typed);
  const [redeemed] = await db
    .update(gatewayCharges)
    .set({ returnTokenRedeemedAt: clock.now() })
    .where(
      and(
        eq(gatewayCharges.gatewayReference, request.gatewayReference),
        eq(gatewayCharges.returnTokenHash, hashOf(request.oneTimeToken)),
        isNull(gatewayCharges.returnTokenRedeemedAt),
      ),
    )
    .returning({ gatewayReference: gatewayCharges.gatewayReference });
  if (!redeemed) throw new AppError('ERR_GW_0008');
  await expireDue(db, clock.now());
  return toOutcome(await findCharge(db, redeemed.gatewayReference));
}

import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { spentChallenges } from './challenge.schema';

/*
 * The security confirmation of the public forms: an ALTCHA proof of work the server issues, signs
 * and checks itself, with no third party (docs/decisions/0072-proof-of-work-challenge.md). Each
 * solution is accepted once, and only until the challenge expires on the injected clock.
 */

export type TChallengeSettings = { hmacKey: string; ttlSeconds: number; cost: number; maxCounter: number };

const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * The key that signs the derived key in deterministic mode, so a check is one HMAC instead of the
 * solver's work; drawn from the configured key so that one setting is enough.
 */
const keySignatureSecretOf = (hmacKey: string) => createHmac('sha256', hmacKey).update('altcha key signature').digest('hex');

/**
 * A new challenge. Its expiry travels in the signed data, read against the injected clock: the
 * library's own `expiresAt` is compared with the wall clock, which a simulated clock is not.
 */
export function issueChallenge({ settings, clock }: { settings: TChallengeSettings; clock: Clock }): Promise<Challenge> {
  const expiresAtMs = clock.now().getTime() + settings.ttlSeconds * 1000;
  return createChallenge({
    algorithm: ALGORITHM,
    cost: settings.cost,
    // The solver counts up from zero to this: at least half the largest, so no challenge is free.
    counter: randomInt(Math.ceil(settings.maxCounter / 2), settings.maxCounter),
    deriveKey,
    data: { expiresAtMs },
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: keySignatureSecretOf(settings.hmacKey),
  });
}

const ZPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ data: z.looseObject({ expiresAtMs: z.number() }) }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

function decoded(payload: string): z.infer<typeof ZPayloadSchema> {
  try {
    return ZPayloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    throw new AppError('ERR_CHALLENGE_0001');
  }
}

/**
 * Checks a solved challenge (the widget's base64 payload) and records it spent in the caller's
 * transaction, so a refused filing leaves it unspent. A wrong solution or signature is
 * ERR_CHALLENGE_0002, an expired challenge ERR_CHALLENGE_0003, one already accepted ERR_CHALLENGE_0004:
 * of two parallel submissions of one solution, the spent row's key lets only one through.
 */
export async function spendChallenge(options: {
  db: TQueryable;
  clock: Clock;
  settings: TChallengeSettings;
  payload: string;
}): Promise<void> {
  const { db, clock, settings, payload } = options;
  const { challenge, solution } = decoded(payload);
  const result = await verifySolution({
    challenge: challenge as unknown as Challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: keySignatureSecretOf(settings.hmacKey),
  });
  if (!result.verified) throw new AppError('ERR_CHALLENGE_0002');
  const now = clock.now();
  const expiresAt = new Date(challenge.parameters.data.expiresAtMs);
  if (now > expiresAt) throw new AppError('ERR_CHALLENGE_0003');
  const spent = await db
    .insert(spentChallenges)
    .values({ signature: challenge.signature, spentAt: now, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: spentChallenges.signature });
  if (spent.length === 0) throw new AppError('ERR_CHALLENGE_0004');
}

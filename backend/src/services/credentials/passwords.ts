import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

/** bcrypt cost: about 70 ms a check on a laptop, slow enough to make stolen hashes expensive to guess. */
export const PRODUCTION_PASSWORD_HASH_ROUNDS = 10;

let configuredRounds: number | undefined;

/**
 * PASSWORD_HASH_ROUNDS, which config.ts validates with the rest of the configuration: at least 10
 * outside simulation. The test runs set 4, bcrypt's least: their thousands of registrations and
 * sign-ins otherwise spend more of the tests' CPU in bcrypt than in anything else (decision 0092).
 * Read at the first hash rather than at import, so a test run's set-up can set it first. A stored
 * hash carries its own cost, so hashes made at one cost are still checked after a change.
 */
export function passwordHashRounds(env: NodeJS.ProcessEnv): number {
  return Number(env.PASSWORD_HASH_ROUNDS || PRODUCTION_PASSWORD_HASH_ROUNDS);
}

function rounds(): number {
  // eslint-disable-next-line n/no-process-env -- config.ts cannot hand it over (see above); it validates the same variable
  configuredRounds ??= passwordHashRounds(process.env);
  return configuredRounds;
}

let noAccountHash: string | undefined;

/**
 * Compared against when no account matches, so an unknown account costs the same time as a wrong
 * password and the answer's timing tells nothing: made at the configured cost, of a random password
 * nobody keeps.
 */
function hashForNoAccount(): string {
  noAccountHash ??= bcrypt.hashSync(randomBytes(18).toString('base64'), rounds());
  return noAccountHash;
}

export function hashSecret(secret: string): Promise<string> {
  return bcrypt.hash(secret, rounds());
}

/** True only for a stored hash that matches; a missing hash still spends the time of one check. */
export async function verifySecret(secret: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(secret, hash ?? hashForNoAccount());
  return matches && Boolean(hash);
}

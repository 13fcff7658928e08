import bcrypt from 'bcryptjs';

/** bcrypt cost: about 70 ms a check on a laptop, slow enough to make stolen hashes expensive to guess. */
const ROUNDS = 10;

/**
 * Compared against when no account matches, so an unknown account costs the same time as a wrong
 * password and the answer's timing tells nothing. Its password was random and is gone.
 */
const NO_ACCOUNT_HASH = '$2b$10$6obcS47twlxtrPQsX.WPU.WxVHdiPzNF5Z.HuMqsDh3nsn8ubqTkS';

export function hashSecret(secret: string): Promise<string> {
  return bcrypt.hash(secret, ROUNDS);
}

/** True only for a stored hash that matches; a missing hash still spends the time of one check. */
export async function verifySecret(secret: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(secret, hash ?? NO_ACCOUNT_HASH);
  return matches && Boolean(hash);
}

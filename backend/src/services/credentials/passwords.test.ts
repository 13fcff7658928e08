import { hashSecret, passwordHashRounds, verifySecret } from './passwords';

describe('secrets hashed at the configured cost', () => {
  it('hashes at the test run’s cost, 4, and checks only the secret that was hashed', async () => {
    const hash = await hashSecret('Correct-Horse-9');
    expect(hash.startsWith('$2b$04$')).toBe(true);
    expect(await verifySecret('Correct-Horse-9', hash)).toBe(true);
    expect(await verifySecret('Correct-Horse-8', hash)).toBe(false);
  });

  it('hashes at cost 10 where PASSWORD_HASH_ROUNDS is not set, or is empty', () => {
    expect(passwordHashRounds({})).toBe(10);
    expect(passwordHashRounds({ PASSWORD_HASH_ROUNDS: '' })).toBe(10);
    expect(passwordHashRounds({ PASSWORD_HASH_ROUNDS: '4' })).toBe(4);
  });

  it('refuses an account with no hash, after spending one check on it', async () => {
    expect(await verifySecret('anything', undefined)).toBe(false);
    expect(await verifySecret('', null)).toBe(false);
  });
});

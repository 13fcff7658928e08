import { hashSecret, verifySecret } from './passwords';

describe('secrets hashed at the configured cost', () => {
  it('hashes at the run’s PASSWORD_HASH_ROUNDS, and checks only the secret that was hashed', async () => {
    const hash = await hashSecret('Correct-Horse-9');
    expect(hash.startsWith(`$2b$0${process.env.PASSWORD_HASH_ROUNDS}$`)).toBe(true);
    expect(await verifySecret('Correct-Horse-9', hash)).toBe(true);
    expect(await verifySecret('Correct-Horse-8', hash)).toBe(false);
  });

  it('hashes at cost 10 where PASSWORD_HASH_ROUNDS is not set', async () => {
    jest.resetModules();
    const saved = process.env.PASSWORD_HASH_ROUNDS;
    delete process.env.PASSWORD_HASH_ROUNDS;
    try {
      const fresh = await import('./passwords');
      expect((await fresh.hashSecret('Correct-Horse-9')).startsWith('$2b$10$')).toBe(true);
    } finally {
      process.env.PASSWORD_HASH_ROUNDS = saved;
    }
  });

  it('refuses an account with no hash, after spending one check on it', async () => {
    expect(await verifySecret('anything', undefined)).toBe(false);
    expect(await verifySecret('', null)).toBe(false);
  });
});

import { createSecretKey, type KeyObject } from 'node:crypto';

/**
 * The HMAC key for tokens and access keys, built once. Handed a string, jsonwebtoken builds a key
 * on every sign and verify, and first tries to read the string as a public key, which throws: a
 * third of the CPU of a busy server went there. The same bytes as the string, so tokens signed
 * before a restart stay valid.
 */
export function signingKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

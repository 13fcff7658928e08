/** requirements/wire-contract.md#common-headers: the letter T, the timestamp in milliseconds, then 10 random hexadecimal characters. */
export function newTransactionId(nowMs: number, randomBytes: (length: number) => Uint8Array): string {
  const hex = Array.from(randomBytes(5), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `T${nowMs}${hex}`;
}

export function cryptoRandomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

/**
 * Invoice payment references: 16 digits of a sequence and two check digits by ISO 7064 MOD 97-10
 * (the scheme of IBAN), so a mistyped reference is refused before it is looked up: any single
 * wrong digit and most swaps of two digits fail the check.
 */

const REFERENCE = /^\d{18}$/;

/** The two check digits for a sequence number: 98 minus (number x 100) mod 97. */
export function referenceCheckDigits(sequence: bigint): string {
  return String(98n - ((sequence * 100n) % 97n)).padStart(2, '0');
}

export function referenceFor(sequence: bigint): string {
  return `${sequence.toString().padStart(16, '0')}${referenceCheckDigits(sequence)}`;
}

/** 18 digits whose value is 1 modulo 97. */
export function isValidReference(reference: string): boolean {
  return REFERENCE.test(reference) && BigInt(reference) % 97n === 1n;
}

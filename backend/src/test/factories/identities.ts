import { testRandom } from '../test-random';

/** Fresh identities for every call, so test files can share the run's database in parallel; drawn from the file's seeded draws (test-random.ts). */

export const PASSWORD = 'Toll-Road-2026';

function withCheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

export const digits = (count: number) => testRandom().digits(count);
export const letters = (count: number) => Array.from({ length: count }, () => String.fromCharCode(97 + testRandom().int(0, 26))).join('');

export const newThaiId = () => withCheckDigit(`${testRandom().int(1, 9)}${digits(11)}`);
export const newJuristicId = () => withCheckDigit(`0${digits(11)}`);
export const newEmail = () => `${testRandom().hex(12)}@example.com`;
export const newMobile = () => `08${digits(8)}`;
export const newPassportNumber = () => `AB${digits(7)}`;

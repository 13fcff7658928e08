/**
 * Card numbers as the gateway checks them (requirements/payment-methods.md#card-rules): the Luhn check digit, and the brand's
 * issuer ranges, so a number typed under the wrong card type is refused before it is sent.
 */
export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'JCB', 'UNIONPAY', 'VISA_DEBIT', 'VISA_ELECTRON'] as const;
export type TCardBrandCode = (typeof CARD_BRANDS)[number];

/** True when the digits' Luhn (mod 10) sum is a multiple of ten. */
export function passesLuhn(digits: string): boolean {
  // Stryker disable next-line ConditionalExpression,Regex: a non-digit makes the sum NaN, which fails the check as well; the guard says so plainly
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      // Stryker disable next-line EqualityOperator: a doubled digit is even, never 9
      if (digit > 9) digit -= 9;
    }
    // Stryker disable next-line AssignmentOperator: a negative sum is a multiple of ten exactly when its positive is
    sum += digit;
  }
  return sum % 10 === 0;
}

type TRange = { from: number; to: number; prefixLength: number };

const range = (from: number, to: number): TRange => ({ from, to, prefixLength: String(from).length });

const VISA_RANGES = [range(4, 4)];

/** Issuer ranges (IIN) and lengths per brand; Visa Debit and Visa Electron are issued in Visa's range. */
const BRAND_RULES: Record<TCardBrandCode, { ranges: TRange[]; lengths: number[] }> = {
  VISA: { ranges: VISA_RANGES, lengths: [16, 19] },
  VISA_DEBIT: { ranges: VISA_RANGES, lengths: [16, 19] },
  VISA_ELECTRON: { ranges: VISA_RANGES, lengths: [16] },
  MASTERCARD: { ranges: [range(51, 55), range(2221, 2720)], lengths: [16] },
  JCB: { ranges: [range(3528, 3589)], lengths: [16, 17, 18, 19] },
  UNIONPAY: { ranges: [range(62, 62)], lengths: [16, 17, 18, 19] },
};

/** The number with the spaces and dashes people type between groups taken out. */
export function normaliseCardNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** True when the number is all digits, of one of the brand's lengths, in one of its ranges, with a valid check digit. */
export function isCardNumberOfBrand(number: string, brand: TCardBrandCode): boolean {
  const rules = BRAND_RULES[brand];
  // Stryker disable next-line Regex: a non-digit fails the issuer range or the Luhn check after it
  if (!/^\d+$/.test(number) || !rules.lengths.includes(number.length)) return false;
  const inRange = rules.ranges.some(({ from, to, prefixLength }) => {
    const prefix = Number(number.slice(0, prefixLength));
    return prefix >= from && prefix <= to;
  });
  return inRange && passesLuhn(number);
}

/** The Luhn check digit that completes these digits (for building test numbers). */
export function luhnCheckDigit(partial: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(`${partial}${digit}`)) return String(digit);
  throw new Error('not digits');
}

/** A card is good through the last second of its expiry month, in Bangkok time (UTC+7 all year). */
export function cardExpiresAt(expiryMonth: number, expiryYear: number): Date {
  return new Date(Date.UTC(expiryYear, expiryMonth, 1) - 7 * 3_600_000);
}

export function isCardExpired(expiryMonth: number, expiryYear: number, now: Date): boolean {
  return now.getTime() >= cardExpiresAt(expiryMonth, expiryYear).getTime();
}

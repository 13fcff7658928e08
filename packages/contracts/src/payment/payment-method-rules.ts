/**
 * The payment-method rules (requirements/payment-methods.md) as pure functions, shared by the portal's forms and the backend.
 * Each answers a catalogue code (payment-method-rule-texts.ts) or undefined when the value passes.
 * Rules that need data (the bank list, the customer's methods and vehicles) are the backend's.
 */
import { addDays, bangkokDateOf, daysInMonthOf, type TIsoDate } from '../time/bangkok';
import { isCardNumberOfBrand, normaliseCardNumber, passesLuhn, type TCardBrandCode } from './card-number';

/** requirements/payment-methods.md#card-rules: a card number has at least 16 digits; 19 is the longest any of the card types issues. */
const MIN_CARD_DIGITS = 16;
const MAX_CARD_DIGITS = 19;

/**
 * Format first, then the check digit, then the card type (its issuer ranges and lengths, as the
 * gateway checks them in card-number.ts), so one mistake gets one message.
 */
export function cardNumberProblem(
  number: string,
  brand: TCardBrandCode | undefined,
): 'ERR_PAY_0001' | 'ERR_PAY_0002' | 'ERR_PAY_0003' | undefined {
  const digits = normaliseCardNumber(number);
  if (!/^\d+$/.test(digits) || digits.length < MIN_CARD_DIGITS || digits.length > MAX_CARD_DIGITS) return 'ERR_PAY_0001';
  if (!passesLuhn(digits)) return 'ERR_PAY_0003';
  return brand && !isCardNumberOfBrand(digits, brand) ? 'ERR_PAY_0002' : undefined;
}

export function expiryMonthProblem(month: string): 'ERR_PAY_0004' | undefined {
  return /^(0[1-9]|1[0-2])$/.test(month) ? undefined : 'ERR_PAY_0004';
}

export function expiryYearProblem(year: string): 'ERR_PAY_0005' | undefined {
  return /^\d{4}$/.test(year) ? undefined : 'ERR_PAY_0005';
}

/**
 * A card is good through the last day of its expiry month, Bangkok time: 06/2026 still works on
 * 30 June 2026 and is expired from 1 July. Only speaks when month and year are well formed.
 */
export function cardExpiryProblem(month: string, year: string, now: Date): 'ERR_PAY_0006' | undefined {
  if (expiryMonthProblem(month) || expiryYearProblem(year)) return undefined;
  const thisMonth = bangkokDateOf(now).slice(0, 7);
  return `${year}-${month}` < thisMonth ? 'ERR_PAY_0006' : undefined;
}

export function cvvProblem(cvv: string): 'ERR_PAY_0007' | undefined {
  return /^\d{3}$/.test(cvv) ? undefined : 'ERR_PAY_0007';
}

/** requirements/payment-methods.md#card-rules: at least 2 characters, as printed on the card (Latin letters, spaces, dots, hyphens, apostrophes). */
const MIN_HOLDER_NAME_LENGTH = 2;

export function holderNameProblem(name: string): 'ERR_PAY_0008' | undefined {
  const trimmed = name.trim();
  return trimmed.length >= MIN_HOLDER_NAME_LENGTH && trimmed.length <= 60 && /^[A-Za-z .'-]+$/.test(trimmed) ? undefined : 'ERR_PAY_0008';
}

/** requirements/payment-methods.md#bank-account-rules: the account number has one of the lengths its bank uses (master list `banks`, 10, 12 or 14 digits). */
export function bankAccountProblem(accountNumber: string, accountLengths: readonly number[]): 'ERR_PAY_0009' | undefined {
  return /^\d+$/.test(accountNumber) && accountLengths.includes(accountNumber.length) ? undefined : 'ERR_PAY_0009';
}

/** Request-to-pay goes to a Thai mobile: 10 digits starting with 0. */
export function requestToPayMobileProblem(mobile: string): 'ERR_PAY_0010' | undefined {
  return /^0\d{9}$/.test(mobile) ? undefined : 'ERR_PAY_0010';
}

/** requirements/payment-methods.md#tag-rules: M-PASS by its 10-digit printed serial or its 19-digit OBU number. */
const MPASS_NUMBER_LENGTHS = [10, 19] as const;
/** requirements/payment-methods.md#tag-rules: an Easy Pass number has 10 digits. */
const EASYPASS_NUMBER_LENGTH = 10;
/** requirements/payment-methods.md#tag-rules: the office number is exactly 5 characters. */
const OFFICE_NUMBER_LENGTH = 5;

export function tagNumberProblem(kind: 'MPASS' | 'EASYPASS', tagNumber: string): 'ERR_PAY_0011' | 'ERR_PAY_0012' | undefined {
  if (kind === 'MPASS')
    return /^\d+$/.test(tagNumber) && (MPASS_NUMBER_LENGTHS as readonly number[]).includes(tagNumber.length) ? undefined : 'ERR_PAY_0011';
  return /^\d+$/.test(tagNumber) && tagNumber.length === EASYPASS_NUMBER_LENGTH ? undefined : 'ERR_PAY_0012';
}

export function officeNumberProblem(officeNumber: string): 'ERR_PAY_0013' | undefined {
  return officeNumber.length === OFFICE_NUMBER_LENGTH && /^[A-Za-z0-9]+$/.test(officeNumber) ? undefined : 'ERR_PAY_0013';
}

/** The chip's serial as printed on the tag: letters and digits, 6 to 20 of them. */
export function chipSerialProblem(chipSerial: string): 'ERR_PAY_0014' | undefined {
  return /^[A-Za-z0-9]{6,20}$/.test(chipSerial) ? undefined : 'ERR_PAY_0014';
}

/** requirements/billing.md#billing-cycles: the second billing cycle of a month opens on the 16th. */
const SECOND_CYCLE_DAY = 16;

/**
 * requirements/payment-methods.md#when-a-channel-change-takes-effect: a change of payment channel made on the 1st to the 15th (Bangkok) takes effect on the
 * 16th; one made on the 16th to the month's end, on the 1st of the next month; a customer's first
 * method takes effect at once (today). Answers a Bangkok date.
 */
export function channelChangeTakesEffectOn(now: Date, isFirstMethod: boolean): TIsoDate {
  const today = bangkokDateOf(now);
  if (isFirstMethod) return today;
  const day = Number(today.slice(8));
  if (day < SECOND_CYCLE_DAY) return `${today.slice(0, 8)}${SECOND_CYCLE_DAY}`;
  return addDays(today, daysInMonthOf(today) - day + 1);
}

/** requirements/payment-methods.md#tags-as-the-primary-method: an M-PASS or Easy Pass tag may be the primary method only while the member has exactly one vehicle. */
export function tagMayBePrimary(vehicleCount: number): boolean {
  return vehicleCount === 1;
}

/** requirements/payment-methods.md#tags-as-the-primary-method: while a tag is the primary method, adding vehicles is refused once the member would have more than one. */
export function tagPrimaryAdmits(vehicleCount: number, adding: number): boolean {
  return vehicleCount + adding <= 1;
}

import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

export const ZPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'ERR_CUST_0001')
  .max(PASSWORD_MAX_LENGTH, 'ERR_CUST_0001')
  .regex(/[A-Z]/, 'ERR_CUST_0002')
  .regex(/[a-z]/, 'ERR_CUST_0003')
  .regex(/\d/, 'ERR_CUST_0004')
  .refine((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), 'ERR_CUST_0005')
  .meta({ description: '8 to 20 characters with an uppercase letter, a lowercase letter and a digit; not a common password' });

const TRIVIAL_PINS = new Set(['012345', '123456', '234567', '345678', '456789', '987654', '876543', '765432', '654321', '543210']);

/** Only a 6-digit passcode is judged, so a malformed one gets the format message alone. */
function isGuessablePin(value: string): boolean {
  // Stryker disable next-line Regex: no string but 6 digits is one digit six times or a listed run, so the anchors change nothing
  return /^\d{6}$/.test(value) && (/^(\d)\1{5}$/.test(value) || TRIVIAL_PINS.has(value));
}

export const ZPinSchema = z
  .string()
  .regex(/^\d{6}$/, 'ERR_CUST_0035')
  .refine((value) => !isGuessablePin(value), 'ERR_CUST_0036')
  .meta({ description: '6 digits, not all the same and not a run such as 123456' });

import { z } from 'zod';
import { INVALID, REQUIRED } from './rule-codes';

/** requirements/accounts.md#identifier-formats: ID numbers, laser codes and passports are typed without separators; the portal strips its display dashes first. */
const THAI_ID = /^\d{13}$/;
const PASSPORT = /^[A-Za-z0-9]{7,13}$/;

/** The mod-11 check digit that Thai national ID and juristic registration numbers share. */
export function hasValidThaiCheckDigit(id: string): boolean {
  if (!THAI_ID.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}

/** Check-digit rules only speak once the format is right, so a short number gets one message, not two. */
const checkDigitOrWrongFormat = (value: string) => !THAI_ID.test(value) || hasValidThaiCheckDigit(value);

export const ZThaiNationalIdSchema = z
  .string()
  .regex(THAI_ID, 'ERR_CUST_0008')
  .refine(checkDigitOrWrongFormat, 'ERR_CUST_0009')
  .meta({ description: '13 digits with a valid check digit', example: '1101700230708' });

export const ZJuristicIdSchema = z
  .string()
  .regex(THAI_ID, 'ERR_CUST_0012')
  .refine(checkDigitOrWrongFormat, 'ERR_CUST_0013')
  .meta({ description: 'Juristic registration number: 13 digits with a valid check digit', example: '0105536092641' });

export const ZLaserCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}\d{10}$/, 'ERR_CUST_0010')
  .meta({ description: 'Back-of-card number: 2 letters and 10 digits, 12 characters', example: 'ME0123456789' });

export const ZPassportSchema = z
  .string()
  .regex(PASSPORT, 'ERR_CUST_0011')
  .meta({ description: 'Passport or alien (non-Thai) ID: 7 to 13 letters or digits' });

/** An authorised person may be Thai (national ID) or foreign (passport), so either form is taken. */
export const ZPersonIdSchema = z
  .string()
  .refine((value) => THAI_ID.test(value) || PASSPORT.test(value), 'ERR_CUST_0011')
  .refine(checkDigitOrWrongFormat, 'ERR_CUST_0009')
  .meta({ description: 'National ID (13 digits) or passport / alien ID (7 to 13 letters or digits)' });

export const ZPersonNameSchema = z
  .string()
  .min(1, REQUIRED)
  .max(100, 'ERR_CUST_0021')
  .regex(/^[A-Za-z\u0E00-\u0E7F .'-]*$/, 'ERR_CUST_0021');

/** Nationality codes are ISO 3166-1 alpha-3 (master list `nationalities`); THA is Thai. */
export const THAI_NATIONALITY = 'THA';
export const ZNationalitySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, INVALID)
  .meta({ example: THAI_NATIONALITY });

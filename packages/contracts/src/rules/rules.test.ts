import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { requiredDocuments } from '../customer/documents';
import { monthsBefore } from '../time/bangkok';
import { COMMON_PASSWORDS } from './common-passwords';
import { isIsoDate } from './dates';
import { hasValidThaiCheckDigit, ZJuristicIdSchema, ZThaiNationalIdSchema } from './identity';
import { ZPasswordSchema, ZPinSchema } from './password';
import { CUSTOMER_RULE_CODES } from './rule-codes';

const SOURCE_ROOT = path.join(__dirname, '..');

function sourcesOf(folder: string): string[] {
  return readdirSync(path.join(SOURCE_ROOT, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => readFileSync(path.join(SOURCE_ROOT, folder, name), 'utf8'));
}

describe('the shared rules', () => {
  it('answer only with the codes they declare, so the catalogue test covers every one', () => {
    const used = new Set(
      sourcesOf('rules')
        .concat(sourcesOf('customer'))
        .flatMap((source) => [...source.matchAll(/'(ERR_[A-Z]+_\d{4})'/g)].map((match) => match[1])),
    );
    for (const code of used) expect(CUSTOMER_RULE_CODES).toContain(code);
  });
});

describe('Thai ID check digit (mod 11)', () => {
  it.each(['1101700230708', '3987471742921', '0105536092641'])('accepts %s', (id) => {
    expect(hasValidThaiCheckDigit(id)).toBe(true);
  });

  it.each(['1101700230709', '110170023070', '11017002307080', 'A101700230708'])('refuses %s', (id) => {
    expect(hasValidThaiCheckDigit(id)).toBe(false);
  });

  it('wraps at the ends of mod 11: a weighted sum of remainder 0 or 10 takes check digit 1, remainder 1 takes 0', () => {
    // 1x13 + 1x12 + 0x11 + 1x10 + 7x9 + 0x8 + 0x7 + 2x6 + 3x5 + 0x4 + 7x3 + 4x2 = 154 = 14 x 11.
    expect(hasValidThaiCheckDigit('1101700230741')).toBe(true);
    expect(hasValidThaiCheckDigit('1101700230740')).toBe(false);
    expect(hasValidThaiCheckDigit('1101700230830')).toBe(true);
    expect(hasValidThaiCheckDigit('1101700230831')).toBe(false);
    expect(hasValidThaiCheckDigit('1101700230791')).toBe(true);
    expect(hasValidThaiCheckDigit('1101700230759')).toBe(true);
  });

  it('is what the national ID and juristic number schemas check, after the 13-digit format', () => {
    const messages = (schema: typeof ZThaiNationalIdSchema, value: string) =>
      schema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages(ZThaiNationalIdSchema, '1101700230741')).toBeUndefined();
    expect(messages(ZThaiNationalIdSchema, '1101700230740')).toEqual(['ERR_CUST_0009']);
    expect(messages(ZThaiNationalIdSchema, '110170023074')).toEqual(['ERR_CUST_0008']);
    expect(messages(ZJuristicIdSchema, '0105536092641')).toBeUndefined();
    expect(messages(ZJuristicIdSchema, '0105536092640')).toEqual(['ERR_CUST_0013']);
    expect(messages(ZJuristicIdSchema, '010553609264')).toEqual(['ERR_CUST_0012']);
  });
});

describe('password rules', () => {
  it('ships a list of about 200 common passwords, compared without regard to case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    expect(ZPasswordSchema.safeParse('PassWord1').success).toBe(false);
    expect(ZPasswordSchema.safeParse('Toll-Road-2026').success).toBe(true);
  });

  it('requirements/accounts.md#password-rules: at least 8 and at most 20 characters', () => {
    const codes = (password: string) => ZPasswordSchema.safeParse(password).error?.issues.map((issue) => issue.message);
    expect(codes('Tollw4y')).toEqual(['ERR_CUST_0001']);
    expect(codes('Tollw4ys')).toBeUndefined();
    expect(codes('Tollw4ys9')).toBeUndefined();
    expect(codes('Tollw4ys9Tollw4ys9Ab')).toBeUndefined();
    expect(codes('Tollw4ys9Tollw4ys9Abc')).toEqual(['ERR_CUST_0001']);
  });

  it('requirements/accounts.md#password-rules: an uppercase letter, a lowercase letter and a digit, each with its own message', () => {
    const codes = (password: string) => ZPasswordSchema.safeParse(password).error?.issues.map((issue) => issue.message);
    expect(codes('tollw4ys')).toEqual(['ERR_CUST_0002']);
    expect(codes('TOLLW4YS')).toEqual(['ERR_CUST_0003']);
    expect(codes('Tollways')).toEqual(['ERR_CUST_0004']);
    expect(codes('tollway')).toEqual(['ERR_CUST_0001', 'ERR_CUST_0002', 'ERR_CUST_0004']);
  });
});

describe('passcode rules', () => {
  it.each([
    ['12345', 'ERR_CUST_0035'],
    ['12a456', 'ERR_CUST_0035'],
    ['777777', 'ERR_CUST_0036'],
    ['123456', 'ERR_CUST_0036'],
    ['654321', 'ERR_CUST_0036'],
  ])('refuses %s with %s', (pin, code) => {
    const result = ZPinSchema.safeParse(pin);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([code]);
  });

  it('accepts an ordinary 6-digit passcode', () => {
    expect(ZPinSchema.safeParse('480915').success).toBe(true);
  });
});

describe('dates', () => {
  it.each(['2024-02-29', '1990-12-31'])('takes %s as a date', (value) => expect(isIsoDate(value)).toBe(true));
  it.each(['2023-02-29', '1990-13-01', '1990-1-1', '2567-01-01x'])('refuses %s', (value) => expect(isIsoDate(value)).toBe(false));

  it('counts six months back to the same day, or the last day of a shorter month', () => {
    expect(monthsBefore('2026-11-16', 6)).toBe('2026-05-16');
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2026-03-15', 6)).toBe('2025-09-15');
  });
});

describe('required documents (requirements/accounts.md#documents-required)', () => {
  it('asks Thai owners for the ID card, foreigners for the passport, companies for the certificates, and authorised persons for the power of attorney', () => {
    expect(requiredDocuments({ customerType: 'INDIVIDUAL', nationality: 'THA', registrantType: 'OWNER' })).toEqual([
      'SELFIE_WITH_ID',
      'ID_CARD_FRONT',
      'ID_CARD_BACK',
    ]);
    expect(requiredDocuments({ customerType: 'INDIVIDUAL', nationality: 'JPN', registrantType: 'OWNER' })).toEqual([
      'SELFIE_WITH_ID',
      'PASSPORT',
    ]);
    expect(requiredDocuments({ customerType: 'JURISTIC', registrantType: 'AUTHORISED_PERSON' })).toEqual([
      'COMPANY_CERTIFICATE',
      'VAT_CERTIFICATE',
      'AUTHORISED_PERSON_ID',
      'POWER_OF_ATTORNEY',
    ]);
  });
});

import { z } from 'zod';
import { stepCodeOf, type TVerificationStep } from '../otp/verification-steps';
import { ZCompanyPhoneSchema, ZEmailSchema, ZMobileSchema } from './contact';
import { checkIdentity, checkPasswordConfirmation, record, type TIssueSink } from './cross-field';
import { isIsoDate, ZDateSchema } from './dates';
import { ZPersonIdSchema } from './identity';
import { INVALID, REQUIRED } from './rule-codes';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);

function issuesOf(check: (sink: TIssueSink) => void) {
  const issues: { message: string; path: PropertyKey[] }[] = [];
  check({ addIssue: ({ code, message, path }) => issues.push({ message: `${code}:${message}`, path }) });
  return issues;
}

describe('contact rules (requirements/accounts.md#contact-and-consent)', () => {
  it('a mobile is 10 digits starting 06, 08 or 09', () => {
    for (const mobile of ['0612345678', '0812345678', '0912345678']) expect(messages(ZMobileSchema, mobile)).toBeUndefined();
    for (const mobile of ['0212345678', '081234567', '08123456789', 'x0812345678', '0812345678x', '08a2345678', '1812345678'])
      expect(messages(ZMobileSchema, mobile)).toEqual(['ERR_CUST_0015']);
  });

  it('a company phone is 10 digits starting with 0', () => {
    expect(messages(ZCompanyPhoneSchema, '0226543210')).toBeUndefined();
    for (const phone of ['022654321', '02265432101', '1226543210', 'x0226543210', '0226543210x', '02265432a0'])
      expect(messages(ZCompanyPhoneSchema, phone)).toEqual(['ERR_CUST_0014']);
  });

  it('an e-mail is valid and at most 254 characters', () => {
    const label = 'b'.repeat(60);
    const addressOf = (length: number) => {
      const domain = `${label}.${label}.${label}.`;
      return `${'a'.repeat(length - domain.length - 1 - 8)}@${domain}${'c'.repeat(8)}`;
    };
    expect(addressOf(254)).toHaveLength(254);
    expect(messages(ZEmailSchema, 'somchai@example.com')).toBeUndefined();
    expect(messages(ZEmailSchema, addressOf(254))).toBeUndefined();
    expect(messages(ZEmailSchema, addressOf(255))).toEqual(['ERR_CUST_0017']);
    expect(messages(ZEmailSchema, 'somchai@')).toEqual(['ERR_CUST_0017']);
  });

  it('documents each schema with a description or an example that passes it', () => {
    for (const schema of [ZMobileSchema, ZCompanyPhoneSchema, ZEmailSchema] as z.ZodType[]) {
      const meta = z.globalRegistry.get(schema);
      if (meta?.example !== undefined) expect(schema.safeParse(meta.example).success).toBe(true);
      expect(meta?.example ?? meta?.description).toBeTruthy();
    }
    expect(z.globalRegistry.get(ZMobileSchema)?.description).toMatch(/10 digits starting 06, 08 or 09/);
    expect(z.globalRegistry.get(ZCompanyPhoneSchema)?.description).toMatch(/10 digits starting with 0/);
  });
});

describe('dates', () => {
  it('takes real Gregorian dates from 1900 on, with leap years every 4 years but not every 100, yet every 400', () => {
    for (const date of ['1900-01-01', '2000-02-29', '2024-02-29', '2026-04-30', '2026-12-31', '2026-01-31', '2026-02-28'])
      expect(isIsoDate(date)).toBe(true);
    for (const date of [
      '1899-12-31',
      '1900-02-29',
      '2100-02-29',
      '2023-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-06-31',
      '2026-09-31',
      '2026-11-31',
      '2026-00-10',
      '2026-13-01',
      '2026-01-00',
      '2026-01-32',
      '26-01-01',
      ' 2026-01-01',
      '2026-01-01 ',
      '2026/01/01',
    ])
      expect(isIsoDate(date)).toBe(false);
    expect(messages(ZDateSchema, '2026-02-30')).toEqual(['ERR_CUST_0019']);
  });
});

describe('cross-field rules', () => {
  it('a Thai national gives a valid national ID and a laser code, both required', () => {
    expect(issuesOf((sink) => checkIdentity(sink, { nationality: 'THA', idNumber: '1101700230708', laserCode: 'ME0123456789' }))).toEqual(
      [],
    );
    expect(issuesOf((sink) => checkIdentity(sink, { nationality: 'THA' }))).toEqual([
      { message: `custom:${REQUIRED}`, path: ['idNumber'] },
      { message: `custom:${REQUIRED}`, path: ['laserCode'] },
    ]);
    expect(issuesOf((sink) => checkIdentity(sink, { nationality: 'THA', idNumber: '1101700230709', laserCode: 'ME012345678' }))).toEqual([
      { message: 'custom:ERR_CUST_0009', path: ['idNumber'] },
      { message: 'custom:ERR_CUST_0010', path: ['laserCode'] },
    ]);
  });

  it('anyone else gives a passport or alien ID, and no laser code', () => {
    expect(issuesOf((sink) => checkIdentity(sink, { nationality: 'LAO', idNumber: 'P1234567' }))).toEqual([]);
    expect(issuesOf((sink) => checkIdentity(sink, { nationality: 'LAO', idNumber: 'P12', laserCode: 'ME0123456789' }))).toEqual([
      { message: 'custom:ERR_CUST_0011', path: ['idNumber'] },
      { message: `custom:${INVALID}`, path: ['laserCode'] },
    ]);
  });

  it('says nothing until a nationality is chosen', () => {
    expect(issuesOf((sink) => checkIdentity(sink, { idNumber: 'x' }))).toEqual([]);
  });

  it('the confirmation must match the password', () => {
    expect(issuesOf((sink) => checkPasswordConfirmation(sink, 'Tollw4ys', 'Tollw4ys', ['confirmPassword']))).toEqual([]);
    expect(issuesOf((sink) => checkPasswordConfirmation(sink, 'Tollw4ys', 'Tollw4yz', ['confirmPassword']))).toEqual([
      { message: 'custom:ERR_CUST_0006', path: ['confirmPassword'] },
    ]);
    expect(issuesOf((sink) => checkPasswordConfirmation(sink, undefined, 'Tollw4yz', ['confirmPassword']))).toEqual([]);
    expect(issuesOf((sink) => checkPasswordConfirmation(sink, 'Tollw4ys', undefined, ['confirmPassword']))).toEqual([]);
  });

  it('reads a form body as a record, and anything else as an empty one', () => {
    expect(record({ a: 1 })).toEqual({ a: 1 });
    expect(record(null)).toEqual({});
    expect(record('text')).toEqual({});
    expect(record(undefined)).toEqual({});
  });
});

describe('person IDs', () => {
  it('take a Thai national ID with its check digit, or a passport of 7 to 13 letters or digits', () => {
    expect(messages(ZPersonIdSchema, '1101700230708')).toBeUndefined();
    expect(messages(ZPersonIdSchema, 'AB12345')).toBeUndefined();
    expect(messages(ZPersonIdSchema, 'AB1234')).toEqual(['ERR_CUST_0011']);
    expect(messages(ZPersonIdSchema, 'AB-12345')).toEqual(['ERR_CUST_0011']);
    expect(messages(ZPersonIdSchema, '1101700230709')).toEqual(['ERR_CUST_0009']);
  });
});

describe('verification steps', () => {
  it('refuses a step outside the table', () => {
    expect(() => stepCodeOf('NO_SUCH_STEP' as TVerificationStep)).toThrow('unknown verification step NO_SUCH_STEP');
  });
});

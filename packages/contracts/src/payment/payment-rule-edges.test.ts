import { autoDebitRunOf } from './auto-debit-cutoff';
import { luhnCheckDigit } from './card-number';
import {
  bankAccountProblem,
  cardExpiryProblem,
  cardNumberProblem,
  chipSerialProblem,
  expiryMonthProblem,
  holderNameProblem,
  officeNumberProblem,
  requestToPayMobileProblem,
  tagNumberProblem,
} from './payment-method-rules';

const now = new Date('2026-11-16T10:00:00+07:00');

describe('payment-method rules take the whole value, not a part of it (requirements/payment-methods.md)', () => {
  it('a card number of 16 digits with a letter in front is a format problem, not a check-digit one', () => {
    expect(cardNumberProblem(`a${'4'.repeat(15)}6`, undefined)).toBe('ERR_PAY_0001');
  });

  it('an expiry month is 01 to 12, exactly two digits', () => {
    for (const month of ['x12', '123', '1', '00', '13']) expect(expiryMonthProblem(month)).toBe('ERR_PAY_0004');
    expect(expiryMonthProblem('12')).toBeUndefined();
  });

  it('the expiry date speaks only once month and year are well formed', () => {
    expect(cardExpiryProblem('13', '2020', now)).toBeUndefined();
    expect(cardExpiryProblem('01', '20', now)).toBeUndefined();
    expect(cardExpiryProblem('10', '2026', now)).toBe('ERR_PAY_0006');
    expect(cardExpiryProblem('11', '2026', now)).toBeUndefined();
  });

  it('a holder name is 2 to 60 letters, spaces, dots, hyphens or apostrophes', () => {
    expect(holderNameProblem('A')).toBe('ERR_PAY_0008');
    expect(holderNameProblem('Al')).toBeUndefined();
    expect(holderNameProblem('A'.repeat(60))).toBeUndefined();
    expect(holderNameProblem('A'.repeat(61))).toBe('ERR_PAY_0008');
    expect(holderNameProblem('1Somchai')).toBe('ERR_PAY_0008');
    expect(holderNameProblem('Somchai1')).toBe('ERR_PAY_0008');
  });

  it('a bank account is digits only, of a length its bank uses', () => {
    expect(bankAccountProblem('1234567890', [10])).toBeUndefined();
    expect(bankAccountProblem('a123456789', [10])).toBe('ERR_PAY_0009');
    expect(bankAccountProblem('123456789a', [10])).toBe('ERR_PAY_0009');
  });

  it('a request-to-pay mobile is 10 digits starting with 0', () => {
    expect(requestToPayMobileProblem('x0812345678')).toBe('ERR_PAY_0010');
    expect(requestToPayMobileProblem('0812345678x')).toBe('ERR_PAY_0010');
  });

  it('tag, office and chip numbers allow nothing before or after', () => {
    expect(tagNumberProblem('MPASS', 'x123456789')).toBe('ERR_PAY_0011');
    expect(tagNumberProblem('MPASS', '123456789x')).toBe('ERR_PAY_0011');
    expect(tagNumberProblem('EASYPASS', 'x123456789')).toBe('ERR_PAY_0012');
    expect(tagNumberProblem('EASYPASS', '123456789x')).toBe('ERR_PAY_0012');
    expect(officeNumberProblem('-1234')).toBe('ERR_PAY_0013');
    expect(officeNumberProblem('1234-')).toBe('ERR_PAY_0013');
    expect(chipSerialProblem('-ABC123')).toBe('ERR_PAY_0014');
    expect(chipSerialProblem('ABC123-')).toBe('ERR_PAY_0014');
  });
});

describe('the Luhn check digit for test numbers', () => {
  it('finds 9 too, and refuses what is not digits', () => {
    expect(luhnCheckDigit('400000000000006')).toBe('9');
    expect(() => luhnCheckDigit('4a')).toThrow('not digits');
  });
});

describe('the automatic payment run of each kind', () => {
  it('cards and bank direct debit have runs of their own; everything else posts at once', () => {
    expect(autoDebitRunOf('CARD')).toBe('CARD');
    expect(autoDebitRunOf('BANK_DEBIT')).toBe('BANK_DEBIT');
    expect(autoDebitRunOf('QR')).toBe('IMMEDIATE');
  });
});

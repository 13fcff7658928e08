import {
  bankAccountProblem,
  cardExpiryProblem,
  cardNumberProblem,
  channelChangeTakesEffectOn,
  chipSerialProblem,
  cvvProblem,
  expiryMonthProblem,
  expiryYearProblem,
  holderNameProblem,
  officeNumberProblem,
  requestToPayMobileProblem,
  tagMayBePrimary,
  tagNumberProblem,
  tagPrimaryAdmits,
} from './payment-method-rules';
import { luhnCheckDigit } from './card-number';
import { paymentMethodStep } from './payment-method-kinds';

/** Completes a number with its Luhn check digit, so tests can state the digits that matter. */
function withCheckDigit(body: string): string {
  return `${body}${luhnCheckDigit(body)}`;
}

describe('card number (requirements/payment-methods.md#card-rules)', () => {
  it('refuses 15 digits and takes 16', () => {
    expect(cardNumberProblem(withCheckDigit('41111111111111'), 'VISA')).toBe('ERR_PAY_0001');
    expect(cardNumberProblem(withCheckDigit('411111111111111'), 'VISA')).toBeUndefined();
  });

  it('refuses 17 digits for a type that issues 16, and takes 19 for UnionPay', () => {
    expect(cardNumberProblem(withCheckDigit('4111111111111111'), 'VISA')).toBe('ERR_PAY_0002');
    expect(cardNumberProblem(withCheckDigit('621111111111111111'), 'UNIONPAY')).toBeUndefined();
  });

  it('reads a number typed in groups', () => {
    expect(cardNumberProblem('4111 1111 1111 1111', 'VISA')).toBeUndefined();
    expect(cardNumberProblem('4111-1111-1111-1111', 'VISA')).toBeUndefined();
  });

  it('refuses a number of another card type', () => {
    expect(cardNumberProblem('4111111111111111', 'MASTERCARD')).toBe('ERR_PAY_0002');
    expect(cardNumberProblem('5555555555554444', 'MASTERCARD')).toBeUndefined();
    expect(cardNumberProblem('2223000048400011', 'MASTERCARD')).toBeUndefined();
    expect(cardNumberProblem('3530111333300000', 'JCB')).toBeUndefined();
    expect(cardNumberProblem('3530111333300000', 'VISA')).toBe('ERR_PAY_0002');
    expect(cardNumberProblem(withCheckDigit('402600000000000'), 'VISA_ELECTRON')).toBeUndefined();
    expect(cardNumberProblem(withCheckDigit('411111111111111111'), 'VISA_ELECTRON')).toBe('ERR_PAY_0002');
  });

  it('refuses a wrong check digit (Luhn)', () => {
    expect(cardNumberProblem('4111111111111112', 'VISA')).toBe('ERR_PAY_0003');
  });

  it('refuses letters', () => {
    expect(cardNumberProblem('4111 1111 1111 111A', 'VISA')).toBe('ERR_PAY_0001');
  });
});

describe('card expiry, CVV and holder (requirements/payment-methods.md#card-rules)', () => {
  const now = new Date('2026-11-16T09:00:00+07:00');

  it('takes a 2-digit month from 01 to 12 and nothing else', () => {
    expect(expiryMonthProblem('01')).toBeUndefined();
    expect(expiryMonthProblem('12')).toBeUndefined();
    expect(expiryMonthProblem('1')).toBe('ERR_PAY_0004');
    expect(expiryMonthProblem('13')).toBe('ERR_PAY_0004');
    expect(expiryMonthProblem('00')).toBe('ERR_PAY_0004');
  });

  it('takes a 4-digit year only', () => {
    expect(expiryYearProblem('2029')).toBeUndefined();
    expect(expiryYearProblem('29')).toBe('ERR_PAY_0005');
    expect(expiryYearProblem('20290')).toBe('ERR_PAY_0005');
  });

  it('keeps a card good through its expiry month and refuses the month before', () => {
    expect(cardExpiryProblem('11', '2026', now)).toBeUndefined();
    expect(cardExpiryProblem('10', '2026', now)).toBe('ERR_PAY_0006');
    expect(cardExpiryProblem('12', '2025', now)).toBe('ERR_PAY_0006');
  });

  it('reads the month in Bangkok: 1 Dec 00:30 Bangkok is still 30 Nov in UTC, and a November card has expired', () => {
    expect(cardExpiryProblem('11', '2026', new Date('2026-11-30T17:30:00Z'))).toBe('ERR_PAY_0006');
    expect(cardExpiryProblem('11', '2026', new Date('2026-11-30T16:59:59Z'))).toBeUndefined();
  });

  it('takes exactly 3 CVV digits', () => {
    expect(cvvProblem('12')).toBe('ERR_PAY_0007');
    expect(cvvProblem('123')).toBeUndefined();
    expect(cvvProblem('1234')).toBe('ERR_PAY_0007');
    expect(cvvProblem('12a')).toBe('ERR_PAY_0007');
  });

  it('takes a holder name of 2 characters, not 1', () => {
    expect(holderNameProblem('A')).toBe('ERR_PAY_0008');
    expect(holderNameProblem('Al')).toBeUndefined();
    expect(holderNameProblem(' A ')).toBe('ERR_PAY_0008');
    expect(holderNameProblem('SOMCHAI JAIDEE')).toBeUndefined();
  });
});

describe('bank account, request-to-pay and tags (requirements/payment-methods.md)', () => {
  it('takes an account number of a length the bank uses', () => {
    expect(bankAccountProblem('123456789', [10])).toBe('ERR_PAY_0009');
    expect(bankAccountProblem('1234567890', [10])).toBeUndefined();
    expect(bankAccountProblem('12345678901', [10])).toBe('ERR_PAY_0009');
    expect(bankAccountProblem('123456789012', [12, 15])).toBeUndefined();
    expect(bankAccountProblem('123456789012345', [12, 15])).toBeUndefined();
    expect(bankAccountProblem('12345678901234', [12, 15])).toBe('ERR_PAY_0009');
  });

  it('sends a request to pay to 10 digits', () => {
    expect(requestToPayMobileProblem('081234567')).toBe('ERR_PAY_0010');
    expect(requestToPayMobileProblem('0812345678')).toBeUndefined();
    expect(requestToPayMobileProblem('08123456789')).toBe('ERR_PAY_0010');
  });

  it('takes an M-PASS by its 10-digit serial or 19-digit OBU, nothing between', () => {
    expect(tagNumberProblem('MPASS', '123456789')).toBe('ERR_PAY_0011');
    expect(tagNumberProblem('MPASS', '1234567890')).toBeUndefined();
    expect(tagNumberProblem('MPASS', '12345678901')).toBe('ERR_PAY_0011');
    expect(tagNumberProblem('MPASS', '123456789012345678')).toBe('ERR_PAY_0011');
    expect(tagNumberProblem('MPASS', '1234567890123456789')).toBeUndefined();
    expect(tagNumberProblem('MPASS', '12345678901234567890')).toBe('ERR_PAY_0011');
  });

  it('takes an Easy Pass of 10 digits', () => {
    expect(tagNumberProblem('EASYPASS', '123456789')).toBe('ERR_PAY_0012');
    expect(tagNumberProblem('EASYPASS', '1234567890')).toBeUndefined();
    expect(tagNumberProblem('EASYPASS', '12345678901')).toBe('ERR_PAY_0012');
  });

  it('takes an office number of 5 characters, not 4 or 6', () => {
    expect(officeNumberProblem('0001')).toBe('ERR_PAY_0013');
    expect(officeNumberProblem('00001')).toBeUndefined();
    expect(officeNumberProblem('000001')).toBe('ERR_PAY_0013');
  });

  it('takes a chip serial of letters and digits', () => {
    expect(chipSerialProblem('CHIP0001')).toBeUndefined();
    expect(chipSerialProblem('CHIP-01')).toBe('ERR_PAY_0014');
  });
});

describe('when a change of payment channel takes effect (requirements/payment-methods.md#when-a-channel-change-takes-effect)', () => {
  it('takes a change on the 15th at 23:59:59 Bangkok from the 16th', () => {
    expect(channelChangeTakesEffectOn(new Date('2026-11-15T23:59:59+07:00'), false)).toBe('2026-11-16');
  });

  it('takes a change on the 16th at 00:00:00 Bangkok from the 1st of the next month', () => {
    expect(channelChangeTakesEffectOn(new Date('2026-11-16T00:00:00+07:00'), false)).toBe('2026-12-01');
  });

  it('takes a change on the 1st from the 16th, and on the last day from the 1st, across the year end', () => {
    expect(channelChangeTakesEffectOn(new Date('2026-11-01T00:00:00+07:00'), false)).toBe('2026-11-16');
    expect(channelChangeTakesEffectOn(new Date('2026-12-31T23:59:59+07:00'), false)).toBe('2027-01-01');
    expect(channelChangeTakesEffectOn(new Date('2028-02-29T12:00:00+07:00'), false)).toBe('2028-03-01');
  });

  it('reads the day in Bangkok, not UTC', () => {
    expect(channelChangeTakesEffectOn(new Date('2026-11-15T17:00:00Z'), false)).toBe('2026-12-01');
  });

  it("takes a customer's first method at once", () => {
    expect(channelChangeTakesEffectOn(new Date('2026-11-20T10:00:00+07:00'), true)).toBe('2026-11-20');
  });
});

describe('the verification step of each action (requirements/accounts.md#verification-steps)', () => {
  it('splits cards into credit and debit by card type', () => {
    expect(paymentMethodStep('CREATE', 'CARD', 'VISA')).toBe('CREATE_CREDIT_CARD');
    expect(paymentMethodStep('DELETE', 'CARD', 'VISA_DEBIT')).toBe('DELETE_DEBIT_CARD');
    expect(paymentMethodStep('EDIT', 'CARD', 'VISA_ELECTRON')).toBe('EDIT_DEBIT_CARD');
  });

  it('gives each other kind its steps', () => {
    expect(paymentMethodStep('CREATE', 'BANK_DEBIT')).toBe('CREATE_BANK_ACCOUNT');
    expect(paymentMethodStep('CREATE', 'QR')).toBe('CREATE_BANK_ACCOUNT');
    expect(paymentMethodStep('CREATE', 'REQUEST_TO_PAY')).toBe('CREATE_BANK_ACCOUNT');
    expect(paymentMethodStep('EDIT', 'MPASS')).toBe('EDIT_MPASS');
    expect(paymentMethodStep('DELETE', 'EASYPASS')).toBe('DELETE_EASYPASS');
  });
});

describe('a tag as the primary method (requirements/payment-methods.md#tags-as-the-primary-method)', () => {
  it('may be primary with exactly one vehicle, not with none or two', () => {
    expect([0, 1, 2].map(tagMayBePrimary)).toEqual([false, true, false]);
  });

  it('admits vehicles up to one in all, and refuses a second', () => {
    expect(tagPrimaryAdmits(0, 1)).toBe(true);
    expect(tagPrimaryAdmits(1, 0)).toBe(true);
    expect(tagPrimaryAdmits(1, 1)).toBe(false);
    expect(tagPrimaryAdmits(0, 2)).toBe(false);
  });
});

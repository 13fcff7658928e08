import { cardExpiresAt, isCardExpired, isCardNumberOfBrand, luhnCheckDigit, passesLuhn } from './card-number';

describe('the Luhn check digit', () => {
  it('accepts the published test numbers and refuses any one digit changed', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
  });

  it('completes a number', () => {
    expect(luhnCheckDigit('411111111111111')).toBe('1');
    expect(luhnCheckDigit('7992739871')).toBe('3');
  });
});

describe('card numbers of each brand', () => {
  it.each([
    ['VISA', '4111111111111111'],
    ['VISA_DEBIT', '4000000000000119'],
    ['VISA_ELECTRON', '4000000000009995'],
    ['MASTERCARD', '5100000000000008'],
    ['MASTERCARD', '5555555555554444'],
    ['MASTERCARD', '2221000000000009'],
    ['MASTERCARD', '2720000000000005'],
    ['JCB', '3528000000000007'],
    ['JCB', '3589000000000003'],
    ['UNIONPAY', '6200000000000005'],
  ] as const)('%s takes %s', (brand, number) => {
    expect(isCardNumberOfBrand(number, brand)).toBe(true);
  });

  it.each([
    ['MASTERCARD', '5000000000000009', 'below 51'],
    ['MASTERCARD', '5600000000000003', 'above 55'],
    ['MASTERCARD', '2220000000000000', 'below 2221'],
    ['MASTERCARD', '2721000000000004', 'above 2720'],
    ['JCB', '3527000000000008', 'below 3528'],
    ['JCB', '3590000000000000', 'above 3589'],
    ['VISA', '5555555555554444', 'a MasterCard number'],
    ['UNIONPAY', '4111111111111111', 'a Visa number'],
    ['VISA', '4111111111111112', 'a wrong check digit'],
    ['VISA', '411111111111116', 'fifteen digits'],
  ] as const)('%s refuses %s (%s)', (brand, number, _why) => {
    expect(isCardNumberOfBrand(number, brand)).toBe(false);
  });
});

describe('card expiry', () => {
  it('is good through the last second of the expiry month in Bangkok', () => {
    expect(cardExpiresAt(11, 2026).toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(isCardExpired(11, 2026, new Date('2026-11-30T23:59:59+07:00'))).toBe(false);
    expect(isCardExpired(11, 2026, new Date('2026-12-01T00:00:00+07:00'))).toBe(true);
    expect(isCardExpired(12, 2026, new Date('2026-12-31T23:59:59+07:00'))).toBe(false);
    expect(isCardExpired(12, 2026, new Date('2027-01-01T00:00:00+07:00'))).toBe(true);
  });
});

import { isValidReference, referenceCheckDigits, referenceFor } from './reference-number';

describe('invoice payment references', () => {
  it('are 16 digits of the sequence and two check digits', () => {
    expect(referenceFor(1n)).toBe('000000000000000195');
    expect(referenceFor(123456789n)).toBe(`0000000123456789${referenceCheckDigits(123456789n)}`);
    expect(referenceFor(9999999999999999n)).toHaveLength(18);
  });

  it('pass their own check', () => {
    for (const sequence of [1n, 2n, 96n, 97n, 98n, 123456789n, 9999999999999999n])
      expect(isValidReference(referenceFor(sequence))).toBe(true);
  });

  it('refuse a single wrong digit, a swap of two neighbours, and anything not 18 digits', () => {
    const good = referenceFor(123456789n);
    for (let position = 0; position < good.length; position += 1) {
      const digit = Number(good[position]);
      const wrong = `${good.slice(0, position)}${(digit + 1) % 10}${good.slice(position + 1)}`;
      expect(isValidReference(wrong)).toBe(false);
    }
    const swapped = `${good.slice(0, 12)}${good[13]}${good[12]}${good.slice(14)}`;
    expect(swapped === good || !isValidReference(swapped)).toBe(true);
    expect(isValidReference(good.slice(1))).toBe(false);
    expect(isValidReference(`${good}0`)).toBe(false);
    expect(isValidReference(`${good.slice(0, 17)}x`)).toBe(false);
  });
});

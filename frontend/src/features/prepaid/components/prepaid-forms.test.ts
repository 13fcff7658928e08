import { bahtToSatang, checkSettings, primaryTakesEffectOn, settingsFormOf, statementMonths, topUpProblem } from './prepaid-forms';

const limits = { minTopUp: 10_000, maxTopUp: 2_000_000, maxBalance: 5_000_000 };
const account = (balance: number) => ({ balance, limits });
const bangkok = (local: string) => new Date(`${local}+07:00`);

describe('an amount typed in baht', () => {
  it.each([
    ['100', 10_000],
    ['99.99', 9_999],
    [' 1,000.5 ', 100_050],
    ['20000.01', 2_000_001],
    ['0.01', 1],
  ])('reads %p as %i satang', (typed, satang) => {
    expect(bahtToSatang(typed)).toBe(satang);
  });

  it.each(['', 'abc', '-100', '100.001', '1e3', '.50', '100.'])('does not read %p', (typed) => {
    expect(bahtToSatang(typed)).toBeUndefined();
  });
});

describe('the top-up amount, checked before it is sent', () => {
  it('takes 100.00 to 20,000.00 baht and refuses one satang either side, with the limits to show', () => {
    expect(topUpProblem('99.99', account(0))).toEqual({ id: 'prepaid.rule.topUpRange', values: { min: 10_000, max: 2_000_000 } });
    expect(topUpProblem('100.00', account(0))).toBeUndefined();
    expect(topUpProblem('20000.00', account(0))).toBeUndefined();
    expect(topUpProblem('20000.01', account(0))).toEqual({ id: 'prepaid.rule.topUpRange', values: { min: 10_000, max: 2_000_000 } });
  });

  it('refuses a top-up that would take the balance above 50,000 baht, and takes one that reaches it exactly', () => {
    expect(topUpProblem('100', account(4_990_000))).toBeUndefined();
    expect(topUpProblem('100.01', account(4_990_000))).toEqual({ id: 'prepaid.rule.maxBalance', values: { max: 5_000_000 } });
  });

  it('asks for an amount when there is none or it is not one', () => {
    expect(topUpProblem('', account(0))).toEqual({ id: 'prepaid.rule.amount' });
    expect(topUpProblem('0', account(0))).toEqual({ id: 'prepaid.rule.amount' });
    expect(topUpProblem('ten', account(0))).toEqual({ id: 'prepaid.rule.amount' });
  });
});

describe('the replenishment and low-balance settings', () => {
  const form = { replenish: true, threshold: '300', amount: '500', paymentMethodId: 'card-1', lowBalance: '' };

  it('sends a threshold, an amount and the source in satang, and no low-balance notice when left empty', () => {
    expect(checkSettings(form, limits)).toEqual({
      ok: true,
      body: { replenishment: { threshold: 30_000, amount: 50_000, paymentMethodId: 'card-1' }, lowBalanceThreshold: null },
    });
  });

  it('takes an amount equal to the threshold and refuses one a satang below it', () => {
    expect(checkSettings({ ...form, amount: '300.00' }, limits).ok).toBe(true);
    expect(checkSettings({ ...form, amount: '299.99' }, limits)).toEqual({
      ok: false,
      problems: { amount: { id: 'prepaid.rule.belowThreshold' } },
    });
  });

  it('holds the amount to what a top-up may be', () => {
    expect(checkSettings({ ...form, threshold: '100', amount: '20000.01' }, limits)).toEqual({
      ok: false,
      problems: { amount: { id: 'prepaid.rule.topUpRange', values: { min: 10_000, max: 2_000_000 } } },
    });
    expect(checkSettings({ ...form, threshold: '50', amount: '99.99' }, limits)).toEqual({
      ok: false,
      problems: { amount: { id: 'prepaid.rule.topUpRange', values: { min: 10_000, max: 2_000_000 } } },
    });
  });

  it('needs every field of a replenishment that is on, and none of one that is off', () => {
    expect(checkSettings({ ...form, threshold: '', amount: 'x', paymentMethodId: '' }, limits)).toEqual({
      ok: false,
      problems: {
        threshold: { id: 'prepaid.rule.amount' },
        amount: { id: 'prepaid.rule.amount' },
        paymentMethodId: { id: 'prepaid.rule.source' },
      },
    });
    expect(checkSettings({ ...form, replenish: false, threshold: '', amount: '', lowBalance: '150' }, limits)).toEqual({
      ok: true,
      body: { replenishment: null, lowBalanceThreshold: 15_000 },
    });
  });

  it('refuses a low-balance threshold that is not an amount', () => {
    expect(checkSettings({ ...form, lowBalance: '0' }, limits)).toEqual({
      ok: false,
      problems: { lowBalance: { id: 'prepaid.rule.amount' } },
    });
  });

  it('starts from the settings as they stand', () => {
    expect(
      settingsFormOf({ replenishment: { threshold: 30_000, amount: 50_050, paymentMethodId: 'card-1' }, lowBalanceThreshold: 10_000 }),
    ).toEqual({ replenish: true, threshold: '300.00', amount: '500.50', paymentMethodId: 'card-1', lowBalance: '100.00' });
    expect(settingsFormOf({ replenishment: null, lowBalanceThreshold: null })).toEqual({
      replenish: false,
      threshold: '',
      amount: '',
      paymentMethodId: '',
      lowBalance: '',
    });
  });
});

describe('the statement months', () => {
  it('runs from the Bangkok month the account opened in to this one, newest first', () => {
    // 2026-09-30T17:00Z is already 1 October in Bangkok.
    expect(statementMonths('2026-09-30T17:00:00.000Z', bangkok('2027-01-01T00:00:00'))).toEqual([
      '2027-01',
      '2026-12',
      '2026-11',
      '2026-10',
    ]);
    expect(statementMonths('2026-09-30T16:59:59.000Z', bangkok('2026-10-05T12:00:00'))).toEqual(['2026-10', '2026-09']);
  });

  it('offers a year at most', () => {
    expect(statementMonths('2020-01-01T00:00:00.000Z', bangkok('2026-11-16T09:00:00'))).toHaveLength(12);
  });
});

describe('when the account would become the primary method', () => {
  it('is the 16th when made so on the 1st to the 15th, the next 1st from the 16th, and at once as the first method', () => {
    expect(primaryTakesEffectOn(true, bangkok('2026-11-15T23:59:59'))).toBe('2026-11-16');
    expect(primaryTakesEffectOn(true, bangkok('2026-11-16T00:00:00'))).toBe('2026-12-01');
    expect(primaryTakesEffectOn(true, bangkok('2026-12-31T10:00:00'))).toBe('2027-01-01');
    expect(primaryTakesEffectOn(false, bangkok('2026-11-20T10:00:00'))).toBe('2026-11-20');
  });
});

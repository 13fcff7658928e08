import { ledgerProblems } from './ledger-check';
import { bahtText, DEFAULT_PREPAID_LIMITS, topUpProblem } from './prepaid-limits';
import { fellBelow, replenishmentDropKey } from './prepaid-thresholds';

// requirements/prepaid-account.md: the limits, the thresholds and the journal's sum, to the satang.
const empty = { balance: 0, pending: 0 };

describe('a top-up’s limits (defaults: 100 to 20,000 baht, a balance of at most 50,000 baht)', () => {
  it.each([
    [9_999, 'ERR_PREPAID_0003'],
    [10_000, undefined],
    [2_000_000, undefined],
    [2_000_001, 'ERR_PREPAID_0003'],
  ])('refuses or takes %i satang on an empty account', (amount, problem) => {
    expect(topUpProblem(amount, empty, DEFAULT_PREPAID_LIMITS)).toBe(problem);
  });

  it('takes the balance to 50,000.00 baht and not to 50,000.01', () => {
    expect(topUpProblem(2_000_000, { balance: 3_000_000, pending: 0 }, DEFAULT_PREPAID_LIMITS)).toBeUndefined();
    expect(topUpProblem(2_000_000, { balance: 3_000_001, pending: 0 }, DEFAULT_PREPAID_LIMITS)).toBe('ERR_PREPAID_0004');
  });

  it('counts the top-ups still on their way against the maximum balance', () => {
    expect(topUpProblem(10_000, { balance: 4_000_000, pending: 990_000 }, DEFAULT_PREPAID_LIMITS)).toBeUndefined();
    expect(topUpProblem(10_000, { balance: 4_000_000, pending: 990_001 }, DEFAULT_PREPAID_LIMITS)).toBe('ERR_PREPAID_0004');
  });

  it('takes the limits from the configuration', () => {
    const limits = { minTopUp: 50_000, maxTopUp: 60_000, maxBalance: 100_000 };
    expect(topUpProblem(49_999, empty, limits)).toBe('ERR_PREPAID_0003');
    expect(topUpProblem(60_000, empty, limits)).toBeUndefined();
    expect(topUpProblem(60_000, { balance: 40_001, pending: 0 }, limits)).toBe('ERR_PREPAID_0004');
  });

  it('shows baht as the messages do', () => {
    expect([bahtText(9_999), bahtText(2_000_000), bahtText(5_000_000)]).toEqual(['99.99', '20,000.00', '50,000.00']);
  });
});

describe('falling below a threshold (200.00 baht)', () => {
  it.each([
    [20_001, 20_000, false],
    [20_000, 20_000, false],
    [20_000, 19_999, true],
    [19_999, 19_998, false],
    [50_000, 0, true],
  ])('from %i to %i satang: %s', (before, after, fell) => {
    expect(fellBelow(20_000, before, after)).toBe(fell);
  });

  it('never falls below no threshold', () => {
    expect(fellBelow(null, 20_000, 0)).toBe(false);
  });
});

describe('the key of a replenishment', () => {
  const facts = { accountId: 'A', threshold: 20_000, fallSeq: 7, lastSeq: 9 };

  it('is the fall’s journal row while the balance is below the threshold, whatever moved since', () => {
    expect(replenishmentDropKey({ ...facts, balance: 19_999 })).toBe('A:fall:7');
    expect(replenishmentDropKey({ ...facts, balance: 0, lastSeq: 12 })).toBe('A:fall:7');
  });

  it('is the latest row for a shortfall at or above the threshold', () => {
    expect(replenishmentDropKey({ ...facts, balance: 20_000 })).toBe('A:short:9');
  });

  it('is the opening for an account that never was at or above the threshold', () => {
    expect(replenishmentDropKey({ ...facts, balance: 0, fallSeq: null, lastSeq: null })).toBe('A:fall:opening');
  });
});

describe('the journal’s check', () => {
  const rows = [
    { amount: 10_000, balanceAfter: 10_000 },
    { amount: -3_000, balanceAfter: 7_000 },
  ];

  it('finds nothing wrong when the balance is the sum and each row follows the one before', () => {
    expect(ledgerProblems(7_000, rows)).toEqual([]);
    expect(ledgerProblems(0, [])).toEqual([]);
  });

  it('reports a balance one satang off its journal', () => {
    expect(ledgerProblems(7_001, rows)).toEqual(['balance 7001, journal sum 7000']);
  });

  it('reports a row whose balance after does not follow', () => {
    const broken = [
      { amount: 10_000, balanceAfter: 10_000 },
      { amount: -3_000, balanceAfter: 7_001 },
    ];
    expect(ledgerProblems(7_000, broken)).toEqual(['row 2: balance after 7001, the sum 7000']);
  });

  it('reports a sum below zero', () => {
    expect(ledgerProblems(-1, [{ amount: -1, balanceAfter: -1 }])).toEqual(['row 1: the sum goes below zero']);
  });
});

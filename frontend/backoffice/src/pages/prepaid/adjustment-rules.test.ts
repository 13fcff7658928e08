import { adjustmentRequest, debitTooLarge, satangOf, ZAdjustmentFormSchema } from './adjustment-rules';

const ID = '00000000-0000-4000-8000-000000000000';

describe('the adjustment form', () => {
  it('reads baht into whole satang', () => {
    expect(satangOf('0.01')).toBe(1);
    expect(satangOf('12.5')).toBe(1_250);
    expect(satangOf('100')).toBe(10_000);
    expect(satangOf('20000.99')).toBe(2_000_099);
  });

  it('signs a credit positive and a debit negative, with the reason trimmed', () => {
    expect(adjustmentRequest({ direction: 'CREDIT', baht: '25', reason: ' Toll charged twice ' }, ID)).toEqual({
      amount: 2_500,
      reason: 'Toll charged twice',
      adjustmentId: ID,
    });
    expect(adjustmentRequest({ direction: 'DEBIT', baht: '0.01', reason: 'x' }, ID).amount).toBe(-1);
  });

  it('needs an amount above zero with at most two decimals, and a reason of 1 to 500 characters', () => {
    const problems = (values: object) =>
      ZAdjustmentFormSchema.safeParse({ direction: 'CREDIT', baht: '1', reason: 'Why', ...values }).error?.issues.map(
        (issue) => issue.message,
      );
    expect(problems({})).toBeUndefined();
    expect(problems({ baht: '0' })).toEqual(['prepaid.adjust.amount.invalid']);
    expect(problems({ baht: '0.001' })).toEqual(['prepaid.adjust.amount.invalid']);
    expect(problems({ baht: '-5' })).toEqual(['prepaid.adjust.amount.invalid']);
    expect(problems({ reason: '  ' })).toEqual(['prepaid.adjust.reason.required']);
    expect(problems({ reason: 'x'.repeat(500) })).toBeUndefined();
    expect(problems({ reason: 'x'.repeat(501) })).toEqual(['prepaid.adjust.reason.tooLong']);
  });

  it('warns of a debit larger than the balance, a satang either side', () => {
    expect(debitTooLarge({ direction: 'DEBIT', baht: '100.00' }, 10_000)).toBe(false);
    expect(debitTooLarge({ direction: 'DEBIT', baht: '100.01' }, 10_000)).toBe(true);
    expect(debitTooLarge({ direction: 'CREDIT', baht: '100.01' }, 10_000)).toBe(false);
  });
});

import { feesOf, waiverBlocker, ZWaiverFormSchema } from './waiver-rules';

const LATE = { status: 'OVERDUE', firstLateFee: 6000, secondLateFee: 0, fine: 0 } as const;

describe('waiver rules', () => {
  it('waives the fees and the fine together, never the toll', () => {
    expect(feesOf(LATE)).toBe(6000);
    expect(feesOf({ firstLateFee: 0, secondLateFee: 30000, fine: 20000 })).toBe(50000);
  });

  it('offers a waiver only for an open invoice that carries a fee or a fine', () => {
    expect(waiverBlocker(LATE)).toBeUndefined();
    expect(waiverBlocker({ ...LATE, status: 'NEAR_DUE' })).toBeUndefined();
    expect(waiverBlocker({ ...LATE, status: 'PAID' })).toBe('notOpen');
    expect(waiverBlocker({ ...LATE, status: 'CANCELLED' })).toBe('notOpen');
    expect(waiverBlocker({ ...LATE, firstLateFee: 0 })).toBe('noFees');
  });

  it('needs a reason of 5 to 500 characters, spaces around it not counted', () => {
    expect(ZWaiverFormSchema.safeParse({ reason: '  abc   ' }).error?.issues[0]?.message).toBe('waiver.reason.tooShort');
    expect(ZWaiverFormSchema.safeParse({ reason: 'x'.repeat(501) }).error?.issues[0]?.message).toBe('waiver.reason.tooLong');
    expect(ZWaiverFormSchema.parse({ reason: ' Hospital stay, papers seen ' }).reason).toBe('Hospital stay, papers seen');
  });
});

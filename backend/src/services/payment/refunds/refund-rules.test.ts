import { amountLeftToRefund, holdsMoney, maskAccountNo, nextAttemptAt, refundStatusAfter, tollShareOf } from './refund-rules';

describe('amountLeftToRefund', () => {
  it('is the whole payment before any refund', () => {
    expect(amountLeftToRefund(10_000, [])).toBe(10_000);
  });

  it('takes off refunds done and under way, not failed ones', () => {
    const earlier = [
      { amount: 1_000, status: 'DONE' as const },
      { amount: 2_000, status: 'REQUESTED' as const },
      { amount: 3_000, status: 'SENT' as const },
      { amount: 4_000, status: 'FAILED' as const },
    ];
    expect(amountLeftToRefund(10_000, earlier)).toBe(4_000);
  });

  it('is 0 when the payment went back in full', () => {
    expect(amountLeftToRefund(10_000, [{ amount: 10_000, status: 'DONE' }])).toBe(0);
  });

  it('counts only FAILED as holding no money', () => {
    expect(holdsMoney('REQUESTED')).toBe(true);
    expect(holdsMoney('SENT')).toBe(true);
    expect(holdsMoney('DONE')).toBe(true);
    expect(holdsMoney('FAILED')).toBe(false);
  });
});

describe('nextAttemptAt', () => {
  const now = new Date('2026-11-20T03:00:00Z');
  const minutesAfter = (attempts: number) => (nextAttemptAt(now, attempts).getTime() - now.getTime()) / 60_000;

  it('waits 5 minutes after the first try, then twice as long each time', () => {
    expect(minutesAfter(0)).toBe(5);
    expect(minutesAfter(1)).toBe(5);
    expect(minutesAfter(2)).toBe(10);
    expect(minutesAfter(3)).toBe(20);
    expect(minutesAfter(7)).toBe(320);
  });

  it('never waits more than 6 hours', () => {
    expect(minutesAfter(8)).toBe(360);
    expect(minutesAfter(30)).toBe(360);
  });
});

describe('refundStatusAfter', () => {
  it('moves REQUESTED to SENT when sent, pending or unanswered', () => {
    expect(refundStatusAfter('REQUESTED', 'SENT')).toBe('SENT');
    expect(refundStatusAfter('REQUESTED', 'PENDING')).toBe('SENT');
    expect(refundStatusAfter('REQUESTED', 'NO_ANSWER')).toBe('SENT');
  });

  it('ends in DONE or FAILED from REQUESTED or SENT', () => {
    expect(refundStatusAfter('REQUESTED', 'DONE')).toBe('DONE');
    expect(refundStatusAfter('SENT', 'DONE')).toBe('DONE');
    expect(refundStatusAfter('REQUESTED', 'FAILED')).toBe('FAILED');
    expect(refundStatusAfter('SENT', 'FAILED')).toBe('FAILED');
  });

  it('puts a passing failure back to REQUESTED', () => {
    expect(refundStatusAfter('SENT', 'FAILED_TRANSIENT')).toBe('REQUESTED');
    expect(refundStatusAfter('REQUESTED', 'FAILED_TRANSIENT')).toBe('REQUESTED');
  });

  it('changes nothing once DONE or FAILED', () => {
    for (const event of ['SENT', 'PENDING', 'DONE', 'FAILED', 'FAILED_TRANSIENT', 'NO_ANSWER'] as const) {
      expect(refundStatusAfter('DONE', event)).toBeUndefined();
      expect(refundStatusAfter('FAILED', event)).toBeUndefined();
    }
  });
});

describe('maskAccountNo', () => {
  it('shows the last four digits only', () => {
    expect(maskAccountNo('1234567890')).toBe('******7890');
    expect(maskAccountNo('12345678901234')).toBe('**********1234');
  });

  it('hides nothing of four digits or fewer', () => {
    expect(maskAccountNo('1234')).toBe('1234');
    expect(maskAccountNo('123')).toBe('123');
  });
});

describe('tollShareOf', () => {
  it('is the whole toll of a refund in full', () => {
    expect(tollShareOf(12_000, { toll: 10_000, total: 12_000 })).toBe(10_000);
  });

  it('is the toll of a refund of toll and its fee, exactly', () => {
    // 100 baht of toll at the first late fee (x1): 200 baht paid; 30 baht disputed with its fee.
    expect(tollShareOf(6_000, { toll: 10_000, total: 20_000 })).toBe(3_000);
  });

  it('rounds half up to the satang', () => {
    expect(tollShareOf(1, { toll: 1, total: 2 })).toBe(1);
    expect(tollShareOf(1, { toll: 1, total: 3 })).toBe(0);
  });

  it('never exceeds the toll paid nor the refund', () => {
    expect(tollShareOf(30_000, { toll: 10_000, total: 20_000 })).toBe(10_000);
    expect(tollShareOf(500, { toll: 10_000, total: 10_000 })).toBe(500);
  });

  it('is 0 for a payment of nothing', () => {
    expect(tollShareOf(500, { toll: 0, total: 0 })).toBe(0);
  });
});

import {
  disputeRefundOf,
  disputeWindowEndsOn,
  dueDateAfterRejection,
  isWithinDisputeWindow,
  reasonNeedsText,
  refundChannelRefusal,
  verificationDeadlineOf,
} from './dispute-rules';

/** Songkran 2026 and the days around it, as the seeded calendar holds them. */
const HOLIDAYS = new Set(['2026-04-06', '2026-04-13', '2026-04-14', '2026-04-15', '2026-05-04']);

describe('the dispute window', () => {
  it('ends on day 30 after the first invoice was issued', () => {
    expect(disputeWindowEndsOn('2026-11-01')).toBe('2026-12-01');
    expect(disputeWindowEndsOn('2026-12-15')).toBe('2027-01-14');
  });

  it('is open on day 30 and refused on day 31', () => {
    expect(isWithinDisputeWindow('2026-11-01', '2026-11-01')).toBe(true);
    expect(isWithinDisputeWindow('2026-11-01', '2026-11-30')).toBe(true);
    expect(isWithinDisputeWindow('2026-11-01', '2026-12-01')).toBe(true);
    expect(isWithinDisputeWindow('2026-11-01', '2026-12-02')).toBe(false);
  });
});

describe('the verification deadline', () => {
  it('is the 9th business day after filing, across weekends and holidays', () => {
    expect(verificationDeadlineOf('2026-04-10', HOLIDAYS)).toBe('2026-04-28');
    expect(verificationDeadlineOf('2026-04-10', new Set())).toBe('2026-04-23');
    // Monday 2 Nov 2026: 9 business days, no holiday, is Friday 13 November.
    expect(verificationDeadlineOf('2026-11-02', HOLIDAYS)).toBe('2026-11-13');
  });
});

describe('the due date after a rejection', () => {
  it('is 7 days after the decision when that is later than the old due date', () => {
    expect(dueDateAfterRejection('2026-11-10', '2026-11-20')).toBe('2026-11-27');
    expect(dueDateAfterRejection('2026-11-26', '2026-11-20')).toBe('2026-11-27');
  });

  it('never moves the due date earlier', () => {
    expect(dueDateAfterRejection('2026-11-27', '2026-11-20')).toBe('2026-11-27');
    expect(dueDateAfterRejection('2026-11-28', '2026-11-20')).toBe('2026-11-28');
  });
});

describe('reasons and refund channels', () => {
  it('asks for text only with OTHER', () => {
    expect(reasonNeedsText('OTHER')).toBe(true);
    for (const reason of ['PLATE_MISREAD', 'CLONED_PLATE', 'VEHICLE_SOLD', 'CHARGED_TWICE', 'WRONG_CLASS'] as const) {
      expect(reasonNeedsText(reason)).toBe(false);
    }
  });

  it('refuses the prepaid balance to everyone until it exists, and leaves the method that paid to the refunds module for a visitor too', () => {
    expect(refundChannelRefusal('PREPAID_BALANCE', 'MEMBER')).toBe('PREPAID_NOT_AVAILABLE');
    expect(refundChannelRefusal('PREPAID_BALANCE', 'VISITOR')).toBe('PREPAID_NOT_AVAILABLE');
    expect(refundChannelRefusal('ORIGINAL_METHOD', 'VISITOR')).toBeUndefined();
    expect(refundChannelRefusal('BANK_ACCOUNT', 'VISITOR')).toBeUndefined();
    expect(refundChannelRefusal('ORIGINAL_METHOD', 'MEMBER')).toBeUndefined();
    expect(refundChannelRefusal('BANK_ACCOUNT', 'MEMBER')).toBeUndefined();
  });
});

describe('the refund of an accepted dispute on a paid invoice', () => {
  const issued = { tollAmount: 10_000, firstLateFee: 0, secondLateFee: 0, fine: 0 };
  const firstLate = { tollAmount: 10_000, firstLateFee: 20_000, secondLateFee: 0, fine: 0 };
  const fined = { tollAmount: 10_000, firstLateFee: 0, secondLateFee: 100_000, fine: 20_000 };

  it('is the disputed toll of an invoice paid on time', () => {
    expect(disputeRefundOf(issued, 1)).toBe(1);
    expect(disputeRefundOf(issued, 3_500)).toBe(3_500);
    expect(disputeRefundOf(issued, 10_000)).toBe(10_000);
  });

  it('adds each fee’s share: the fee’s multiple of the disputed toll', () => {
    expect(disputeRefundOf(firstLate, 3_500)).toBe(3_500 + 7_000);
    expect(disputeRefundOf({ ...firstLate, firstLateFee: 0, secondLateFee: 100_000 }, 3_500)).toBe(3_500 + 35_000);
  });

  it('adds the fine only when the whole toll is disputed', () => {
    expect(disputeRefundOf(fined, 9_999)).toBe(9_999 + 99_990);
    expect(disputeRefundOf(fined, 10_000)).toBe(10_000 + 100_000 + 20_000);
  });

  it('gives nothing for waived fees', () => {
    expect(disputeRefundOf({ tollAmount: 10_000, firstLateFee: 0, secondLateFee: 0, fine: 0 }, 10_000)).toBe(10_000);
  });

  it('refuses a disputed toll of nothing, a fraction, or more than the invoice carried', () => {
    expect(() => disputeRefundOf(issued, 0)).toThrow('a disputed toll from 1 to 10000 satang, not 0');
    expect(() => disputeRefundOf(issued, -5)).toThrow(RangeError);
    expect(() => disputeRefundOf(issued, 10_001)).toThrow(RangeError);
    expect(() => disputeRefundOf(issued, 2.5)).toThrow(RangeError);
  });

  it('refuses a fee that is not a multiple of the toll, rather than round money', () => {
    expect(() => disputeRefundOf({ ...issued, firstLateFee: 5 }, 3)).toThrow('a fee of 5 is not a multiple of the toll 10000');
    expect(() => disputeRefundOf({ ...issued, secondLateFee: 5 }, 3)).toThrow(RangeError);
  });
});

import {
  APPEAL_DECISION_REASONS,
  APPEAL_REASONS,
  appealCancelledAmountOf,
  appealCancels,
  appealDeadlineOf,
  appealReasonNeedsPoliceReport,
  appealReasonNeedsText,
  appealRefusalOf,
  dueDateAfterAppeal,
  mayDecideAppealAt,
  reasonCancelsToll,
} from './appeal-rules';

describe('the appeal window (requirements/notices-and-appeals.md#appeals)', () => {
  it('is open on the notice due date and refused the day after', () => {
    expect(appealRefusalOf({ status: 'OPEN', dueDate: '2026-12-22' }, '2026-12-08')).toBeUndefined();
    expect(appealRefusalOf({ status: 'OPEN', dueDate: '2026-12-22' }, '2026-12-22')).toBeUndefined();
    expect(appealRefusalOf({ status: 'OPEN', dueDate: '2026-12-22' }, '2026-12-23')).toBe('WINDOW_PASSED');
  });

  it('refuses a notice paid, fined, cancelled or already under appeal, whatever the date', () => {
    expect(appealRefusalOf({ status: 'PAID', dueDate: '2026-12-22' }, '2026-12-08')).toBe('NOTICE_PAID');
    expect(appealRefusalOf({ status: 'FINED', dueDate: '2026-12-22' }, '2026-12-08')).toBe('NOTICE_FINED');
    expect(appealRefusalOf({ status: 'CANCELLED', dueDate: '2026-12-22' }, '2026-12-08')).toBe('NOTICE_CANCELLED');
    expect(appealRefusalOf({ status: 'APPEALED', dueDate: '2026-12-22' }, '2026-12-08')).toBe('OPEN_APPEAL');
  });
});

describe('the reasons', () => {
  it('ask for text for OTHER only, and a police report for a stolen vehicle only', () => {
    expect(APPEAL_REASONS.filter(appealReasonNeedsText)).toEqual(['OTHER']);
    expect(APPEAL_REASONS.filter(appealReasonNeedsPoliceReport)).toEqual(['STOLEN_VEHICLE']);
  });

  it('cancel the toll when the vehicle was not the customer’s', () => {
    expect(APPEAL_REASONS.filter(reasonCancelsToll)).toEqual(['NOT_MY_VEHICLE', 'VEHICLE_SOLD', 'STOLEN_VEHICLE']);
  });
});

describe('what an outcome cancels', () => {
  it('upheld: fees and fine, and the toll by the reason unless the officer says otherwise', () => {
    expect(appealCancels('UPHOLD', 'VEHICLE_SOLD')).toEqual({ fees: true, toll: true });
    expect(appealCancels('UPHOLD', 'EMERGENCY_VEHICLE')).toEqual({ fees: true, toll: false });
    expect(appealCancels('UPHOLD', 'VEHICLE_SOLD', false)).toEqual({ fees: true, toll: false });
    expect(appealCancels('UPHOLD', 'OTHER', true)).toEqual({ fees: true, toll: true });
  });

  it('fees waived: the fees and fine only; rejected: nothing, whatever the flag', () => {
    expect(appealCancels('WAIVE_FEES', 'NOT_MY_VEHICLE', true)).toEqual({ fees: true, toll: false });
    expect(appealCancels('REJECT', 'NOT_MY_VEHICLE', true)).toEqual({ fees: false, toll: false });
  });

  it('amounts to the parts cancelled, in satang', () => {
    const invoice = { tollAmount: 3000, firstLateFee: 6000, secondLateFee: 24000, fine: 20000 };
    expect(appealCancelledAmountOf(invoice, { fees: true, toll: true })).toBe(53000);
    expect(appealCancelledAmountOf(invoice, { fees: true, toll: false })).toBe(50000);
    expect(appealCancelledAmountOf(invoice, { fees: false, toll: true })).toBe(3000);
    expect(appealCancelledAmountOf(invoice, { fees: false, toll: false })).toBe(0);
  });
});

describe('dates', () => {
  it('a resumed or waived notice is due 7 days after, never earlier than it was', () => {
    expect(dueDateAfterAppeal('2026-12-22', '2026-12-20')).toBe('2026-12-27');
    expect(dueDateAfterAppeal('2026-12-27', '2026-12-20')).toBe('2026-12-27');
    expect(dueDateAfterAppeal('2026-12-28', '2026-12-20')).toBe('2026-12-28');
    expect(dueDateAfterAppeal('2026-12-26', '2026-12-20')).toBe('2026-12-27');
  });

  it('an appeal is to be decided 30 business days after filing, across weekends and holidays', () => {
    expect(appealDeadlineOf('2026-11-30', new Set())).toBe('2027-01-11');
    expect(appealDeadlineOf('2026-11-30', new Set(['2026-12-07', '2026-12-10']))).toBe('2027-01-13');
  });
});

describe('deciding at the appointment', () => {
  const slotStart = new Date('2026-12-15T03:00:00.000Z');

  it('is refused before the start, allowed at it, and allowed before it once checked in', () => {
    expect(mayDecideAppealAt({ slotStart, checkedIn: false }, new Date('2026-12-15T02:59:59.999Z'))).toBe(false);
    expect(mayDecideAppealAt({ slotStart, checkedIn: false }, slotStart)).toBe(true);
    expect(mayDecideAppealAt({ slotStart, checkedIn: true }, new Date('2026-12-15T02:00:00.000Z'))).toBe(true);
  });

  it('is refused without an appointment', () => {
    expect(mayDecideAppealAt(undefined, slotStart)).toBe(false);
  });

  it('has a reason list for each outcome, OTHER in each', () => {
    for (const reasons of Object.values(APPEAL_DECISION_REASONS)) expect(reasons).toContain('OTHER');
  });
});

import { nextDailyCut, nextEvents, nextMemberCut, type TOpenInvoice } from './next-events';

const RULES = { paymentDays: 7 };

const invoice = (fields: Partial<TOpenInvoice> & Pick<TOpenInvoice, 'invoiceNo' | 'dueDate' | 'lateAt'>): TOpenInvoice => ({
  stage: 'ISSUED',
  status: 'NORMAL',
  nearDueAt: null,
  ...fields,
});

describe('the next member cut', () => {
  it('is 00:00 Bangkok on the 16th during the first half of the month', () => {
    expect(nextMemberCut(new Date('2026-11-03T01:10:00Z'))).toEqual({
      at: new Date('2026-11-15T17:00:00Z'),
      cycle: '2026-11-1',
      lastDay: '2026-11-15',
    });
  });

  it('is still the 16th at 23:59:59.999 on the 15th, Bangkok time', () => {
    expect(nextMemberCut(new Date('2026-11-15T16:59:59.999Z')).at).toEqual(new Date('2026-11-15T17:00:00Z'));
  });

  it('is the 1st of the next month from the 16th 00:00 on, when the cut of the 16th has run', () => {
    expect(nextMemberCut(new Date('2026-11-15T17:00:00Z'))).toEqual({
      at: new Date('2026-11-30T17:00:00Z'),
      cycle: '2026-11-2',
      lastDay: '2026-11-30',
    });
  });

  it('crosses the year: from 20 Dec 2026 it is 1 Jan 2027 00:00 Bangkok', () => {
    expect(nextMemberCut(new Date('2026-12-20T05:00:00Z')).at).toEqual(new Date('2026-12-31T17:00:00Z'));
  });

  it('follows the month length: from 20 Feb 2027 it is 1 Mar 00:00 Bangkok, the cycle ending on the 28th', () => {
    expect(nextMemberCut(new Date('2027-02-20T05:00:00Z'))).toEqual({
      at: new Date('2027-02-28T17:00:00Z'),
      cycle: '2027-02-2',
      lastDay: '2027-02-28',
    });
  });
});

describe('the next daily cut', () => {
  it('is the next 00:00 Bangkok, closing the Bangkok day it is now', () => {
    // 2026-11-24 06:30 UTC is 13:30 on the 24th in Bangkok.
    expect(nextDailyCut(new Date('2026-11-24T06:30:00Z'))).toEqual({ at: new Date('2026-11-24T17:00:00Z'), day: '2026-11-24' });
    // 18:00 UTC on the 24th is already 01:00 on the 25th in Bangkok.
    expect(nextDailyCut(new Date('2026-11-24T18:00:00Z'))).toEqual({ at: new Date('2026-11-25T17:00:00Z'), day: '2026-11-25' });
  });
});

describe('the next events', () => {
  const now = new Date('2026-11-17T03:00:00Z');

  it('without invoices: both cuts, and the due date the next member cut will give (the 30th plus 7 days, 23:59:59.999 Bangkok)', () => {
    expect(nextEvents({ now, rules: RULES, invoices: [] })).toEqual([
      { kind: 'DAILY_CUT', at: '2026-11-17T17:00:00.000Z', invoiceNo: null, stage: null, billingPeriod: '2026-11-17' },
      { kind: 'MEMBER_CUT', at: '2026-11-30T17:00:00.000Z', invoiceNo: null, stage: null, billingPeriod: '2026-11-2' },
      { kind: 'DUE_DATE', at: '2026-12-07T16:59:59.999Z', invoiceNo: null, stage: null, billingPeriod: '2026-11-2' },
    ]);
  });

  it('with the invoice of 1-15 Nov: near due on the 20th, due on the 22nd at 23:59:59.999, first late fee at 00:00 on the 23rd', () => {
    const issued = invoice({
      invoiceNo: 'IV261100000001',
      dueDate: '2026-11-22',
      nearDueAt: new Date('2026-11-19T17:00:00Z'),
      lateAt: new Date('2026-11-22T17:00:00Z'),
    });
    expect(nextEvents({ now, rules: RULES, invoices: [issued] })).toEqual([
      { kind: 'DAILY_CUT', at: '2026-11-17T17:00:00.000Z', invoiceNo: null, stage: null, billingPeriod: '2026-11-17' },
      { kind: 'NEAR_DUE', at: '2026-11-19T17:00:00.000Z', invoiceNo: 'IV261100000001', stage: null, billingPeriod: null },
      { kind: 'DUE_DATE', at: '2026-11-22T16:59:59.999Z', invoiceNo: 'IV261100000001', stage: null, billingPeriod: null },
      { kind: 'FEE_STEP', at: '2026-11-22T17:00:00.000Z', invoiceNo: 'IV261100000001', stage: 'FIRST_LATE_FEE', billingPeriod: null },
      { kind: 'MEMBER_CUT', at: '2026-11-30T17:00:00.000Z', invoiceNo: null, stage: null, billingPeriod: '2026-11-2' },
    ]);
  });

  it('on the due date itself the invoice is still due until 23:59:59.999, and a NEAR_DUE invoice has no near-due turn ahead', () => {
    const onDueDay = new Date('2026-11-22T10:00:00Z');
    const nearDue = invoice({
      invoiceNo: 'IV261100000001',
      status: 'NEAR_DUE',
      dueDate: '2026-11-22',
      nearDueAt: new Date('2026-11-19T17:00:00Z'),
      lateAt: new Date('2026-11-22T17:00:00Z'),
    });
    const kinds = nextEvents({ now: onDueDay, rules: RULES, invoices: [nearDue] }).map((item) => [item.kind, item.at]);
    expect(kinds).toEqual([
      ['DUE_DATE', '2026-11-22T16:59:59.999Z'],
      ['DAILY_CUT', '2026-11-22T17:00:00.000Z'],
      ['FEE_STEP', '2026-11-22T17:00:00.000Z'],
      ['MEMBER_CUT', '2026-11-30T17:00:00.000Z'],
    ]);
  });

  it('takes the soonest invoice for each kind, and a second late fee is followed by the fine', () => {
    const later = invoice({
      invoiceNo: 'IV261100000009',
      stage: 'FIRST_LATE_FEE',
      status: 'OVERDUE',
      dueDate: '2026-12-07',
      lateAt: new Date('2026-12-07T17:00:00Z'),
    });
    const sooner = invoice({
      invoiceNo: 'IV261100000012',
      stage: 'SECOND_LATE_FEE',
      status: 'OVERDUE',
      dueDate: '2026-11-28',
      lateAt: new Date('2026-11-28T17:00:00Z'),
    });
    const events = nextEvents({ now, rules: RULES, invoices: [later, sooner] });
    expect(events.find((item) => item.kind === 'FEE_STEP')).toMatchObject({
      at: '2026-11-28T17:00:00.000Z',
      invoiceNo: 'IV261100000012',
      stage: 'FINED',
    });
    expect(events.find((item) => item.kind === 'DUE_DATE')).toMatchObject({ at: '2026-11-28T16:59:59.999Z', invoiceNo: 'IV261100000012' });
  });

  it('has no fee step for a fined case, nor anything from a paid invoice', () => {
    const fined = invoice({
      invoiceNo: 'IV261100000020',
      stage: 'FINED',
      status: 'OVERDUE',
      dueDate: '2026-11-10',
      lateAt: new Date('2026-11-10T17:00:00Z'),
    });
    const paid = invoice({
      invoiceNo: 'IV261100000021',
      status: 'PAID',
      dueDate: '2026-11-29',
      nearDueAt: new Date('2026-11-26T17:00:00Z'),
      lateAt: new Date('2026-11-29T17:00:00Z'),
    });
    expect(nextEvents({ now, rules: RULES, invoices: [fined, paid] }).map((item) => item.kind)).toEqual([
      'DAILY_CUT',
      'MEMBER_CUT',
      'DUE_DATE',
    ]);
  });

  describe('at the boundaries of an instant', () => {
    const nov = {
      invoiceNo: 'IV261100000001',
      dueDate: '2026-11-22',
      nearDueAt: new Date('2026-11-19T17:00:00Z'),
      lateAt: new Date('2026-11-22T17:00:00Z'),
    };
    const kindsAt = (at: string, fields: Partial<TOpenInvoice> = {}) =>
      nextEvents({ now: new Date(at), rules: RULES, invoices: [invoice({ ...nov, ...fields })] })
        .filter((item) => item.invoiceNo !== null)
        .map((item) => item.kind);

    it('shows the near-due turn until its instant, not at it', () => {
      expect(kindsAt('2026-11-19T16:59:59.999Z')).toContain('NEAR_DUE');
      expect(kindsAt('2026-11-19T17:00:00.000Z')).not.toContain('NEAR_DUE');
    });

    it('shows no near-due turn for an invoice that has none, or is no longer NORMAL', () => {
      expect(kindsAt('2026-11-18T00:00:00Z', { nearDueAt: null })).not.toContain('NEAR_DUE');
      expect(kindsAt('2026-11-18T00:00:00Z', { status: 'OVERDUE' })).not.toContain('NEAR_DUE');
    });

    it('shows the due date up to and at 23:59:59.999 Bangkok, and not a millisecond later', () => {
      expect(kindsAt('2026-11-22T16:59:59.999Z')).toContain('DUE_DATE');
      expect(kindsAt('2026-11-22T17:00:00.000Z')).not.toContain('DUE_DATE');
    });

    it('shows the fee step until its instant, not at it', () => {
      expect(kindsAt('2026-11-22T16:59:59.999Z')).toContain('FEE_STEP');
      expect(kindsAt('2026-11-22T17:00:00.000Z')).not.toContain('FEE_STEP');
    });
  });
});

import type { TTimelineEntry } from '@mflow/contracts/sim/console.contract';
import { bangkokInputOf, instantOfBangkokInput, oneDayLater, timelineLinkOf } from './console-moves';

const entry = (fields: Partial<TTimelineEntry>): TTimelineEntry => ({
  id: 'x',
  at: '2026-11-15T17:00:00.000Z',
  kind: 'invoice',
  reference: 'IV261100000001',
  detail: 'ISSUED MEMBER',
  amount: 3000,
  customerId: null,
  plate: null,
  province: null,
  ...fields,
});

describe("the console's clock moves", () => {
  it('reads a date and time typed in Bangkok time: 16 Nov 2026 00:00 is 17:00 UTC on the 15th', () => {
    expect(instantOfBangkokInput('2026-11-16T00:00')).toEqual(new Date('2026-11-15T17:00:00Z'));
    expect(instantOfBangkokInput('2026-11-16')).toBeUndefined();
    expect(instantOfBangkokInput('')).toBeUndefined();
    expect(instantOfBangkokInput('2026-13-40T00:00')).toBeUndefined();
  });

  it('shows an instant in Bangkok time: 23:30 UTC on the 15th is 06:30 on the 16th', () => {
    expect(bangkokInputOf(new Date('2026-11-15T23:30:45Z'))).toBe('2026-11-16T06:30');
  });

  it('moves a day on, to the millisecond', () => {
    expect(oneDayLater(new Date('2026-11-30T17:00:00.000Z'))).toEqual(new Date('2026-12-01T17:00:00.000Z'));
  });
});

describe("the timeline's links", () => {
  it("leads a member's invoice, notice, payment or passage to the customer's invoices", () => {
    expect(timelineLinkOf(entry({ customerId: '3f2b8c1e-5d4a-4c3b-9a2e-1f0e9d8c7b6a' }))).toEqual({
      to: '/invoices?customerId=3f2b8c1e-5d4a-4c3b-9a2e-1f0e9d8c7b6a',
    });
    expect(timelineLinkOf(entry({ kind: 'payment', customerId: 'c1' }))).toEqual({ to: '/invoices?customerId=c1' });
  });

  it("leads a non-member's records to the plate's invoices", () => {
    expect(timelineLinkOf(entry({ kind: 'notice', plate: '1กข 1234', province: '10' }))).toEqual({
      to: `/invoices?${new URLSearchParams({ plate: '1กข 1234', province: '10' })}`,
    });
  });

  it("leads a message to the recipient's simulated mailbox in the portal, and a job run to its history", () => {
    expect(timelineLinkOf(entry({ kind: 'message', reference: 'somchai@mflow.local' }))).toEqual({
      href: '/mflow/mailbox?to=somchai%40mflow.local',
    });
    expect(timelineLinkOf(entry({ kind: 'job', reference: 'billing-member-cut' }))).toEqual({ to: '/jobs?job=billing-member-cut' });
  });

  it('has no link for a record with neither customer nor plate', () => {
    expect(timelineLinkOf(entry({}))).toBeUndefined();
  });
});

import type { TInvoiceDetail, TTollTransaction } from '../api/invoices-api';
import { groupByVehicle, unpaidTimeline } from './invoice-timeline';

/** The worked example (requirements/billing.md#worked-example): one 30 baht passage on 3 Nov, invoiced on 16 Nov, due 22 Nov. */
const issued: Pick<TInvoiceDetail, 'status' | 'totalAmount' | 'dueDate' | 'dueAt' | 'upcoming'> = {
  status: 'NORMAL',
  totalAmount: 3000,
  dueDate: '2026-11-22',
  dueAt: '2026-11-22T16:59:59.999Z',
  upcoming: [
    { step: 'FIRST_LATE_FEE', at: '2026-11-22T17:00:00.000Z', totalAmount: 9000, dueDate: '2026-12-07' },
    { step: 'NEAR_DUE', at: '2026-11-19T17:00:00.000Z', totalAmount: 3000, dueDate: '2026-11-22' },
    { step: 'SECOND_LATE_FEE', at: '2026-12-07T17:00:00.000Z', totalAmount: 33_000, dueDate: '2026-12-22' },
    { step: 'FINED', at: '2026-12-22T17:00:00.000Z', totalAmount: 53_000, dueDate: '2026-12-22' },
  ],
};

describe('what happens if an invoice stays unpaid', () => {
  it('lists the worked example in time order, each step with what it adds: 30 → 90 → 330 → 530 baht', () => {
    expect(unpaidTimeline(issued).map(({ step, totalAmount, added, payBy }) => [step, totalAmount, added, payBy])).toEqual([
      ['NEAR_DUE', 3000, 0, '2026-11-22'],
      ['DUE', 3000, 0, '2026-11-22'],
      ['FIRST_LATE_FEE', 9000, 6000, '2026-12-07'],
      ['SECOND_LATE_FEE', 33_000, 24_000, '2026-12-22'],
      ['FINED', 53_000, 20_000, undefined],
    ]);
  });

  it('starts an overdue invoice from what it carries now and its own due date', () => {
    const overdue = {
      status: 'OVERDUE' as const,
      totalAmount: 9000,
      dueDate: '2026-12-07',
      dueAt: '2026-12-07T16:59:59.999Z',
      upcoming: issued.upcoming.slice(2),
    };
    expect(unpaidTimeline(overdue).map(({ step, added }) => [step, added])).toEqual([
      ['DUE', 0],
      ['SECOND_LATE_FEE', 24_000],
      ['FINED', 20_000],
    ]);
  });

  it('gives a fined case no date to pay by: its due date has passed and it goes to collection', () => {
    expect(unpaidTimeline(issued).at(-1)).toMatchObject({ step: 'FINED', at: '2026-12-22T17:00:00.000Z', payBy: undefined });
  });

  it('has nothing ahead of a paid or cancelled invoice', () => {
    expect(unpaidTimeline({ ...issued, status: 'PAID' })).toEqual([]);
    expect(unpaidTimeline({ ...issued, status: 'CANCELLED' })).toEqual([]);
  });
});

describe('invoice lines by vehicle', () => {
  const line = (passageId: string, plate: string, price: number): TTollTransaction => ({
    passageId,
    passedAt: '2026-11-03T02:00:00.000Z',
    plazaCode: 'M9-TC1',
    plazaName: 'Thap Chang 1',
    gantryCode: 'M9-TC1-G1',
    lane: 1,
    plate,
    province: '10',
    vehicleClass: 1,
    price,
    photoUrl: `/photo/${passageId}`,
    flags: [],
  });

  it('groups the lines by plate and province, in the order the vehicles first pass, with their subtotals', () => {
    const groups = groupByVehicle([line('a', '1กข 1234', 3000), line('b', 'กท 5678', 4500), line('c', '1กข 1234', 3000)]);
    expect(groups.map((group) => [group.plate, group.lines.map((item) => item.passageId), group.totalAmount])).toEqual([
      ['1กข 1234', ['a', 'c'], 6000],
      ['กท 5678', ['b'], 4500],
    ]);
  });
});

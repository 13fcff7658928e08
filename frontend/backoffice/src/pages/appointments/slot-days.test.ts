import { slotDaysOf } from './slot-days';

const slot = (date: string, time: string, closedAt: string | null = null) => ({
  slotStart: `${date}T${time}:00+07:00`,
  date,
  time,
  capacity: 3,
  taken: 0,
  closedAt,
  closedReason: closedAt ? 'Power cut' : null,
});

describe('slotDaysOf', () => {
  it('groups the slots by day in order and counts the open ones', () => {
    const days = slotDaysOf([
      slot('2026-12-01', '08:30'),
      slot('2026-12-01', '09:00', '2026-11-30T03:00:00.000Z'),
      slot('2026-12-02', '08:30'),
    ]);
    expect(days.map((day) => [day.date, day.slots.length, day.open])).toEqual([
      ['2026-12-01', 2, 1],
      ['2026-12-02', 1, 1],
    ]);
  });

  it('has no days without slots', () => {
    expect(slotDaysOf([])).toEqual([]);
  });
});

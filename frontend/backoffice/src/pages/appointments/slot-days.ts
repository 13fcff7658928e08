import type { TStaffSlot } from '../../api/appointments-api';

type TSlotDay = { date: string; slots: TStaffSlot[]; open: number };

/** The calendar's slots by day, in the order the server gives them, with how many of each day are still open. */
export function slotDaysOf(slots: readonly TStaffSlot[]): TSlotDay[] {
  const days = new Map<string, TSlotDay>();
  for (const slot of slots) {
    const day = days.get(slot.date) ?? { date: slot.date, slots: [], open: 0 };
    day.slots.push(slot);
    if (!slot.closedAt) day.open += 1;
    days.set(slot.date, day);
  }
  return [...days.values()];
}

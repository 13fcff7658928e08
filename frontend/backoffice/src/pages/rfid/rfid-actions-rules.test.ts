import type { TStaffSlot } from '../../api/appointments-api';
import { bookableSlots, firstPickerDay, installDraftProblems, rfidActionsFor } from './rfid-actions-rules';

const slot = (over: Partial<TStaffSlot>): TStaffSlot => ({
  slotStart: '2026-11-30T02:00:00.000Z',
  date: '2026-11-30',
  time: '09:00',
  capacity: 2,
  taken: 0,
  closedAt: null,
  closedReason: null,
  ...over,
});

describe('the RFID steps an officer is offered', () => {
  it('contact first, then book, then record the tag, with cancel until the tag is fitted', () => {
    expect(rfidActionsFor('REQUESTED')).toEqual(['contacted', 'cancel']);
    expect(rfidActionsFor('CONTACTED')).toEqual(['schedule', 'cancel']);
    expect(rfidActionsFor('SCHEDULED')).toEqual(['install', 'cancel']);
    expect(rfidActionsFor('INSTALLED')).toEqual([]);
    expect(rfidActionsFor('CANCELLED')).toEqual([]);
  });
});

describe('the fitting slots an officer may book', () => {
  it('keeps the open slots with a seat left', () => {
    const open = slot({ slotStart: 'a' });
    const full = slot({ slotStart: 'b', taken: 2 });
    const closed = slot({ slotStart: 'c', closedAt: '2026-11-29T00:00:00.000Z', closedReason: 'Flood' });
    const lastSeat = slot({ slotStart: 'd', taken: 1 });
    expect(bookableSlots([open, full, closed, lastSeat])).toEqual([open, lastSeat]);
  });

  it('starts on the Bangkok day after the latest step, across midnight UTC', () => {
    expect(firstPickerDay('2026-11-27T18:30:00.000Z')).toBe('2026-11-29');
    expect(firstPickerDay('2026-11-27T16:59:59.000Z')).toBe('2026-11-28');
  });
});

describe('the fitted tag the form checks before sending', () => {
  const good = { tagKind: 'MPASS' as const, tagNumber: '1234567890', chipSerial: 'CHIP123456', officeNumber: '00001' };

  it('finds nothing wrong with a tag the payment-method rules take', () => {
    expect(installDraftProblems(good)).toEqual(new Set());
  });

  it('names each field the rules refuse', () => {
    expect(installDraftProblems({ ...good, tagNumber: '', chipSerial: '', officeNumber: '' })).toEqual(
      new Set(['tagNumber', 'chipSerial', 'officeNumber']),
    );
  });
});

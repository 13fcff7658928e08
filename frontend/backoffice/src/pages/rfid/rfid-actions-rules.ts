import type { TStaffCaseDetail } from '@mflow/contracts/cases/case.contract';
import { movesFrom } from '@mflow/contracts/cases/case-status';
import { ZRfidInstallRequestSchema, type TRfidInstallRequest } from '@mflow/contracts/cases/rfid.contract';
import { addDays, bangkokDateOf, type TIsoDate } from '@mflow/contracts/time/bangkok';
import type { TStaffSlot } from '../../api/appointments-api';

export type TRfidAction = 'contacted' | 'schedule' | 'install' | 'cancel';

/** The move of the contract's status machine each of the officer's buttons makes. */
const MOVE_OF: Record<TRfidAction, TStaffCaseDetail['status']> = {
  contacted: 'CONTACTED',
  schedule: 'SCHEDULED',
  install: 'INSTALLED',
  cancel: 'CANCELLED',
};

/** The officer's next steps on an RFID request, read from the contract's status machine (requirements/rfid-installation.md#statuses). */
export function rfidActionsFor(status: TStaffCaseDetail['status']): TRfidAction[] {
  const next = movesFrom('RFID', status, 'STAFF');
  return (Object.keys(MOVE_OF) as TRfidAction[]).filter((action) => next.includes(MOVE_OF[action]));
}

/** The slots the officer may book: open and with a seat left. The server refuses one that has begun. */
export function bookableSlots(slots: readonly TStaffSlot[]): TStaffSlot[] {
  return slots.filter((slot) => !slot.closedAt && slot.taken < slot.capacity);
}

/**
 * The first day the slot picker shows: the day after the request's latest step, as the server's
 * clock recorded it, so that a simulated clock and the officer's own both land on days to come.
 */
export function firstPickerDay(latestStepAt: string): TIsoDate {
  return addDays(bangkokDateOf(new Date(latestStepAt)), 1);
}

export type TInstallDraft = Omit<TRfidInstallRequest, 'version'>;

/** The fields of the fitted tag the payment-method rules refuse, so the form marks them before it is sent. */
export function installDraftProblems(draft: TInstallDraft): Set<keyof TInstallDraft> {
  const checked = ZRfidInstallRequestSchema.safeParse({ ...draft, version: 1 });
  const fields = new Set<keyof TInstallDraft>();
  if (checked.success) return fields;
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (field === 'tagKind' || field === 'tagNumber' || field === 'chipSerial' || field === 'officeNumber') fields.add(field);
  }
  return fields;
}

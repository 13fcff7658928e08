import type { TRfidDetail } from '@mflow/contracts/cases/rfid.contract';
import type { TQueryable } from '../../../platform/db/database';
import type { TCaseRow } from '../engine/case-records';
import { currentFittingOf, rfidOf } from './rfid-handling';
import type { TRfidAppointments } from './rfid-port';

/** The request's part of the case page (member, visitor, staff): what was asked, the contact deadline, the fitting and the tag. */
export async function rfidDetailOf({
  db,
  row,
  appointments,
}: {
  db: TQueryable;
  row: TCaseRow;
  appointments: TRfidAppointments;
}): Promise<TRfidDetail> {
  const rfid = await rfidOf(db, row.id);
  const { all, current } = await currentFittingOf(appointments, db, row.caseNo);
  // The one that counts, or else the last there was (missed, cancelled), so the page says what became of it.
  const appointment = current ?? all.at(-1);
  return {
    tagKind: rfid.tagKind,
    contactChannel: rfid.contactChannel,
    centreCode: rfid.centreCode,
    plate: rfid.plate,
    province: rfid.province,
    vehicleId: rfid.vehicleId,
    contactDeadline: row.deadlineDate,
    contactedAt: rfid.contactedAt?.toISOString() ?? null,
    appointment: appointment
      ? {
          appointmentNo: appointment.appointmentNo,
          centreCode: appointment.centre.code,
          slotStart: appointment.slotStart,
          status: appointment.status,
        }
      : null,
    installed:
      rfid.installedTagKind && rfid.tagNumber && rfid.chipSerial && rfid.officeNumber && rfid.installedAt
        ? {
            tagKind: rfid.installedTagKind,
            tagNumber: rfid.tagNumber,
            chipSerial: rfid.chipSerial,
            officeNumber: rfid.officeNumber,
            installedAt: rfid.installedAt.toISOString(),
          }
        : null,
    paymentMethodId: rfid.paymentMethodId,
    cancelReason: rfid.cancelReason,
  };
}

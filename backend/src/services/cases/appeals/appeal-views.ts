import { eq } from 'drizzle-orm';
import type { TCaseDetail } from '@mflow/contracts/cases/case.contract';
import type { TQueryable } from '../../../platform/db/database';
import { noticeById } from '../../billing/notice-outcomes';
import type { TCaseRow } from '../engine/case-records';
import { appeals } from './appeals.schema';
import { currentAppointmentOf, type TAppointments } from './appointments-port';

/** An appeal's part of the case page (member, visitor, staff): the notice as it stands, the reason, the appointment and what the outcome did. */
export async function appealDetailOf({
  db,
  row,
  appointments,
}: {
  db: TQueryable;
  row: TCaseRow;
  appointments: TAppointments;
}): Promise<TCaseDetail['appeal']> {
  if (row.kind !== 'APPEAL') return null;
  const [appeal] = await db.select().from(appeals).where(eq(appeals.caseId, row.id));
  if (!appeal) return null;
  const { notice } = await noticeById({ db, noticeId: appeal.noticeId });
  const all = await appointments.appointmentsOfSubjects({ db, subjects: [{ kind: 'APPEAL', ref: row.caseNo }] });
  // The one that counts, or else the last there was (missed, cancelled), so the page says what became of it.
  const appointment = (await currentAppointmentOf(appointments, db, row.caseNo)) ?? all.at(-1);
  return {
    noticeNo: appeal.noticeNo,
    noticeStatus: notice.status,
    noticeDueDate: notice.dueDate,
    plate: appeal.plate,
    province: appeal.province,
    reason: appeal.reason,
    reasonText: appeal.reasonText,
    appointment: appointment
      ? {
          appointmentNo: appointment.appointmentNo,
          centreCode: appointment.centre.code,
          slotStart: appointment.slotStart,
          status: appointment.status,
        }
      : null,
    cancelledAmount: appeal.cancelledAmount,
    replacementInvoiceNo: appeal.replacementInvoiceNo,
    refundAmount: appeal.refundAmount,
  };
}

/** The case page with an appeal's part beside the dispute's (null for other kinds). */
export async function withAppeal<T extends object>(detail: T, row: TCaseRow, ports: { appointments: TAppointments }, db: TQueryable) {
  return { ...detail, appeal: await appealDetailOf({ db, row, appointments: ports.appointments }) };
}

import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { staffIdOf } from '../../platform/http/request-context';
import {
  ZAppointmentSchema,
  ZCentreParamsSchema,
  ZSlotCapacityRequestSchema,
  ZSlotCloseRequestSchema,
  ZSlotCloseResultSchema,
  ZSlotRangeQuerySchema,
  ZStaffAppointmentParamsSchema,
  ZStaffDayQuerySchema,
  ZStaffDaySchema,
  ZStaffSlotCalendarSchema,
  ZStaffSlotSchema,
} from '@mflow/contracts/appointments/appointments.contract';
import { STAFF_PERMISSIONS } from '@mflow/contracts/staff/staff-roles';
import { recordStaffAction } from '../audit/audit.service';
import { requireStaffPermission, requireStaffRole } from '../staff/staff.service';
import { closeSlots, dayList, setCapacity, slotCalendar } from './appointment-desk';
import type { TAppointmentListeners } from './appointment-listeners';
import { checkIn, markNoShow } from './appointment-outcomes';
import { bangkokTimeOf, publicViewOf } from './appointment-views';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';

const staffBase = '/staffservice/api/v1/appointments';

/** Who reads a centre's day and calendar: the officers at the counter and operations, who run the calendar. */
const DESK_ROLES = [...STAFF_PERMISSIONS.handleCases, ...STAFF_PERMISSIONS.operate];

/** The counter and the calendar of the service centres (requirements/notices-and-appeals.md#appointment-fields); every change audited. */
export function registerAppointmentStaffRoutes(api: ApiRouter, deps: TAppDeps, listeners: TAppointmentListeners): void {
  const { db, clock, notifier } = deps;
  const tag = 'staffservice';
  const reader = (staffId: string) => requireStaffRole({ db, staffId, anyOf: DESK_ROLES, refusal: 'ERR_STAFF_0004' });

  api.define({
    method: 'get',
    path: `${staffBase}/centres/{code}/day`,
    summary:
      "A centre's appointments of one day, with each holder's plate and contact and whether they checked in (CASE_OFFICER, CASE_SUPERVISOR, OPERATIONS)",
    tag,
    auth: 'staff',
    params: ZCentreParamsSchema,
    query: ZStaffDayQuerySchema,
    response: ZStaffDaySchema,
    handler: async ({ params, query, context }) => {
      await reader(staffIdOf(context));
      return { centreCode: params.code, date: query.date, items: await dayList({ db, centreCode: params.code, date: query.date }) };
    },
  });

  api.define({
    method: 'get',
    path: `${staffBase}/centres/{code}/slots`,
    summary:
      "The calendar of a centre's slots from `from` to `to` (at most 31 days): capacity, seats taken, closures (CASE_OFFICER, CASE_SUPERVISOR, OPERATIONS)",
    tag,
    auth: 'staff',
    params: ZCentreParamsSchema,
    query: ZSlotRangeQuerySchema,
    response: ZStaffSlotCalendarSchema,
    handler: async ({ params, query, context }) => {
      await reader(staffIdOf(context));
      return { centreCode: params.code, items: await slotCalendar({ db, centreCode: params.code, from: query.from, to: query.to }) };
    },
  });

  const outcome = (path: 'check-in' | 'no-show', summary: string) =>
    api.define({
      method: 'post',
      path: `${staffBase}/{appointmentNo}/${path}`,
      summary,
      tag,
      auth: 'staff',
      params: ZStaffAppointmentParamsSchema,
      response: ZAppointmentSchema,
      handler: async ({ params, context }) => {
        const staff = await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'handleCases' });
        const at = clock.now();
        return db.transaction(async (tx) => {
          const { appointmentNo } = params;
          const { before, after } =
            path === 'check-in'
              ? await checkIn({ db: tx, at, appointmentNo, staffId: staff.staffId, listeners })
              : await markNoShow({ db: tx, at, appointmentNo, listeners });
          await recordStaffAction({
            db: tx,
            by: staff,
            action: {
              action: path === 'check-in' ? 'APPOINTMENT_CHECK_IN' : 'APPOINTMENT_NO_SHOW',
              subjectType: 'APPOINTMENT',
              subjectId: appointmentNo,
              before: { status: before.status },
              after: { status: after.status, subject: after.subject },
              at,
            },
          });
          return publicViewOf(after);
        });
      },
    });
  outcome(
    'check-in',
    "Checks the holder in at the counter, on the day of the appointment; the subject kind's listener hears of it (CASE_OFFICER, CASE_SUPERVISOR, audited)",
  );
  outcome('no-show', 'Marks a booking missed once its time has begun; an appeal lapses (CASE_OFFICER, CASE_SUPERVISOR, audited)');

  api.define({
    method: 'post',
    path: `${staffBase}/centres/{code}/slots/capacity`,
    summary: "Sets a slot's capacity, never below the seats already taken (OPERATIONS, audited)",
    tag,
    auth: 'staff',
    params: ZCentreParamsSchema,
    body: ZSlotCapacityRequestSchema,
    response: ZStaffSlotSchema,
    handler: async ({ params, body, context }) => {
      const staff = await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'operate' });
      const at = clock.now();
      return db.transaction(async (tx) => {
        const slotStart = new Date(body.slotStart);
        const { before, after } = await setCapacity({ db: tx, centreCode: params.code, slotStart, capacity: body.capacity });
        await recordStaffAction({
          db: tx,
          by: staff,
          action: {
            action: 'APPOINTMENT_SLOT_CAPACITY',
            subjectType: 'APPOINTMENT_SLOT',
            subjectId: `${params.code} ${slotStart.toISOString()}`,
            before: { capacity: before.capacity, taken: before.taken },
            after: { capacity: after.capacity, taken: after.taken },
            at,
          },
        });
        return {
          slotStart: slotStart.toISOString(),
          date: bangkokDateOf(slotStart),
          time: bangkokTimeOf(slotStart),
          capacity: after.capacity,
          taken: after.taken,
          closedAt: after.closedAt?.toISOString() ?? null,
          closedReason: after.closedReason,
        };
      });
    },
  });

  api.define({
    method: 'post',
    path: `${staffBase}/centres/{code}/slots/close`,
    summary:
      'Closes a slot, or a whole day when no slot is named, with a reason: each booking in it moves to the nearest free slot of the centre, ' +
      'or is cancelled when none is free within 30 days; each holder is told (OPERATIONS, audited)',
    tag,
    auth: 'staff',
    params: ZCentreParamsSchema,
    body: ZSlotCloseRequestSchema,
    response: ZSlotCloseResultSchema,
    handler: async ({ params, body, context }) => {
      const staff = await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'operate' });
      const at = clock.now();
      return db.transaction(async (tx) => {
        const slotStart = body.slotStart ? new Date(body.slotStart) : undefined;
        const result = await closeSlots({ db: tx, at, notifier, centreCode: params.code, date: body.date, slotStart, reason: body.reason });
        await recordStaffAction({
          db: tx,
          by: staff,
          action: {
            action: 'APPOINTMENT_SLOT_CLOSE',
            subjectType: 'APPOINTMENT_SLOT',
            subjectId: `${params.code} ${slotStart?.toISOString() ?? body.date}`,
            before: null,
            after: { reason: body.reason, ...result },
            at,
          },
        });
        return result;
      });
    },
  });
}

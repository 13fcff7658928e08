import type { TAppDeps } from '../../../platform/app-deps';
import type { ApiRouter } from '../../../platform/http/api-router';
import { customerIdOf } from '../../../platform/http/request-context';
import {
  ZAppealAppointmentSchema,
  ZAppealBookingRequestSchema,
  ZFileAppealRequestSchema,
  ZFiledAppealSchema,
} from '@mflow/contracts/cases/appeal.contract';
import { ZCaseDetailSchema, ZCaseNoParamsSchema, type TCaseDetail } from '@mflow/contracts/cases/case.contract';
import { CASE_TRACKING_HEADER, ZCaseTrackingHeadersSchema } from '@mflow/contracts/cases/visitor-cases.contract';
import { IDEMPOTENCY_KEY_HEADER, ZIdempotencyHeadersSchema } from '@mflow/contracts/payment/payments.contract';
import { AppError } from '../../../platform/errors/app-error';
import { trackedCase } from '../engine/case-tracking';
import { bookAppealAppointment, cancelAppealAppointment, rescheduleAppealAppointment } from './appeal-booking';
import { fileMemberAppeal } from './appeal-filing';
import type { TAppointment, TAppointments } from './appointments-port';

const toAnswer = (appointment: TAppointment) => ({
  appointmentNo: appointment.appointmentNo,
  centreCode: appointment.centre.code,
  slotStart: appointment.slotStart,
  status: appointment.status,
});

type TVisitorCaseDetailOf = (caseNo: string, headers: Record<string, string | undefined>) => Promise<TCaseDetail>;

/**
 * Appeals of toll notices (docs/decisions/0060-notice-appeals.md): the member files and books; the
 * visitor books under the case's tracking session (decision 0053). `detail` answers the case page
 * of whoever asks, as the routes beside these do.
 */
export function registerAppealRoutes(
  api: ApiRouter,
  deps: TAppDeps,
  appointments: TAppointments,
  detail: { member: (caseNo: string, customerId: string) => Promise<TCaseDetail>; visitor: TVisitorCaseDetailOf },
): void {
  const { db, clock, notifier } = deps;
  const tag = 'caseservice';
  const base = '/caseservice/api/v1';

  api.define({
    method: 'post',
    path: `${base}/appeals`,
    summary:
      'Appeal one of the member’s toll notices, on or before its due date (Bangkok), with a reason, files and, for a stolen vehicle, the police report. ' +
      'While open the notice is APPEALED and its ladder climbs no step. The Idempotency-Key header makes a retry answer the same case',
    tag,
    auth: 'bearer',
    headers: ZIdempotencyHeadersSchema,
    body: ZFileAppealRequestSchema,
    response: ZFiledAppealSchema,
    successStatus: 201,
    handler: ({ body, headers, context }) => {
      const key = headers[IDEMPOTENCY_KEY_HEADER];
      if (!key) throw new AppError('ERR_PAY_0101');
      return fileMemberAppeal({ db, clock, notifier, customerId: customerIdOf(context), request: body, idempotencyKey: key });
    },
  });

  const member = { tag, auth: 'bearer' as const, params: ZCaseNoParamsSchema };
  const memberWho = (context: Parameters<typeof customerIdOf>[0]) => ({ customerId: customerIdOf(context) });

  api.define({
    method: 'post',
    path: `${base}/appeals/{caseNo}/appointment`,
    summary:
      'Book the appointment of one of the member’s undecided appeals at a slot a service centre offers; one live appointment per appeal',
    ...member,
    body: ZAppealBookingRequestSchema,
    response: ZAppealAppointmentSchema,
    successStatus: 201,
    handler: async ({ params, body, context }) =>
      toAnswer(await bookAppealAppointment({ db, clock, appointments, caseNo: params.caseNo, who: memberWho(context), request: body })),
  });

  api.define({
    method: 'put',
    path: `${base}/appeals/{caseNo}/appointment`,
    summary: 'Move the appeal’s appointment to another slot, until 24 hours before it',
    ...member,
    body: ZAppealBookingRequestSchema,
    response: ZAppealAppointmentSchema,
    handler: async ({ params, body, context }) =>
      toAnswer(
        await rescheduleAppealAppointment({ db, clock, appointments, caseNo: params.caseNo, who: memberWho(context), request: body }),
      ),
  });

  api.define({
    method: 'delete',
    path: `${base}/appeals/{caseNo}/appointment`,
    summary: 'Cancel the appeal’s appointment, until 24 hours before it; the appeal stays open to be booked again',
    ...member,
    response: ZCaseDetailSchema,
    handler: async ({ params, context }) => {
      const who = memberWho(context);
      await cancelAppealAppointment({ db, clock, appointments, caseNo: params.caseNo, who });
      return detail.member(params.caseNo, who.customerId);
    },
  });

  const visitor = { tag, auth: 'accessKey' as const, headers: ZCaseTrackingHeadersSchema, params: ZCaseNoParamsSchema };
  const visitorWho = async (caseNo: string, headers: Record<string, string | undefined>) => {
    const row = await trackedCase({ db, clock, caseNo, token: headers[CASE_TRACKING_HEADER] ?? '' });
    return { visitorCaseNo: row.caseNo };
  };

  api.define({
    method: 'post',
    path: `${base}/public/cases/{caseNo}/appointment`,
    summary:
      "Book the appointment of the visitor's undecided appeal, with the case's tracking session; another case's session finds nothing",
    ...visitor,
    body: ZAppealBookingRequestSchema,
    response: ZAppealAppointmentSchema,
    successStatus: 201,
    handler: async ({ params, body, headers }) => {
      const who = await visitorWho(params.caseNo, headers);
      return toAnswer(await bookAppealAppointment({ db, clock, appointments, caseNo: who.visitorCaseNo, who, request: body }));
    },
  });

  api.define({
    method: 'put',
    path: `${base}/public/cases/{caseNo}/appointment`,
    summary: "Move the visitor's appointment to another slot, until 24 hours before it, with the case's tracking session",
    ...visitor,
    body: ZAppealBookingRequestSchema,
    response: ZAppealAppointmentSchema,
    handler: async ({ params, body, headers }) => {
      const who = await visitorWho(params.caseNo, headers);
      return toAnswer(await rescheduleAppealAppointment({ db, clock, appointments, caseNo: who.visitorCaseNo, who, request: body }));
    },
  });

  api.define({
    method: 'delete',
    path: `${base}/public/cases/{caseNo}/appointment`,
    summary: "Cancel the visitor's appointment, until 24 hours before it, with the case's tracking session",
    ...visitor,
    response: ZCaseDetailSchema,
    handler: async ({ params, headers }) => {
      const who = await visitorWho(params.caseNo, headers);
      await cancelAppealAppointment({ db, clock, appointments, caseNo: who.visitorCaseNo, who });
      return detail.visitor(params.caseNo, headers);
    },
  });
}

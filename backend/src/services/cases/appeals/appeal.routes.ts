import type { TAppDeps } from '../../../platform/app-deps';
import type { ApiRouter } from '../../../platform/http/api-router';
import { customerIdOf } from '../../../platform/http/request-context';
import { perAddressLimit } from '../../../platform/http/rate-limit';
import {
  ZAppealAppointmentSchema,
  ZAppealBookingRequestSchema,
  ZFileAppealRequestSchema,
  ZFiledAppealSchema,
  ZVisitorAppealCodeRequestSchema,
  ZVisitorAppealRequestSchema,
  ZVisitorAppealVerifyRequestSchema,
  ZVisitorAppealVerifyResponseSchema,
} from '@mflow/contracts/cases/appeal.contract';
import { ZCaseDetailSchema, ZCaseNoParamsSchema, type TCaseDetail } from '@mflow/contracts/cases/case.contract';
import { CASE_TRACKING_HEADER, ZCaseTrackingHeadersSchema } from '@mflow/contracts/cases/visitor-cases.contract';
import { ZOtpResponseSchema } from '@mflow/contracts/otp/otp.contract';
import { IDEMPOTENCY_KEY_HEADER, ZIdempotencyHeadersSchema } from '@mflow/contracts/payment/payments.contract';
import { AppError } from '../../../platform/errors/app-error';
import type { TOtpSettings } from '../../otp/otp.service';
import { trackedCase } from '../engine/case-tracking';
import { bookAppealAppointment, cancelAppealAppointment, rescheduleAppealAppointment } from './appeal-booking';
import { fileMemberAppeal } from './appeal-filing';
import type { TAppointment, TAppointments } from './appointments-port';
import { fileAppealAsVisitor, requestVisitorAppealCode, verifyVisitorAppeal } from './visitor-appeal-filing';

const toAnswer = (appointment: TAppointment) => ({
  appointmentNo: appointment.appointmentNo,
  centreCode: appointment.centre.code,
  slotStart: appointment.slotStart,
  status: appointment.status,
});

type TVisitorCaseDetailOf = (caseNo: string, headers: Record<string, string | undefined>) => Promise<TCaseDetail>;

/**
 * Appeals of toll notices (docs/decisions/0060-notice-appeals.md): the member files and books; the
 * visitor files with the notice and a code sent to their contact, and books under the case's
 * tracking session (decision 0053). `detail` answers the case page of whoever asks, as the routes
 * beside these do.
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

  registerVisitorFilingRoutes(api, deps);

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

/** A visitor's three calls to appeal a non-member notice (docs/decisions/0060-notice-appeals.md). */
function registerVisitorFilingRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, notifier, config } = deps;
  const settings: TOtpSettings = {
    ttlSeconds: config.otpTtlSeconds,
    maxAttempts: config.otpMaxAttempts,
    resendCooldownSeconds: config.otpResendCooldownSeconds,
    hourlyLimit: config.otpHourlyLimit,
  };
  const base = '/caseservice/api/v1/public/appeals';
  // As the visitors' disputes: per address, on top of the OTP module's cooldown and hourly cap per contact.
  const visitor = { tag: 'caseservice', auth: 'accessKey' as const, before: [perAddressLimit(config.authRateLimitPerMinute)] };

  api.define({
    method: 'post',
    path: `${base}/code`,
    summary:
      'A visitor asks for a one-time code to appeal a toll notice: the notice number with the plate and province it was issued for must name a notice ' +
      "without a member (an unknown number, a wrong plate or a member's notice is ERR_CASE_0220, and nothing is sent), open and not past its due date; " +
      'the code goes to the e-mail or mobile given',
    ...visitor,
    body: ZVisitorAppealCodeRequestSchema,
    response: ZOtpResponseSchema,
    handler: ({ body, context }) => requestVisitorAppealCode({ db, clock, notifier, settings, language: context.language, request: body }),
  });

  api.define({
    method: 'post',
    path: `${base}/verify`,
    summary:
      "Checks the visitor's code and answers the notice's summary (amounts, due date), the reasons with what each asks for, and the single-use token the filing spends",
    ...visitor,
    body: ZVisitorAppealVerifyRequestSchema,
    response: ZVisitorAppealVerifyResponseSchema,
    handler: ({ body }) => verifyVisitorAppeal({ db, clock, settings, request: body }),
  });

  api.define({
    method: 'post',
    path: base,
    summary:
      'A visitor files an appeal of the proven notice: a reason, files uploaded online (claimed by the case), the police report for a stolen vehicle, ' +
      'a name and the contact the code went to. Same rules as members (on or before the due date, one open appeal per notice, not a paid, fined or ' +
      'cancelled notice); the token is spent with the filing. The Idempotency-Key header makes a retry answer the same case',
    ...visitor,
    headers: ZIdempotencyHeadersSchema,
    body: ZVisitorAppealRequestSchema,
    response: ZFiledAppealSchema,
    successStatus: 201,
    handler: ({ body, headers, context }) => {
      const key = headers[IDEMPOTENCY_KEY_HEADER];
      if (!key) throw new AppError('ERR_PAY_0101');
      return fileAppealAsVisitor({ db, clock, notifier, language: context.language, request: body, idempotencyKey: key });
    },
  });
}

import type { TAppDeps } from '../../../platform/app-deps';
import type { ApiRouter } from '../../../platform/http/api-router';
import { customerIdOf, staffIdOf } from '../../../platform/http/request-context';
import { perAddressLimit } from '../../../platform/http/rate-limit';
import { ZCaseNoParamsSchema, ZFiledCaseSchema } from '@mflow/contracts/cases/case.contract';
import {
  ZFileRfidRequestSchema,
  ZRfidCancelRequestSchema,
  ZRfidCustomerCancelRequestSchema,
  ZRfidCaseSchema,
  ZRfidContactedRequestSchema,
  ZRfidInstallRequestSchema,
  ZRfidPaymentMethodRequestSchema,
  ZRfidScheduleRequestSchema,
  ZStaffRfidCaseSchema,
  ZVisitorRfidRequestSchema,
} from '@mflow/contracts/cases/rfid.contract';
import { CASE_TRACKING_HEADER, ZCaseTrackingHeadersSchema } from '@mflow/contracts/cases/visitor-cases.contract';
import { AppError } from '../../../platform/errors/app-error';
import { requireStaffPermission } from '../../staff/staff.service';
import type { TPassageFlags } from '../disputes/dispute-views';
import { caseDetailOf, staffCaseDetailOf } from '../disputes/dispute-views';
import type { TRefunds } from '../disputes/refunds-port';
import { ownedBy } from '../engine/case-actions';
import { findCase, type TCaseRow } from '../engine/case-records';
import { trackedCase } from '../engine/case-tracking';
import { fileMemberRfid, fileVisitorRfid } from './rfid-filing';
import { cancelByCustomer, cancelByStaff, markContacted, recordInstallation, requireRfid, scheduleFitting } from './rfid-handling';
import { addFittedTag } from './rfid-payment-method';
import type { TRfidAppointments } from './rfid-port';
import { rfidDetailOf } from './rfid-views';

const base = '/caseservice/api/v1';
const staffBase = '/staffservice/api/v1/rfid';

/**
 * RFID installation requests (docs/decisions/0074-rfid-requests.md): the member asks for one of
 * their vehicles and adds the fitted tag as a payment method; the visitor asks with a plate and a
 * contact and follows the request with the case's tracking session (decision 0053); the officer
 * marks contacted, books the fitting and records the tag. The request is in the staff case queue
 * with the other kinds.
 */
export function registerRfidRoutes(
  api: ApiRouter,
  deps: TAppDeps,
  ports: { refunds: TRefunds; flags: TPassageFlags; appointments: TRfidAppointments },
): void {
  const { db, clock, notifier, gateway, config, fileKeys } = deps;
  const { refunds, flags, appointments } = ports;
  const tag = 'caseservice';

  const detailOf = async (row: TCaseRow) => ({
    ...(await caseDetailOf({ db, row, refunds, staffView: false })),
    appeal: null,
    rfid: await rfidDetailOf({ db, row, appointments }),
  });
  const memberDetail = async (caseNo: string, customerId: string) =>
    detailOf(requireRfid(ownedBy(await findCase({ db, caseNo }), { customerId })));
  const tracked = async (caseNo: string, headers: Record<string, string | undefined>) =>
    requireRfid(await trackedCase({ db, clock, caseNo, token: headers[CASE_TRACKING_HEADER] ?? '' }));
  const staffDetail = async (caseNo: string) => {
    const row = await findCase({ db, caseNo });
    if (!row) throw new AppError('ERR_CASE_0001');
    requireRfid(row);
    return {
      ...(await staffCaseDetailOf({ db, row, refunds, flags, fileKeys })),
      appeal: null,
      rfid: await rfidDetailOf({ db, row, appointments }),
    };
  };

  api.define({
    method: 'post',
    path: `${base}/rfid`,
    summary:
      'Ask for an M-PASS or Easy Pass tag to be fitted to one of the member’s ACTIVE vehicles, with how to be contacted (EMAIL or PHONE) and a preferred ' +
      'service centre; staff contact the member within 5 business days (the deadline answered). One open request per vehicle',
    tag,
    auth: 'bearer',
    body: ZFileRfidRequestSchema,
    response: ZFiledCaseSchema,
    successStatus: 201,
    handler: ({ body, context }) => fileMemberRfid({ db, clock, notifier, appointments, customerId: customerIdOf(context), request: body }),
  });

  const member = { tag, auth: 'bearer' as const, params: ZCaseNoParamsSchema, response: ZRfidCaseSchema };

  api.define({
    method: 'get',
    path: `${base}/rfid/{caseNo}`,
    summary:
      "One of the member's RFID requests: its status, contact deadline, fitting appointment and the tag fitted; another member's is not found",
    ...member,
    handler: ({ params, context }) => memberDetail(params.caseNo, customerIdOf(context)),
  });

  api.define({
    method: 'post',
    path: `${base}/rfid/{caseNo}/cancel`,
    summary: 'Cancel the member’s request before the tag is fitted; a booked fitting is cancelled with it',
    ...member,
    handler: async ({ params, context }) => {
      const customerId = customerIdOf(context);
      await cancelByCustomer({ db, clock, notifier, appointments, caseNo: params.caseNo, who: { customerId } });
      return memberDetail(params.caseNo, customerId);
    },
  });

  api.define({
    method: 'post',
    path: `${base}/rfid/{caseNo}/payment-method`,
    summary:
      'Add the fitted tag as a payment method in one step, with the OTP proof of the tag kind’s CREATE step: the payment-method rules apply as on the ' +
      'payment-methods page (an activated e-mail, a tag not already in the list, registered to the card-holder ID, by default the member’s own)',
    ...member,
    body: ZRfidPaymentMethodRequestSchema,
    handler: async ({ params, body, context }) => {
      const customerId = customerIdOf(context);
      await addFittedTag({ db, clock, gateway, customerId, caseNo: params.caseNo, request: body });
      return memberDetail(params.caseNo, customerId);
    },
  });

  api.define({
    method: 'post',
    path: `${base}/public/rfid`,
    summary:
      'A visitor asks for a tag to be fitted: a name, an e-mail address or Thai mobile (as the contact channel says), the plate and province, the tag ' +
      'and a preferred centre. The answer is the case number; the request is followed with a code sent to that contact (public/cases/{caseNo}/code)',
    tag,
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    body: ZVisitorRfidRequestSchema,
    response: ZFiledCaseSchema,
    successStatus: 201,
    handler: ({ body, context }) => fileVisitorRfid({ db, clock, notifier, appointments, language: context.language, request: body }),
  });

  const visitor = {
    tag,
    auth: 'accessKey' as const,
    headers: ZCaseTrackingHeadersSchema,
    params: ZCaseNoParamsSchema,
    response: ZRfidCaseSchema,
  };

  api.define({
    method: 'get',
    path: `${base}/public/rfid/{caseNo}`,
    summary: "The visitor's RFID request, with the case's tracking session; another case's session finds nothing",
    ...visitor,
    handler: async ({ params, headers }) => detailOf(await tracked(params.caseNo, headers)),
  });

  api.define({
    method: 'post',
    path: `${base}/public/rfid/{caseNo}/cancel`,
    summary: "The visitor cancels their request before the tag is fitted, with the case's tracking session and, if they give one, a reason",
    ...visitor,
    body: ZRfidCustomerCancelRequestSchema,
    handler: async ({ params, headers, body }) => {
      const row = await tracked(params.caseNo, headers);
      await cancelByCustomer({
        db,
        clock,
        notifier,
        appointments,
        caseNo: row.caseNo,
        who: { visitorCaseNo: row.caseNo },
        reason: body.text,
      });
      // The session was checked above: the case is only read again, as cancelled.
      const cancelled = await findCase({ db, caseNo: row.caseNo });
      if (!cancelled) throw new AppError('ERR_CASE_0001');
      return detailOf(cancelled);
    },
  });

  const staff = { tag: 'staffservice', auth: 'staff' as const, params: ZCaseNoParamsSchema, response: ZStaffRfidCaseSchema };

  api.define({
    method: 'get',
    path: `${staffBase}/{caseNo}`,
    summary: 'An RFID request for the officer: the case with its whole timeline and the request, its contact deadline, fitting and tag',
    ...staff,
    handler: async ({ params, context }) => {
      await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'handleCases' });
      return staffDetail(params.caseNo);
    },
  });

  api.define({
    method: 'post',
    path: `${staffBase}/{caseNo}/contacted`,
    summary: 'The officer has reached the requester: the contact deadline is met; an optional internal note (audited)',
    ...staff,
    body: ZRfidContactedRequestSchema,
    handler: async ({ params, body, context }) => {
      await markContacted({
        db,
        clock,
        notifier,
        staffId: staffIdOf(context),
        caseNo: params.caseNo,
        version: body.version,
        text: body.text,
      });
      return staffDetail(params.caseNo);
    },
  });

  api.define({
    method: 'post',
    path: `${staffBase}/{caseNo}/schedule`,
    summary:
      'Book the fitting at a slot of the requester’s preferred centre, or of another given, through the appointments service (audited)',
    ...staff,
    body: ZRfidScheduleRequestSchema,
    handler: async ({ params, body, context }) => {
      const { version, centreCode, slotStart } = body;
      await scheduleFitting({
        db,
        clock,
        notifier,
        appointments,
        staffId: staffIdOf(context),
        caseNo: params.caseNo,
        version,
        centreCode,
        slotStart,
      });
      return staffDetail(params.caseNo);
    },
  });

  api.define({
    method: 'post',
    path: `${staffBase}/{caseNo}/install`,
    summary:
      'Record the tag fitted, on the day of the fitting: its kind, printed serial, chip serial and office number; the requester is checked in (audited)',
    ...staff,
    body: ZRfidInstallRequestSchema,
    handler: async ({ params, body, context }) => {
      const staffId = staffIdOf(context);
      await recordInstallation({ db, clock, notifier, appointments, staffId, caseNo: params.caseNo, version: body.version, request: body });
      return staffDetail(params.caseNo);
    },
  });

  api.define({
    method: 'post',
    path: `${staffBase}/{caseNo}/cancel`,
    summary: 'Cancel the request before the tag is fitted, with a reason the requester is told; a booked fitting is cancelled (audited)',
    ...staff,
    body: ZRfidCancelRequestSchema,
    handler: async ({ params, body, context }) => {
      const staffId = staffIdOf(context);
      await cancelByStaff({ db, clock, notifier, appointments, staffId, caseNo: params.caseNo, version: body.version, text: body.text });
      return staffDetail(params.caseNo);
    },
  });
}

import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { perAddressLimit } from '../../platform/http/rate-limit';
import { ZCaseDetailSchema, ZCaseMessageRequestSchema, ZCaseNoParamsSchema, ZFiledCaseSchema } from '@mflow/contracts/cases/case.contract';
import {
  CASE_TRACKING_HEADER,
  ZCaseFileParamsSchema,
  ZCaseTrackingCodeRequestSchema,
  ZCaseTrackingCodeResponseSchema,
  ZCaseTrackingHeadersSchema,
  ZCaseTrackingSessionRequestSchema,
  ZCaseTrackingSessionSchema,
  ZVisitorDisputeCodeRequestSchema,
  ZVisitorDisputeRequestSchema,
  ZVisitorDisputeVerifyRequestSchema,
  ZVisitorDisputeVerifyResponseSchema,
} from '@mflow/contracts/cases/visitor-cases.contract';
import { ZOtpResponseSchema } from '@mflow/contracts/otp/otp.contract';
import { IDEMPOTENCY_KEY_HEADER, ZIdempotencyHeadersSchema } from '@mflow/contracts/payment/payments.contract';
import { AppError } from '../../platform/errors/app-error';
import type { TOtpSettings } from '../otp/otp.service';
import { replyToCase } from './engine/case-actions';
import { caseFileContent } from './engine/case-files';
import { openTrackingSession, requestTrackingCode, trackedCase } from './engine/case-tracking';
import { withdrawDispute } from './disputes/dispute-decision';
import { caseDetailOf } from './disputes/dispute-views';
import { fileDisputeAsVisitor, requestVisitorDisputeCode, verifyVisitorDispute } from './disputes/visitor-filing';
import { withdrawAppeal } from './appeals/appeal-decision';
import { withAppeal } from './appeals/appeal-views';
import { withComplaint } from './complaints/complaint-views';
import type { TCasePorts } from './case-ports';

const base = '/caseservice/api/v1/public';

/**
 * Visitors dispute a non-member invoice and track their case (docs/decisions/0053-visitor-case-proofs.md).
 * Answers how the tracked case page is read, for the appeal's routes beside these.
 */
export function registerVisitorCaseRoutes(api: ApiRouter, deps: TAppDeps, ports: TCasePorts) {
  const { refunds, appointments } = ports;
  const { db, clock, notifier, config, fileKeys } = deps;
  const settings: TOtpSettings = {
    ttlSeconds: config.otpTtlSeconds,
    maxAttempts: config.otpMaxAttempts,
    resendCooldownSeconds: config.otpResendCooldownSeconds,
    hourlyLimit: config.otpHourlyLimit,
  };
  const tag = 'caseservice';
  // As the visitors' invoice look-up: per address, on top of the OTP module's cooldown and hourly cap per contact.
  const visitor = { tag, auth: 'accessKey' as const, before: [perAddressLimit(config.authRateLimitPerMinute)] };
  const tracked = (caseNo: string, headers: Record<string, string | undefined>) =>
    trackedCase({ db, clock, caseNo, token: headers[CASE_TRACKING_HEADER] ?? '' });
  const detail = async (caseNo: string, headers: Record<string, string | undefined>) => {
    const row = await tracked(caseNo, headers);
    const detail = await withAppeal(await caseDetailOf({ db, row, refunds, staffView: false }), row, ports, db);
    return withComplaint(detail, row, db, clock.now());
  };

  api.define({
    method: 'post',
    path: `${base}/disputes/code`,
    summary:
      'A visitor asks for a one-time code to dispute a non-member invoice: the invoice number or payment reference with the plate and province it billed ' +
      'must name one invoice (a member invoice or a wrong plate is ERR_CASE_0150), and the code goes to the e-mail or mobile given',
    ...visitor,
    body: ZVisitorDisputeCodeRequestSchema,
    response: ZOtpResponseSchema,
    handler: ({ body, context }) => requestVisitorDisputeCode({ db, clock, notifier, settings, language: context.language, request: body }),
  });

  api.define({
    method: 'post',
    path: `${base}/disputes/verify`,
    summary:
      "Checks the visitor's code and answers the invoice's passages (date, gantry, amount, photo) with whether each may be disputed, and the single-use token the filing spends",
    ...visitor,
    body: ZVisitorDisputeVerifyRequestSchema,
    response: ZVisitorDisputeVerifyResponseSchema,
    handler: ({ body }) => verifyVisitorDispute({ db, clock, settings, fileKeys, refunds, request: body }),
  });

  api.define({
    method: 'post',
    path: `${base}/disputes`,
    summary:
      'A visitor files a dispute: passages of the proven invoice, a reason, evidence uploaded online (claimed by the case) and, for a paid invoice, the card that paid or a bank account. ' +
      'Same rules as members (30-day window, one open dispute per passage, the ladder held). The Idempotency-Key header makes a retry answer the same case',
    ...visitor,
    headers: ZIdempotencyHeadersSchema,
    body: ZVisitorDisputeRequestSchema,
    response: ZFiledCaseSchema,
    successStatus: 201,
    handler: ({ body, headers, context }) => {
      const key = headers[IDEMPOTENCY_KEY_HEADER];
      if (!key) throw new AppError('ERR_PAY_0101');
      return fileDisputeAsVisitor({ db, clock, notifier, refunds, language: context.language, request: body, idempotencyKey: key });
    },
  });

  api.define({
    method: 'post',
    path: `${base}/cases/{caseNo}/code`,
    summary:
      "A visitor asks for a code to open their case: it goes to the e-mail or mobile the case holds (the channel chosen), never to a contact the caller names; a member's case is not found",
    ...visitor,
    params: ZCaseNoParamsSchema,
    body: ZCaseTrackingCodeRequestSchema,
    response: ZCaseTrackingCodeResponseSchema,
    handler: ({ params, body, context }) =>
      requestTrackingCode({ db, clock, notifier, settings, language: context.language, caseNo: params.caseNo, channel: body.channel }),
  });

  api.define({
    method: 'post',
    path: `${base}/cases/{caseNo}/session`,
    summary: `Checks the code and answers a tracking session valid 30 minutes, sent as the ${CASE_TRACKING_HEADER} header; it opens this case only`,
    ...visitor,
    params: ZCaseNoParamsSchema,
    body: ZCaseTrackingSessionRequestSchema,
    response: ZCaseTrackingSessionSchema,
    handler: ({ params, body }) => openTrackingSession({ db, clock, settings, caseNo: params.caseNo, ...body }),
  });

  const trackingRoute = { tag, auth: 'accessKey' as const, headers: ZCaseTrackingHeadersSchema, params: ZCaseNoParamsSchema };

  api.define({
    method: 'get',
    path: `${base}/cases/{caseNo}`,
    summary:
      "The visitor's case with its timeline, files, deadline, decision and refund, with the case's tracking session; another case's session finds nothing",
    ...trackingRoute,
    response: ZCaseDetailSchema,
    handler: ({ params, headers }) => detail(params.caseNo, headers),
  });

  api.define({
    method: 'post',
    path: `${base}/cases/{caseNo}/messages`,
    summary:
      'The visitor replies with text and files uploaded online (claimed by the case); a reply to a request for information hands the case back to review',
    ...trackingRoute,
    body: ZCaseMessageRequestSchema,
    response: ZCaseDetailSchema,
    handler: async ({ params, body, headers }) => {
      const row = await tracked(params.caseNo, headers);
      await replyToCase({ db, clock, caseNo: row.caseNo, who: { visitorCaseNo: row.caseNo }, text: body.text, fileIds: body.fileIds });
      return detail(params.caseNo, headers);
    },
  });

  api.define({
    method: 'post',
    path: `${base}/cases/{caseNo}/withdraw`,
    summary:
      'The visitor withdraws an undecided case: a dispute’s passages may be disputed again, an appeal’s appointment is cancelled; the invoice goes on as before',
    ...trackingRoute,
    response: ZCaseDetailSchema,
    handler: async ({ params, headers }) => {
      const row = await tracked(params.caseNo, headers);
      const who = { visitorCaseNo: row.caseNo };
      if (row.kind === 'APPEAL') await withdrawAppeal({ db, clock, notifier, appointments, caseNo: row.caseNo, who });
      else await withdrawDispute({ db, clock, notifier, caseNo: row.caseNo, who });
      return detail(params.caseNo, headers);
    },
  });

  api.define({
    method: 'get',
    path: `${base}/cases/{caseNo}/files/{fileId}`,
    summary: "A file of the visitor's case, with the case's tracking session",
    tag,
    auth: 'accessKey',
    headers: ZCaseTrackingHeadersSchema,
    params: ZCaseFileParamsSchema,
    response: { binary: ['image/jpeg', 'image/png', 'application/pdf'] as const },
    handler: async ({ params, headers }) => caseFileContent({ db, row: await tracked(params.caseNo, headers), fileId: params.fileId }),
  });

  return (caseNo: string, headers: Record<string, string | undefined>) => detail(caseNo, headers);
}

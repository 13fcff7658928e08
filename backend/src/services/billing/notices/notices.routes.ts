import { ZNoticeLookupSchema, ZNoticeNoParamsSchema, ZNoticeSchema } from '@mflow/contracts/billing/notice.contract';
import type { TAppDeps } from '../../../platform/app-deps';
import type { ApiRouter } from '../../../platform/http/api-router';
import { perAddressLimit } from '../../../platform/http/rate-limit';
import { customerIdOf, staffIdOf, type TRequestContext } from '../../../platform/http/request-context';
import { requireStaffPermission } from '../../staff/staff.service';
import { passagePhotoUrl } from '../../toll/passage-photo';
import { letterSubject } from './notice-letter-data';
import { anyNotice, memberNotice, noticeView, visitorNotice } from './notice-reads';

const tag = 'invoiceservice';
const base = '/invoiceservice/api/v1';

/**
 * What every read of a notice shares. The photo links carry their own signed key, so a staff
 * session loads them as a customer's does, like the dispute evidence's photos.
 */
function noticeReading({ db, clock, fileKeys }: TAppDeps) {
  return (context: TRequestContext) => ({
    db,
    at: clock.now(),
    language: context.language,
    photoUrl: (passageId: string) => passagePhotoUrl(fileKeys, passageId),
  });
}

/**
 * Toll notices by the number printed on the letter (requirements/notices-and-appeals.md): a
 * visitor's look-up with the plate, which hands out a token for the letter (decision 0061), and a
 * member's own notice. The letters themselves are drawn by the PDF module (receipts).
 */
export function registerNoticeRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, config, fileKeys } = deps;
  const reading = noticeReading(deps);

  api.define({
    method: 'post',
    path: `${base}/public/notices/lookup`,
    summary:
      'A visitor finds a toll notice by the number on the letter with its plate and province: the vehicle, passages with photos, amounts so far, the next step of the ladder, the invoice to pay now, whether it may be appealed, and a token for the letter. An unknown number and a wrong plate get the same refusal',
    tag,
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    body: ZNoticeLookupSchema,
    response: ZNoticeSchema,
    handler: async ({ body, context }) => {
      const found = await visitorNotice({ db, ...body });
      return noticeView({ ...reading(context), found, letterToken: fileKeys.keyFor(letterSubject(found.notice.noticeNo)) });
    },
  });

  api.define({
    method: 'get',
    path: `${base}/notices/{noticeNo}`,
    summary:
      "One of the member's toll notices: the vehicle, passages with photos, amounts so far, the next step of the ladder, the invoice to pay now and whether it may be appealed; another member's answers not found",
    tag,
    auth: 'bearer',
    params: ZNoticeNoParamsSchema,
    response: ZNoticeSchema,
    handler: async ({ params, context }) => {
      const found = await memberNotice({ db, customerId: customerIdOf(context), noticeNo: params.noticeNo });
      return noticeView({ ...reading(context), found, letterToken: null });
    },
  });
}

/** The back-office's read of any notice, a member's or a visitor's: what an appeal's case page shows. */
export function registerNoticeStaffRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db } = deps;
  const reading = noticeReading(deps);

  api.define({
    method: 'get',
    path: '/staffservice/api/v1/notices/{noticeNo}',
    summary:
      "Any toll notice by its number, a member's or a visitor's, as the member's read answers it: the vehicle, passages with photos, amounts so far, the next step and the invoice to pay now; its letterPath is the member's, which a staff session does not open (CASE_OFFICER, CASE_SUPERVISOR)",
    tag: 'staffservice',
    auth: 'staff',
    params: ZNoticeNoParamsSchema,
    response: ZNoticeSchema,
    handler: async ({ params, context }) => {
      await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'handleCases' });
      const found = await anyNotice({ db, noticeNo: params.noticeNo });
      return noticeView({ ...reading(context), found, letterToken: null });
    },
  });
}

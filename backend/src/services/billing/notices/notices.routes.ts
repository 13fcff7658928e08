import { ZNoticeLookupSchema, ZNoticeNoParamsSchema, ZNoticeSchema } from '@mflow/contracts/billing/notice.contract';
import type { TAppDeps } from '../../../platform/app-deps';
import type { ApiRouter } from '../../../platform/http/api-router';
import { perAddressLimit } from '../../../platform/http/rate-limit';
import { customerIdOf, type TRequestContext } from '../../../platform/http/request-context';
import { passagePhotoUrl } from '../../toll/passage-photo';
import { letterSubject } from './notice-letter-data';
import { memberNotice, noticeView, visitorNotice } from './notice-reads';

const tag = 'invoiceservice';
const base = '/invoiceservice/api/v1';

/**
 * Toll notices by the number printed on the letter (requirements/notices-and-appeals.md): a
 * visitor's look-up with the plate, which hands out a token for the letter (decision 0061), and a
 * member's own notice. The letters themselves are drawn by the PDF module (receipts).
 */
export function registerNoticeRoutes(api: ApiRouter, { db, clock, config, fileKeys }: TAppDeps): void {
  const reading = (context: TRequestContext) => ({
    db,
    at: clock.now(),
    language: context.language,
    photoUrl: (passageId: string) => passagePhotoUrl(fileKeys, passageId),
  });

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

import { z } from 'zod';
import { text } from '@mflow/contracts/rules/text';
import { ZNoticeLetterQuerySchema, ZNoticeNoParamsSchema } from '@mflow/contracts/billing/notice.contract';
import type { TAppDeps } from '../../../platform/app-deps';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import type { ApiRouter, TBinaryAnswer } from '../../../platform/http/api-router';
import { perAddressLimit } from '../../../platform/http/rate-limit';
import { customerIdOf } from '../../../platform/http/request-context';
import { letterDataOf, letterSubject, noticeNumbered, postedLetter } from '../../billing/notices/notice-letter-data';
import { memberNotice, type TNoticeRow } from '../../billing/notices/notice-reads';
import { noticeLetterPdf, type TLetterLanguage } from './notice-letter-pdf';

const tag = 'invoiceservice';
const base = '/invoiceservice/api/v1';
const PDF = { binary: ['application/pdf'] } as const;

const ZLetterNoParamsSchema = z.object({ letterNo: text().trim().min(1).max(20).meta({ example: 'NL0000000001' }) });

async function letterAnswer(db: TQueryable, notice: TNoticeRow, language: TLetterLanguage): Promise<TBinaryAnswer> {
  return {
    bytes: await noticeLetterPdf({ ...(await letterDataOf({ db, notice })), language }),
    mimeType: 'application/pdf',
    fileName: `${notice.noticeNo}.pdf`,
  };
}

/**
 * The toll notice letter as PDF (requirements/notices-and-appeals.md#the-letter): a member's
 * reprint from their list, a visitor's with the token their look-up gave (decision 0061), and the
 * posted letter as the simulated outbox opens it.
 */
export function registerNoticeLetterRoutes(api: ApiRouter, { db, config, fileKeys }: TAppDeps): void {
  api.define({
    method: 'get',
    path: `${base}/notices/{noticeNo}/letter`,
    summary:
      "One of the member's toll notice letters as PDF, to reprint (Thai, or English with lang=en); another member's answers not found",
    tag,
    auth: 'bearer',
    params: ZNoticeNoParamsSchema,
    query: ZNoticeLetterQuerySchema,
    response: PDF,
    handler: async ({ params, query, context }) => {
      const { notice } = await memberNotice({ db, customerId: customerIdOf(context), noticeNo: params.noticeNo });
      return letterAnswer(db, notice, query.lang);
    },
  });

  api.define({
    method: 'get',
    path: `${base}/public/notices/{noticeNo}/letter`,
    summary: "A visitor's toll notice letter as PDF (Thai, or English with lang=en), with the token the look-up gave, valid 5 minutes",
    tag,
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    params: ZNoticeNoParamsSchema,
    query: ZNoticeLetterQuerySchema,
    response: PDF,
    handler: async ({ params, query }) => {
      try {
        fileKeys.verify(letterSubject(params.noticeNo), query.token ?? '');
      } catch {
        throw new AppError('ERR_BILL_0102');
      }
      const notice = await noticeNumbered({ db, noticeNo: params.noticeNo });
      if (!notice) throw new AppError('ERR_BILL_0101', { noticeNo: params.noticeNo });
      return letterAnswer(db, notice, query.lang);
    },
  });

  api.define({
    method: 'get',
    path: '/simservice/api/v1/letters/{letterNo}/pdf',
    summary: 'A posted toll notice letter as the post carried it, opened from the simulated outbox',
    tag: 'simservice',
    auth: 'simulationControl',
    params: ZLetterNoParamsSchema,
    response: PDF,
    handler: async ({ params }) => {
      const posted = await postedLetter({ db, letterNo: params.letterNo });
      if (!posted) throw new AppError('ERR_BILL_0101', { letterNo: params.letterNo });
      return letterAnswer(db, posted.notice, posted.language);
    },
  });
}

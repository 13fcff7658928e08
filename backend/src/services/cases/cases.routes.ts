import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf } from '../../platform/http/request-context';
import {
  ZCaseDetailSchema,
  ZCaseListQuerySchema,
  ZCaseListSchema,
  ZCaseMessageRequestSchema,
  ZCaseNoParamsSchema,
  ZEligiblePassagesSchema,
  ZEligibleQuerySchema,
  ZFileDisputeRequestSchema,
  ZFiledCaseSchema,
} from '@mflow/contracts/cases/case.contract';
import { ZIdempotencyHeadersSchema, IDEMPOTENCY_KEY_HEADER } from '@mflow/contracts/payment/payments.contract';
import { AppError } from '../../platform/errors/app-error';
import { ownedBy, replyToCase } from './engine/case-actions';
import { casesOfCustomer, findCase } from './engine/case-records';
import { withdrawDispute } from './disputes/dispute-decision';
import { eligiblePassages } from './disputes/dispute-eligibility';
import { fileMemberDispute } from './disputes/dispute-filing';
import { caseDetailOf, summaryOf } from './disputes/dispute-views';
import { caseFileContent } from './engine/case-files';
import { registerVisitorCaseRoutes } from './visitor-cases.routes';
import { ZCaseFileParamsSchema } from '@mflow/contracts/cases/visitor-cases.contract';
import { passagePhotoUrl } from '../toll/passage-photo';
import { withdrawAppeal } from './appeals/appeal-decision';
import { registerAppealRoutes } from './appeals/appeal.routes';
import { withAppeal } from './appeals/appeal-views';
import { withComplaint } from './complaints/complaint-views';
import type { TCasePorts } from './case-ports';

const base = '/caseservice/api/v1';
/** A case file's download: the members' and the staff's routes answer the same kinds. */
export const CASE_FILE = { binary: ['image/jpeg', 'image/png', 'application/pdf'] };

export type { TCasePorts } from './case-ports';

/** The member's cases and disputes (docs/decisions/0052-case-engine.md). */
export function registerCaseRoutes(api: ApiRouter, deps: TAppDeps, ports: TCasePorts): void {
  const { db, clock, notifier, fileKeys } = deps;
  const { refunds, appointments } = ports;
  const tag = 'caseservice';
  const photoUrl = (passageId: string) => passagePhotoUrl(fileKeys, passageId);

  const memberDetail = async (caseNo: string, customerId: string) => {
    const row = ownedBy(await findCase({ db, caseNo }), { customerId });
    const detail = await withAppeal(await caseDetailOf({ db, row, refunds, staffView: false }), row, ports, db);
    return withComplaint(detail, row, db, clock.now());
  };

  api.define({
    method: 'get',
    path: `${base}/cases`,
    summary: "The member's own cases, newest first, by kind and status, paged",
    tag,
    auth: 'bearer',
    query: ZCaseListQuerySchema,
    response: ZCaseListSchema,
    handler: async ({ query, context }) => {
      const { rows, total } = await casesOfCustomer({ db, customerId: customerIdOf(context), ...query });
      return { items: rows.map(summaryOf), total, page: query.page, pageSize: query.pageSize };
    },
  });

  api.define({
    method: 'get',
    path: `${base}/cases/{caseNo}`,
    summary: "One of the member's cases with its timeline, files, deadline, decision and refund; another member's case is not found",
    tag,
    auth: 'bearer',
    params: ZCaseNoParamsSchema,
    response: ZCaseDetailSchema,
    handler: ({ params, context }) => memberDetail(params.caseNo, customerIdOf(context)),
  });

  api.define({
    method: 'post',
    path: `${base}/cases/{caseNo}/messages`,
    summary: 'Reply with text and uploaded files; a reply to a request for information hands the case back to review',
    tag,
    auth: 'bearer',
    params: ZCaseNoParamsSchema,
    body: ZCaseMessageRequestSchema,
    response: ZCaseDetailSchema,
    handler: async ({ params, body, context }) => {
      const customerId = customerIdOf(context);
      await replyToCase({ db, clock, caseNo: params.caseNo, who: { customerId }, text: body.text, fileIds: body.fileIds });
      return memberDetail(params.caseNo, customerId);
    },
  });

  api.define({
    method: 'post',
    path: `${base}/cases/{caseNo}/withdraw`,
    summary:
      'Withdraw an undecided case: a dispute’s passages may be disputed again, an appeal’s appointment is cancelled and its notice open again; the invoice goes on as before',
    tag,
    auth: 'bearer',
    params: ZCaseNoParamsSchema,
    response: ZCaseDetailSchema,
    handler: async ({ params, context }) => {
      const customerId = customerIdOf(context);
      const who = { customerId };
      const row = ownedBy(await findCase({ db, caseNo: params.caseNo }), who);
      if (row.kind === 'APPEAL') await withdrawAppeal({ db, clock, notifier, appointments, caseNo: row.caseNo, who });
      else await withdrawDispute({ db, clock, notifier, caseNo: row.caseNo, who });
      return memberDetail(params.caseNo, customerId);
    },
  });

  api.define({
    method: 'get',
    path: `${base}/cases/{caseNo}/files/{fileId}`,
    summary: "A file of one of the member's cases (their evidence, a bank book, a reply's attachment); another member's case is not found",
    tag,
    auth: 'bearer',
    params: ZCaseFileParamsSchema,
    response: CASE_FILE,
    handler: async ({ params, context }) =>
      caseFileContent({
        db,
        row: ownedBy(await findCase({ db, caseNo: params.caseNo }), { customerId: customerIdOf(context) }),
        fileId: params.fileId,
      }),
  });

  api.define({
    method: 'get',
    path: `${base}/disputes/eligible`,
    summary:
      "The passages of one of the member's invoices and whether each may be disputed now (30 days from the first invoice, not under an open dispute)",
    tag,
    auth: 'bearer',
    query: ZEligibleQuerySchema,
    response: ZEligiblePassagesSchema,
    handler: ({ query, context }) =>
      eligiblePassages({ db, clock, customerId: customerIdOf(context), invoiceNo: query.invoiceNo, photoUrl }),
  });

  api.define({
    method: 'post',
    path: `${base}/disputes`,
    summary:
      'Dispute passages of one invoice with a reason, files and, for a paid invoice, the refund channel. While open, the invoice climbs no ladder step. ' +
      'The Idempotency-Key header makes a retry answer the same case',
    tag,
    auth: 'bearer',
    headers: ZIdempotencyHeadersSchema,
    body: ZFileDisputeRequestSchema,
    response: ZFiledCaseSchema,
    successStatus: 201,
    handler: ({ body, headers, context }) => {
      const key = headers[IDEMPOTENCY_KEY_HEADER];
      if (!key) throw new AppError('ERR_PAY_0101');
      return fileMemberDispute({ db, clock, notifier, refunds, customerId: customerIdOf(context), request: body, idempotencyKey: key });
    },
  });

  const visitorDetail = registerVisitorCaseRoutes(api, deps, ports);
  registerAppealRoutes(api, deps, appointments, { member: memberDetail, visitor: visitorDetail });
}

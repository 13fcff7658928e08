import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf, staffIdOf } from '../../platform/http/request-context';
import {
  ZCaseAskRequestSchema,
  ZCaseAssignRequestSchema,
  ZCaseDecideRequestSchema,
  ZCaseDetailSchema,
  ZCaseListQuerySchema,
  ZCaseListSchema,
  ZCaseMessageRequestSchema,
  ZCaseNoParamsSchema,
  ZCaseNoteRequestSchema,
  ZCaseQueueQuerySchema,
  ZCaseQueueSchema,
  ZCaseTakeRequestSchema,
  ZEligiblePassagesSchema,
  ZEligibleQuerySchema,
  ZFileDisputeRequestSchema,
  ZFiledCaseSchema,
  ZStaffCaseDetailSchema,
} from '@mflow/contracts/cases/case.contract';
import { ZIdempotencyHeadersSchema, IDEMPOTENCY_KEY_HEADER } from '@mflow/contracts/payment/payments.contract';
import { AppError } from '../../platform/errors/app-error';
import { requireStaffPermission } from '../staff/staff.service';
import { addInternalNote, askForInformation, assignCase, ownedBy, replyToCase, takeCase } from './engine/case-actions';
import { caseQueue, casesOfCustomer, findCase } from './engine/case-records';
import { decideDispute, withdrawDispute } from './disputes/dispute-decision';
import { eligiblePassages, fileMemberDispute } from './disputes/dispute-filing';
import { caseDetailOf, staffCaseDetailOf, summaryOf, type TPassageFlags } from './disputes/dispute-views';
import type { TRefunds } from './disputes/refunds-port';
import { caseFileContent } from './engine/case-files';
import { registerVisitorCaseRoutes } from './visitor-cases.routes';
import { ZCaseFileParamsSchema } from '@mflow/contracts/cases/visitor-cases.contract';
import { passagePhotoUrl } from '../toll/passage-photo';

const base = '/caseservice/api/v1';
const CASE_FILE = { binary: ['image/jpeg', 'image/png', 'application/pdf'] };
const staffBase = '/staffservice/api/v1/cases';

/** What cases take from the modules built beside them: the refunds, and toll's journey flags. */
export type TCasePorts = { refunds: TRefunds; flags: TPassageFlags };

/** The member's cases and disputes (docs/decisions/0052-case-engine.md). */
export function registerCaseRoutes(api: ApiRouter, deps: TAppDeps, ports: TCasePorts): void {
  const { db, clock, notifier, fileKeys } = deps;
  const { refunds } = ports;
  const tag = 'caseservice';
  const photoUrl = (passageId: string) => passagePhotoUrl(fileKeys, passageId);

  const memberDetail = async (caseNo: string, customerId: string) =>
    caseDetailOf({ db, row: ownedBy(await findCase({ db, caseNo }), { customerId }), refunds, staffView: false });

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
    summary: 'Withdraw an undecided case: its passages may be disputed again and the invoice goes on as before',
    tag,
    auth: 'bearer',
    params: ZCaseNoParamsSchema,
    response: ZCaseDetailSchema,
    handler: async ({ params, context }) => {
      const customerId = customerIdOf(context);
      await withdrawDispute({ db, clock, notifier, caseNo: params.caseNo, who: { customerId } });
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

  registerVisitorCaseRoutes(api, deps, refunds);
}

/** The case officers' part of the back-office: the queue, the case page with evidence, and every action, audited. */
export function registerCaseStaffRoutes(api: ApiRouter, deps: TAppDeps, ports: TCasePorts): void {
  const { db, clock, notifier, fileKeys } = deps;
  const tag = 'staffservice';

  const staffDetail = async (caseNo: string) => {
    const row = await findCase({ db, caseNo });
    if (!row) throw new AppError('ERR_CASE_0001');
    return staffCaseDetailOf({ db, row, refunds: ports.refunds, flags: ports.flags, fileKeys });
  };

  api.define({
    method: 'get',
    path: staffBase,
    summary:
      'The case queue: undecided cases by deadline, filtered by kind, status, overdue and assigned to me (CASE_OFFICER, CASE_SUPERVISOR)',
    tag,
    auth: 'staff',
    query: ZCaseQueueQuerySchema,
    response: ZCaseQueueSchema,
    handler: async ({ query, context }) => {
      const staffId = staffIdOf(context);
      await requireStaffPermission({ db, staffId, permission: 'handleCases' });
      const { rows, total } = await caseQueue({
        db,
        kind: query.kind,
        status: query.status,
        overdue: query.overdue === undefined ? undefined : query.overdue === 'true',
        assignedTo: query.mine === 'true' ? staffId : undefined,
        page: query.page,
        pageSize: query.pageSize,
      });
      return {
        items: rows.map((row) => ({
          ...summaryOf(row),
          assignedStaffId: row.assignedStaffId,
          overdue: row.overdueAt !== null,
          version: row.version,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  });

  api.define({
    method: 'get',
    path: `${staffBase}/{caseNo}/files/{fileId}`,
    summary: "A file of a case: the customer's evidence, bank book and replies' attachments (CASE_OFFICER, CASE_SUPERVISOR)",
    tag,
    auth: 'staff',
    params: ZCaseFileParamsSchema,
    response: CASE_FILE,
    handler: async ({ params, context }) => {
      await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'handleCases' });
      const row = await findCase({ db, caseNo: params.caseNo });
      if (!row) throw new AppError('ERR_CASE_0001');
      return caseFileContent({ db, row, fileId: params.fileId });
    },
  });

  api.define({
    method: 'get',
    path: `${staffBase}/{caseNo}`,
    summary:
      "A case with its whole timeline, internal notes included, and a dispute's evidence: photos, the plate's other passages that day, journey flags",
    tag,
    auth: 'staff',
    params: ZCaseNoParamsSchema,
    response: ZStaffCaseDetailSchema,
    handler: async ({ params, context }) => {
      await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'handleCases' });
      return staffDetail(params.caseNo);
    },
  });

  const action = (
    path: string,
    summary: string,
    body: typeof ZCaseTakeRequestSchema | typeof ZCaseAssignRequestSchema | typeof ZCaseAskRequestSchema | typeof ZCaseNoteRequestSchema,
    act: (staffId: string, caseNo: string, body: never) => Promise<void>,
  ) =>
    api.define({
      method: 'post',
      path: `${staffBase}/{caseNo}/${path}`,
      summary,
      tag,
      auth: 'staff',
      params: ZCaseNoParamsSchema,
      body,
      response: ZStaffCaseDetailSchema,
      handler: async ({ params, body: given, context }) => {
        await act(staffIdOf(context), params.caseNo, given as never);
        return staffDetail(params.caseNo);
      },
    });

  action(
    'take',
    'Take the case: it is assigned to me and a submitted one goes into review (audited)',
    ZCaseTakeRequestSchema,
    (staffId, caseNo, body: { version: number }) => takeCase({ db, clock, notifier, staffId, caseNo, version: body.version }),
  );
  action(
    'assign',
    'Assign the case to a case officer (CASE_SUPERVISOR, audited)',
    ZCaseAssignRequestSchema,
    (staffId, caseNo, body: { version: number; staffId: string }) =>
      assignCase({ db, clock, notifier, staffId, caseNo, version: body.version, toStaffId: body.staffId }),
  );
  action(
    'ask',
    'Ask the customer for more information: the message goes to them and the case waits for their reply (audited)',
    ZCaseAskRequestSchema,
    (staffId, caseNo, body: { version: number; text: string }) =>
      askForInformation({ db, clock, notifier, staffId, caseNo, version: body.version, text: body.text }),
  );
  action(
    'notes',
    'Add an internal note, which the customer never sees (audited)',
    ZCaseNoteRequestSchema,
    (staffId, caseNo, body: { text: string }) => addInternalNote({ db, clock, notifier, staffId, caseNo, text: body.text }),
  );

  api.define({
    method: 'post',
    path: `${staffBase}/{caseNo}/decide`,
    summary:
      'Accept or reject a case in review, with a reason from the list and free text. Accepting a dispute cancels and reissues an unpaid invoice without the ' +
      'disputed passages, or requests the refund of a paid one; rejecting resumes the ladder, due 7 days after the decision at the earliest (audited)',
    tag,
    auth: 'staff',
    params: ZCaseNoParamsSchema,
    body: ZCaseDecideRequestSchema,
    response: ZStaffCaseDetailSchema,
    handler: async ({ params, body, context }) => {
      await decideDispute({
        db,
        clock,
        notifier,
        refunds: ports.refunds,
        staffId: staffIdOf(context),
        caseNo: params.caseNo,
        request: body,
      });
      return staffDetail(params.caseNo);
    },
  });
}

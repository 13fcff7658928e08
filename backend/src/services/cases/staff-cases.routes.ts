import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { staffIdOf } from '../../platform/http/request-context';
import {
  ZAnyCaseDecideRequestSchema,
  ZCaseAskRequestSchema,
  ZCaseAssignRequestSchema,
  ZCaseDecideRequestSchema,
  ZCaseNoParamsSchema,
  ZCaseNoteRequestSchema,
  ZCaseQueueQuerySchema,
  ZCaseQueueSchema,
  ZCaseTakeRequestSchema,
  ZStaffCaseDetailSchema,
} from '@mflow/contracts/cases/case.contract';
import { ZCaseFileParamsSchema } from '@mflow/contracts/cases/visitor-cases.contract';
import { AppError } from '../../platform/errors/app-error';
import { requireStaffPermission } from '../staff/staff.service';
import { CASE_FILE, type TCasePorts } from './cases.routes';
import { addInternalNote, askForInformation, assignCase, takeCase } from './engine/case-actions';
import { caseQueue, findCase } from './engine/case-records';
import { decideDispute } from './disputes/dispute-decision';
import { staffCaseDetailOf, summaryOf } from './disputes/dispute-views';
import { caseFileContent } from './engine/case-files';
import { ZAppealDecideRequestSchema } from '@mflow/contracts/cases/appeal.contract';
import { decideAppeal } from './appeals/appeal-decision';
import { parseOrThrow } from '../../platform/http/validation';
import { withAppeal } from './appeals/appeal-views';
import { withComplaint } from './complaints/complaint-views';

const staffBase = '/staffservice/api/v1/cases';

/** The case officers' part of the back-office: the queue, the case page with evidence, and every action, audited. */
export function registerCaseStaffRoutes(api: ApiRouter, deps: TAppDeps, ports: TCasePorts): void {
  const { db, clock, notifier, fileKeys } = deps;
  const tag = 'staffservice';

  const staffDetail = async (caseNo: string) => {
    const row = await findCase({ db, caseNo });
    if (!row) throw new AppError('ERR_CASE_0001');
    const detail = await withAppeal(
      await staffCaseDetailOf({ db, row, refunds: ports.refunds, flags: ports.flags, fileKeys }),
      row,
      ports,
      db,
    );
    return withComplaint(detail, row, db, clock.now());
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
      'Decide a case in review, with a reason from the list and free text (audited). A dispute is accepted or rejected: accepting cancels and reissues an unpaid ' +
      'invoice without the disputed passages, or requests the refund of a paid one; rejecting resumes the ladder, due 7 days after the decision at the earliest. ' +
      'An appeal, at or after its appointment, is upheld (the notice, its fees and fine cancelled, the toll too when the vehicle was not the customer’s or cancelToll says so), ' +
      'fees waived (the toll alone due 7 days after) or rejected (the ladder resumes, the notice due 7 days after); what a paid invoice loses is refunded',
    tag,
    auth: 'staff',
    params: ZCaseNoParamsSchema,
    body: ZAnyCaseDecideRequestSchema,
    response: ZStaffCaseDetailSchema,
    handler: async ({ params, body, context }) => {
      const row = await findCase({ db, caseNo: params.caseNo });
      const common = { db, clock, notifier, refunds: ports.refunds, staffId: staffIdOf(context), caseNo: params.caseNo };
      if (row?.kind === 'APPEAL') {
        await decideAppeal({ ...common, appointments: ports.appointments, request: parseOrThrow(ZAppealDecideRequestSchema, body, '') });
      } else {
        await decideDispute({ ...common, request: parseOrThrow(ZCaseDecideRequestSchema, body, '') });
      }
      return staffDetail(params.caseNo);
    },
  });
}

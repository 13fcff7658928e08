import type { TAppDeps } from '../../../platform/app-deps';
import type { ApiRouter } from '../../../platform/http/api-router';
import { perAddressLimit } from '../../../platform/http/rate-limit';
import { customerIdOf, staffIdOf } from '../../../platform/http/request-context';
import { ZCaseNoParamsSchema } from '@mflow/contracts/cases/case.contract';
import {
  ZComplaintActionResultSchema,
  ZComplaintListItemParamsSchema,
  ZComplaintListItemPutSchema,
  ZComplaintListsSchema,
  ZComplaintReopenRequestSchema,
  ZComplaintReplyRequestSchema,
  ZComplaintRequestSchema,
  ZComplaintResolveRequestSchema,
  ZFiledComplaintSchema,
  ZStaffComplaintListsSchema,
} from '@mflow/contracts/cases/complaint.contract';
import { CASE_TRACKING_HEADER, ZCaseTrackingHeadersSchema } from '@mflow/contracts/cases/visitor-cases.contract';
import { recordStaffAction } from '../../audit/audit.service';
import { challengeSettingsOf } from '../../challenge/challenge.routes';
import { requireStaffPermission } from '../../staff/staff.service';
import type { TCaseRow } from '../engine/case-records';
import { trackedCase } from '../engine/case-tracking';
import { fileComplaint } from './complaint-filing';
import { reopenComplaint, replyToComplaint, resolveComplaint } from './complaint-handling';
import { allComplaintListItems, complaintChoices, putComplaintListItem } from './complaint-lists';

/** Complaints (requirements/complaints.md): filing by anyone, the customer's reopening, the officer's answer and resolution, and the lists. */
export function registerComplaintRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, notifier, config } = deps;
  const challenge = challengeSettingsOf(config);
  const firstAnswerBusinessDays = config.complaintFirstAnswerBusinessDays;
  const tag = 'caseservice';
  const result = (row: TCaseRow) => ({ caseNo: row.caseNo, status: row.status, version: row.version });

  api.define({
    method: 'get',
    path: '/caseservice/api/v1/public/complaints/choices',
    summary: 'The topics and types a complaint chooses from, in Thai and English; a choice with freeText asks for a description',
    tag,
    auth: 'accessKeyOrBearer',
    response: ZComplaintListsSchema,
    handler: () => complaintChoices({ db }),
  });

  api.define({
    method: 'post',
    path: '/caseservice/api/v1/complaints',
    summary:
      'File a complaint, signed in or not, with a solved proof-of-work challenge (accepted once, within its lifetime): a case of kind COMPLAINT, ' +
      'acknowledged by e-mail and SMS, its first answer due in business days. A member’s complaint is theirs; a visitor’s is tracked by its number and a code sent to the contact given. ' +
      `At most ${config.complaintRateLimitPerMinute} per address per minute`,
    tag,
    auth: 'accessKeyOrBearer',
    before: [perAddressLimit(config.complaintRateLimitPerMinute)],
    body: ZComplaintRequestSchema,
    response: ZFiledComplaintSchema,
    successStatus: 201,
    handler: ({ body, context }) =>
      fileComplaint({
        db,
        clock,
        notifier,
        challenge,
        firstAnswerBusinessDays,
        customerId: context.principal?.subjectType === 'CUSTOMER' ? context.principal.subjectId : null,
        language: context.language,
        request: body,
      }),
  });

  api.define({
    method: 'post',
    path: '/caseservice/api/v1/cases/{caseNo}/reopen',
    summary:
      'Reopen one of the member’s resolved complaints: once, up to 14 days after its resolution; its first answer is due again in business days from the reopening',
    tag,
    auth: 'bearer',
    params: ZCaseNoParamsSchema,
    body: ZComplaintReopenRequestSchema,
    response: ZComplaintActionResultSchema,
    handler: async ({ params, body, context }) =>
      result(
        await reopenComplaint({
          db,
          clock,
          notifier,
          firstAnswerBusinessDays,
          caseNo: params.caseNo,
          who: { customerId: customerIdOf(context) },
          text: body.text,
        }),
      ),
  });

  api.define({
    method: 'post',
    path: '/caseservice/api/v1/public/cases/{caseNo}/reopen',
    summary: `A visitor reopens their resolved complaint with the case's tracking session (${CASE_TRACKING_HEADER}): once, up to 14 days after its resolution`,
    tag,
    auth: 'accessKey',
    headers: ZCaseTrackingHeadersSchema,
    params: ZCaseNoParamsSchema,
    body: ZComplaintReopenRequestSchema,
    response: ZComplaintActionResultSchema,
    handler: async ({ params, body, headers }) => {
      const row = await trackedCase({ db, clock, caseNo: params.caseNo, token: headers[CASE_TRACKING_HEADER] ?? '' });
      return result(
        await reopenComplaint({
          db,
          clock,
          notifier,
          firstAnswerBusinessDays,
          caseNo: row.caseNo,
          who: { visitorCaseNo: row.caseNo },
          text: body.text,
        }),
      );
    },
  });

  const staffBase = '/staffservice/api/v1/cases';

  api.define({
    method: 'post',
    path: `${staffBase}/{caseNo}/reply`,
    summary:
      'Answer a complaint by message: on its timeline and sent to the customer; the first answer moves it to ANSWERED (CASE_OFFICER, audited)',
    tag: 'staffservice',
    auth: 'staff',
    params: ZCaseNoParamsSchema,
    body: ZComplaintReplyRequestSchema,
    response: ZComplaintActionResultSchema,
    handler: ({ params, body, context }) =>
      replyToComplaint({ db, clock, notifier, staffId: staffIdOf(context), caseNo: params.caseNo, version: body.version, text: body.text }),
  });

  api.define({
    method: 'post',
    path: `${staffBase}/{caseNo}/resolve`,
    summary: 'Close a complaint with its resolution, sent to the customer, who may reopen it once within 14 days (CASE_OFFICER, audited)',
    tag: 'staffservice',
    auth: 'staff',
    params: ZCaseNoParamsSchema,
    body: ZComplaintResolveRequestSchema,
    response: ZComplaintActionResultSchema,
    handler: ({ params, body, context }) =>
      resolveComplaint({ db, clock, notifier, staffId: staffIdOf(context), caseNo: params.caseNo, version: body.version, text: body.text }),
  });

  api.define({
    method: 'get',
    path: '/staffservice/api/v1/complaints/lists',
    summary: 'Every complaint topic and type, retired ones too (content editors)',
    tag: 'staffservice',
    auth: 'staff',
    response: ZStaffComplaintListsSchema,
    handler: async ({ context }) => {
      await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'editContent' });
      return { items: await allComplaintListItems({ db }) };
    },
  });

  api.define({
    method: 'put',
    path: '/staffservice/api/v1/complaints/lists/{kind}/{code}',
    summary: 'Add or change a complaint topic or type, in Thai and English; a retired one is kept inactive (content editors, audited)',
    tag: 'staffservice',
    auth: 'staff',
    params: ZComplaintListItemParamsSchema,
    body: ZComplaintListItemPutSchema,
    response: ZStaffComplaintListsSchema,
    handler: async ({ params, body, context }) => {
      const staff = await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'editContent' });
      await db.transaction(async (tx) => {
        const before = await putComplaintListItem({ db: tx, kind: params.kind, code: params.code, item: body });
        await recordStaffAction({
          db: tx,
          by: staff,
          action: {
            action: 'COMPLAINT_LIST_SET',
            subjectType: 'SETTING',
            subjectId: `complaint-${params.kind.toLowerCase()}:${params.code}`,
            before: before ?? null,
            after: { kind: params.kind, code: params.code, ...body },
            at: clock.now(),
          },
        });
      });
      return { items: await allComplaintListItems({ db }) };
    },
  });
}

import {
  ZPrepaidAdjustmentRequestSchema,
  ZPrepaidStatementQuerySchema,
  ZStaffPrepaidViewSchema,
} from '@mflow/contracts/payment/prepaid.contract';
import { ZCustomerIdParamsSchema } from '@mflow/contracts/staff/customer-lookup.contract';
import type { TAppDeps } from '../../../platform/app-deps';
import type { ApiRouter } from '../../../platform/http/api-router';
import { staffIdOf } from '../../../platform/http/request-context';
import { requireStaffPermission } from '../../staff/staff.service';
import { adjustPrepaid, staffPrepaidView } from './prepaid-staff';

const tag = 'staffservice';
const base = '/staffservice/api/v1/customers/{customerId}/prepaid';

/**
 * The back-office's part of the prepaid account (docs/decisions/0089): the roles that read money
 * (APPROVER, CALL_CENTRE) see it; an adjustment is a decision on money, the fee waiver's role's
 * (APPROVER), as applying unmatched money is.
 */
export function registerPrepaidStaffRoutes(api: ApiRouter, { db, clock, config }: TAppDeps): void {
  const limits = config.prepaidLimits;

  api.define({
    method: 'get',
    path: base,
    summary:
      "A member's prepaid account (the open one, else the last closed) and a page of its journal, newest first (APPROVER or CALL_CENTRE role)",
    tag,
    auth: 'staff',
    params: ZCustomerIdParamsSchema,
    query: ZPrepaidStatementQuerySchema,
    response: ZStaffPrepaidViewSchema,
    handler: async ({ params, query, context }) => {
      await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'searchInvoices' });
      return staffPrepaidView({ db, customerId: params.customerId, limits, page: query.page, pageSize: query.pageSize });
    },
  });

  api.define({
    method: 'post',
    path: `${base}/adjustments`,
    summary:
      'Credit or debit the account with a reason: an ADJUSTMENT journal row and a staff audit entry, never below a zero balance (APPROVER role). ' +
      'A retry with the same adjustmentId posts nothing more',
    tag,
    auth: 'staff',
    params: ZCustomerIdParamsSchema,
    body: ZPrepaidAdjustmentRequestSchema,
    response: ZStaffPrepaidViewSchema,
    handler: async ({ params, body, context }) => {
      const by = await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'waiveFees' });
      return adjustPrepaid({ db, clock, by, customerId: params.customerId, request: body, limits });
    },
  });
}

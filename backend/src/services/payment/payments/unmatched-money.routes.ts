import type { TAppDeps } from '../../../platform/app-deps';
import type { ApiRouter } from '../../../platform/http/api-router';
import { staffIdOf } from '../../../platform/http/request-context';
import {
  ZAppliedUnmatchedMoneySchema,
  ZApplyUnmatchedMoneyRequestSchema,
  ZUnmatchedMoneyListSchema,
  ZUnmatchedMoneyQuerySchema,
} from '@mflow/contracts/payment/unmatched-money.contract';
import { requireStaffPermission } from '../../staff/staff.service';
import type { TPaymentDocuments } from './payment-documents';
import { applyUnmatchedMoney, listUnmatchedMoney } from './unmatched-money';

/** The back-office's unmatched money: read by the invoice roles, applied by an approver (the fee waiver's role). */
export function registerUnmatchedMoneyStaffRoutes(api: ApiRouter, { db, clock }: TAppDeps, documents: TPaymentDocuments): void {
  api.define({
    method: 'get',
    path: '/staffservice/api/v1/unmatched-money',
    summary:
      'Money received at a counter, ATM or internet bank that paid no invoice, newest first; AWAITING_REFUND until applied (APPROVER or CALL_CENTRE role)',
    tag: 'staffservice',
    auth: 'staff',
    query: ZUnmatchedMoneyQuerySchema,
    response: ZUnmatchedMoneyListSchema,
    handler: async ({ query, context }) => {
      await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'searchInvoices' });
      return listUnmatchedMoney({ db, status: query.status });
    },
  });

  api.define({
    method: 'post',
    path: '/staffservice/api/v1/unmatched-money/apply',
    summary:
      "Applies amounts of unmatched money that together make an open invoice's total to it: the invoice is paid, with a receipt (APPROVER role)",
    tag: 'staffservice',
    auth: 'staff',
    body: ZApplyUnmatchedMoneyRequestSchema,
    response: ZAppliedUnmatchedMoneySchema,
    handler: async ({ body, context }) => {
      const by = await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'waiveFees' });
      return applyUnmatchedMoney({ db, ids: body.ids, invoiceNo: body.invoiceNo, by, at: clock.now(), documents });
    },
  });
}

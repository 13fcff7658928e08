import { ZPrepaidStatementMonthParamsSchema } from '@mflow/contracts/payment/prepaid-statement.contract';
import type { TAppDeps } from '../../../platform/app-deps';
import type { ApiRouter } from '../../../platform/http/api-router';
import { customerIdOf } from '../../../platform/http/request-context';
import { prepaidStatementPdf, type TStatementPdfKit } from './prepaid-statement-pdf';
import { prepaidMonthStatement } from './prepaid-statement';

/** The member's monthly PDF statement of the prepaid account (requirements/prepaid-account.md#the-statement). */
export function registerPrepaidStatementRoutes(api: ApiRouter, { db, clock }: TAppDeps, kit: TStatementPdfKit): void {
  api.define({
    method: 'get',
    path: '/invoiceservice/api/v1/prepaid/statements/{month}',
    summary:
      "The open prepaid account's statement of one Bangkok month (YYYY-MM), as PDF: the opening balance, the month's movements with the balance after each, the closing balance",
    tag: 'invoiceservice',
    auth: 'bearer',
    params: ZPrepaidStatementMonthParamsSchema,
    response: { binary: ['application/pdf'] },
    handler: async ({ params, context }) => {
      const statement = await prepaidMonthStatement({ db, customerId: customerIdOf(context), month: params.month, now: clock.now() });
      return {
        bytes: await prepaidStatementPdf(kit, statement),
        mimeType: 'application/pdf',
        fileName: `mflow-prepaid-${params.month}.pdf`,
      };
    },
  });
}

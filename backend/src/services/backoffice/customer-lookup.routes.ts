import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { staffIdOf } from '../../platform/http/request-context';
import {
  ZCustomerIdParamsSchema,
  ZCustomerLookupQuerySchema,
  ZCustomerMatchListSchema,
  ZCustomerOverviewSchema,
} from '@mflow/contracts/staff/customer-lookup.contract';
import { customerOverview, findCustomersForAgent } from './customer-lookup.service';

const tag = 'staffservice';
const base = '/staffservice/api/v1/customers';

/** The call centre's part of the back-office: find a customer, read their account; nothing here changes anything. */
export function registerCustomerLookupRoutes(api: ApiRouter, { db }: TAppDeps): void {
  api.define({
    method: 'get',
    path: base,
    summary: 'Find customers by exactly one of e-mail, mobile, plate or invoice number (CALL_CENTRE role)',
    tag,
    auth: 'staff',
    query: ZCustomerLookupQuerySchema,
    response: ZCustomerMatchListSchema,
    handler: ({ query, context }) => findCustomersForAgent({ db, staffId: staffIdOf(context), query }),
  });

  api.define({
    method: 'get',
    path: `${base}/{customerId}`,
    summary: "A customer's account, vehicles, invoices, payments and the messages sent to them, without their text (CALL_CENTRE role)",
    tag,
    auth: 'staff',
    params: ZCustomerIdParamsSchema,
    response: ZCustomerOverviewSchema,
    handler: ({ params, context }) =>
      customerOverview({ db, staffId: staffIdOf(context), customerId: params.customerId, language: context.language }),
  });
}

import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf } from '../../platform/http/request-context';
import {
  ZAddressIdParamsSchema,
  ZAddressViewSchema,
  ZDeletedResponseSchema,
  ZInvoiceAddressListSchema,
} from '@mflow/contracts/customer/customer.contract';
import { ZInvoiceAddressSchema } from '@mflow/contracts/rules/address';
import { createInvoiceAddress, deleteInvoiceAddress, listInvoiceAddresses, updateInvoiceAddress } from './invoice-address.service';

const tag = 'customerservice';
const base = '/customerservice/api/v1';

/** The invoice addresses (requirements/accounts.md#invoice-addresses), exactly one of them main once there is any. */
export function registerInvoiceAddressRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock } = deps;

  api.define({
    method: 'get',
    path: `${base}/customer/current/invoice-addresses`,
    summary: 'The invoice addresses, exactly one of them main once there is any',
    tag,
    auth: 'bearer',
    response: ZInvoiceAddressListSchema,
    handler: async ({ context }) => ({ addresses: await listInvoiceAddresses({ db, customerId: customerIdOf(context) }) }),
  });

  api.define({
    method: 'post',
    path: `${base}/customer/current/invoice-addresses`,
    summary: 'Add an invoice address (the first is the main one; isMain true moves the main flag to it); at most 10',
    tag,
    auth: 'bearer',
    body: ZInvoiceAddressSchema,
    response: ZAddressViewSchema,
    successStatus: 201,
    handler: ({ body, context }) => createInvoiceAddress({ db, clock, customerId: customerIdOf(context), input: body }),
  });

  api.define({
    method: 'put',
    path: `${base}/customer/current/invoice-addresses/{addressId}`,
    summary: 'Replace an invoice address; isMain true makes it the main one (the main one cannot be unset, only moved)',
    tag,
    auth: 'bearer',
    params: ZAddressIdParamsSchema,
    body: ZInvoiceAddressSchema,
    response: ZAddressViewSchema,
    handler: ({ params, body, context }) =>
      updateInvoiceAddress({ db, clock, customerId: customerIdOf(context), addressId: params.addressId, input: body }),
  });

  api.define({
    method: 'delete',
    path: `${base}/customer/current/invoice-addresses/{addressId}`,
    summary: 'Delete an invoice address; the main one only when it is the last',
    tag,
    auth: 'bearer',
    params: ZAddressIdParamsSchema,
    response: ZDeletedResponseSchema,
    handler: async ({ params, context }) => {
      await deleteInvoiceAddress({ db, customerId: customerIdOf(context), addressId: params.addressId });
      return { deleted: true as const };
    },
  });
}

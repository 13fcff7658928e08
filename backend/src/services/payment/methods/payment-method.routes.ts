import type { TAppDeps } from '../../../platform/app-deps';
import type { ApiRouter } from '../../../platform/http/api-router';
import { customerIdOf } from '../../../platform/http/request-context';
import {
  ZPaymentMethodCreateRequestSchema,
  ZPaymentMethodDeleteQuerySchema,
  ZPaymentMethodIdParamsSchema,
  ZPaymentMethodListSchema,
  ZPaymentMethodProofSchema,
  ZPaymentMethodSchema,
  ZPaymentMethodUpdateRequestSchema,
} from '@mflow/contracts/payment/payment-method.contract';
import {
  createPaymentMethod,
  deletePaymentMethod,
  listPaymentMethods,
  setPrimaryPaymentMethod,
  updatePaymentMethod,
} from './payment-method.service';

const tag = 'customerservice';
const base = '/customerservice/api/v1/paymentmethods';

/** The payment methods (requirements/payment-methods.md) of the signed-in member (requirements/wire-contract.md#calls names no path; this one is in the customerservice family). */
export function registerPaymentMethodRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, gateway } = deps;

  api.define({
    method: 'get',
    path: base,
    summary: "The member's payment methods, the primary first, each masked; the primary's effectiveFrom is the date it is charged from",
    tag,
    auth: 'bearer',
    response: ZPaymentMethodListSchema,
    handler: ({ context }) => listPaymentMethods({ db, customerId: customerIdOf(context) }),
  });

  api.define({
    method: 'post',
    path: base,
    summary:
      'Add a payment method (card, bank direct debit, request-to-pay, QR, M-PASS, Easy Pass) with an OTP verification token of its CREATE step. ' +
      'A card is checked and kept by the gateway (only its token, type and last four digits are stored); a member whose e-mail is not activated may add QR only; ' +
      'a channel already in the list is refused. The first method becomes primary at once',
    tag,
    auth: 'bearer',
    body: ZPaymentMethodCreateRequestSchema,
    response: ZPaymentMethodSchema,
    successStatus: 201,
    handler: ({ body, context }) => createPaymentMethod({ db, clock, gateway, customerId: customerIdOf(context), input: body }),
  });

  api.define({
    method: 'put',
    path: `${base}/{paymentMethodId}`,
    summary: 'Change the debit mode of a method, with an OTP verification token of its EDIT step',
    tag,
    auth: 'bearer',
    params: ZPaymentMethodIdParamsSchema,
    body: ZPaymentMethodUpdateRequestSchema,
    response: ZPaymentMethodSchema,
    handler: ({ params, body, context }) =>
      updatePaymentMethod({ db, clock, customerId: customerIdOf(context), paymentMethodId: params.paymentMethodId, input: body }),
  });

  api.define({
    method: 'delete',
    path: `${base}/{paymentMethodId}`,
    summary:
      'Delete a method, with an OTP verification token of its DELETE step as the query parameter verificationToken; the primary one only when it is the last. Answers the list left',
    tag,
    auth: 'bearer',
    params: ZPaymentMethodIdParamsSchema,
    query: ZPaymentMethodDeleteQuerySchema,
    response: ZPaymentMethodListSchema,
    handler: ({ params, query, context }) =>
      deletePaymentMethod({
        db,
        clock,
        customerId: customerIdOf(context),
        paymentMethodId: params.paymentMethodId,
        verificationToken: query.verificationToken,
      }),
  });

  api.define({
    method: 'put',
    path: `${base}/{paymentMethodId}/primary`,
    summary:
      'Make a method the primary one (the other loses the flag), with an OTP verification token of step SET_MAIN_PAYMENT (31). ' +
      'It is charged from the 16th (set on the 1st to 15th) or the 1st of next month (set on the 16th or later), Bangkok time; an M-PASS or Easy Pass only while the member has exactly one vehicle',
    tag,
    auth: 'bearer',
    params: ZPaymentMethodIdParamsSchema,
    body: ZPaymentMethodProofSchema,
    response: ZPaymentMethodSchema,
    handler: ({ params, body, context }) =>
      setPrimaryPaymentMethod({
        db,
        clock,
        customerId: customerIdOf(context),
        paymentMethodId: params.paymentMethodId,
        verificationToken: body.verificationToken,
      }),
  });
}

import type {
  TPaymentMethodCreateRequest,
  TPaymentMethodList,
  TPaymentMethodUpdateRequest,
  TPaymentMethodView,
} from '@mflow/contracts/payment/payment-method.contract';
import { portalApi } from '../../../shared/api/portal-api';

const BASE = '/customerservice/api/v1/paymentmethods';
const methodPath = (paymentMethodId: string) => `${BASE}/${encodeURIComponent(paymentMethodId)}`;

export function listPaymentMethods(): Promise<TPaymentMethodList> {
  return portalApi.request<TPaymentMethodList>(BASE, { auth: 'bearer' });
}

export function createPaymentMethod(body: TPaymentMethodCreateRequest): Promise<TPaymentMethodView> {
  return portalApi.request<TPaymentMethodView>(BASE, { method: 'POST', auth: 'bearer', body });
}

export function updatePaymentMethod(paymentMethodId: string, body: TPaymentMethodUpdateRequest): Promise<TPaymentMethodView> {
  return portalApi.request<TPaymentMethodView>(methodPath(paymentMethodId), { method: 'PUT', auth: 'bearer', body });
}

/** The DELETE proof travels in the query, as the vehicles' does (decision 0015). */
export function deletePaymentMethod(paymentMethodId: string, verificationToken: string): Promise<TPaymentMethodList> {
  return portalApi.request<TPaymentMethodList>(
    `${methodPath(paymentMethodId)}?verificationToken=${encodeURIComponent(verificationToken)}`,
    {
      method: 'DELETE',
      auth: 'bearer',
    },
  );
}

export function setPrimaryPaymentMethod(paymentMethodId: string, verificationToken: string): Promise<TPaymentMethodView> {
  return portalApi.request<TPaymentMethodView>(`${methodPath(paymentMethodId)}/primary`, {
    method: 'PUT',
    auth: 'bearer',
    body: { verificationToken },
  });
}

import type { TPointsAccount, TRedemption } from '@mflow/contracts/points/points.contract';
import { portalApi } from '../../../shared/api/portal-api';

const BASE = '/customerservice/api/v1/points';

const POINTS_PAGE_SIZE = 10;

export function getPointsAccount(page: number, signal: AbortSignal): Promise<TPointsAccount> {
  const params = new URLSearchParams({ page: String(page), size: String(POINTS_PAGE_SIZE) });
  return portalApi.request<TPointsAccount>(`${BASE}?${params.toString()}`, { auth: 'bearer', signal });
}

/**
 * Redeems an offer. `idempotencyKey` is made once per offer the member confirms, so a double click
 * or a retry after a lost answer is the same redemption and the points leave once.
 */
export function redeemOffer(offerId: string, idempotencyKey: string): Promise<TRedemption> {
  return portalApi.request<TRedemption>(`${BASE}/redemptions`, {
    method: 'POST',
    auth: 'bearer',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: { offerId },
  });
}

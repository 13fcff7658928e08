import type { TOutboxListResponse, TOutboxMessage } from '@mflow/contracts/notification/outbox.contract';
import { portalApi } from '../../../shared/api/portal-api';
import { OUTBOX_PATH } from '../../../shared/sim/use-simulation';

export function listOutbox(to: string, options: { signal?: AbortSignal; background?: boolean } = {}): Promise<TOutboxMessage[]> {
  const query = new URLSearchParams({ limit: '100' });
  if (to) query.set('to', to);
  return portalApi
    .request<TOutboxListResponse>(`${OUTBOX_PATH}?${query.toString()}`, {
      auth: 'none',
      ...options,
      onError: options.background ? 'silent' : 'modal',
    })
    .then((answer) => answer.messages);
}

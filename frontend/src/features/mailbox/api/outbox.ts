import { portalApi } from '../../../shared/api/portal-api';
import { OUTBOX_PATH } from '../../../shared/sim/use-simulation';
import type { OutboxMessage } from './message-text';

export function listOutbox(to: string, options: { signal?: AbortSignal; background?: boolean } = {}): Promise<OutboxMessage[]> {
  const query = new URLSearchParams({ limit: '100' });
  if (to) query.set('to', to);
  return portalApi
    .request<{ messages: OutboxMessage[] }>(`${OUTBOX_PATH}?${query.toString()}`, { auth: 'none', ...options, onError: options.background ? 'silent' : 'modal' })
    .then((answer) => answer.messages);
}

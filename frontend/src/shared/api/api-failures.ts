import type { ApiFailure } from '@mflow/ui/api/api-types';

/** The API client is not a component, so failures reach the modal host through this hub. */
const listeners = new Set<(failure: ApiFailure) => void>();

export function publishApiFailure(failure: ApiFailure): void {
  if (listeners.size === 0) {
    console.error('API failure with no modal host mounted', failure.errors);
    return;
  }
  for (const listener of listeners) listener(failure);
}

export function subscribeApiFailures(listener: (failure: ApiFailure) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

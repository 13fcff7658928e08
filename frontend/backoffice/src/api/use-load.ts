import { useCallback, useEffect, useState } from 'react';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';

type Settled<T> = { key: string; attempt: number; data: T | undefined; errors: ApiErrorItem[] | undefined };

export type Loaded<T> = {
  /** A request for the current key is under way (the first, or a reload). */
  loading: boolean;
  /** The last answer for the current key, kept while a reload runs or after it fails. */
  data: T | undefined;
  /** The errors of the latest attempt, when it failed (an empty list when the server gave none). */
  errors: ApiErrorItem[] | undefined;
  reload(): void;
};

/**
 * Loads what a page shows. `key` names the request (a change starts a new one and forgets the old
 * answer); `load` must be stable for a key (useCallback). A page that unmounts aborts its request.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>();

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setSettled({ key, attempt, data, errors: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const errors = error instanceof ApiError ? error.errors : [];
        setSettled((previous) => ({ key, attempt, data: previous?.key === key ? previous.data : undefined, errors }));
      },
    );
    return () => controller.abort();
  }, [key, attempt, load]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const current = settled?.key === key ? settled : undefined;
  return {
    loading: current?.attempt !== attempt,
    data: current?.data,
    errors: current?.attempt === attempt ? current.errors : undefined,
    reload,
  };
}

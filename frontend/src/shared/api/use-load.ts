import { useEffect, useState } from 'react';

export type TLoad<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * Loads what a page shows whenever `key` changes (the language is part of it: plaza and
 * province names come in the reader's language), abandoning the call when the page moves on.
 * A null key loads nothing. `load` must be stable (useCallback) for as long as the key is.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): TLoad<T> {
  const [settled, setSettled] = useState<{ key: string; result: TLoad<T> }>();
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setSettled({ key, result: { status: 'done', value } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, result: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key, load]);
  return settled && settled.key === key ? settled.result : LOADING;
}

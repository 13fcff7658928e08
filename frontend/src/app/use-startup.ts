import { startTransition, useEffect, useState } from 'react';
import { portalApi } from '../shared/api/portal-api';
import { immediateStartup, retryDelayMs, startWithAccessKey, type StartupPath, type StartupResult } from './startup';

export type StartupState = { status: 'loading' } | ({ status: 'ready' } & StartupResult);

export function useStartup(path: StartupPath): StartupState {
  const [state, setState] = useState<StartupState>(() =>
    path === 'accessKeyOn' ? { status: 'loading' } : { status: 'ready', ...immediateStartup() },
  );

  useEffect(() => {
    if (path !== 'accessKeyOn') return;
    const controller = new AbortController();
    let retry: number | undefined;
    const attempt = (count: number) => {
      startWithAccessKey(portalApi, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          // The whole page renders now; as a transition React does it in slices between which the
          // browser stays responsive, while the start-up frame is still on screen.
          startTransition(() => setState({ status: 'ready', ...result }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // requirements/portal-shell.md#start-up and requirements/error-messages.md#failed-calls: a failed start-up call is logged, never shown.
          console.error('Portal start-up failed; retrying', error);
          retry = window.setTimeout(() => attempt(count + 1), retryDelayMs(count));
        },
      );
    };
    attempt(0);
    return () => {
      controller.abort();
      window.clearTimeout(retry);
    };
  }, [path]);

  return state;
}

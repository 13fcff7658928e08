import { useEffect } from 'react';

/**
 * Reloads every `intervalMs` while the tab is shown. The console polls the world's records rather
 * than waiting for pushed events: the moves that change them come from anywhere (another tab, a
 * script, a second instance), and a poll of a few indexed reads every few seconds for one trainer
 * costs less than a change feed from every module's tables (docs/decisions/0028-trainer-console.md).
 */
export function usePolling(reload: () => void, intervalMs: number): void {
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [reload, intervalMs]);
}

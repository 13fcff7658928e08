import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localStore } from '@mflow/ui/storage/browser-storage';
import { portalApi } from '../shared/api/portal-api';
import { LOCAL_KEYS } from '../shared/storage/storage-keys';
import { maintenanceEnabled, REMOTE_CONFIG_PATH } from './remote-config';
import { MAINTENANCE_PATH } from './route-table';

/** Polls the remote-config service; undefined until the first answer. */
function useMaintenanceSetting(pollMs: number): boolean | undefined {
  const [enabled, setEnabled] = useState<boolean>();

  useEffect(() => {
    const controller = new AbortController();
    const check = () => {
      portalApi.request(REMOTE_CONFIG_PATH, { auth: 'none', onError: 'silent', background: true, signal: controller.signal }).then(
        (data) => setEnabled(maintenanceEnabled(data)),
        (error: unknown) => {
          // A missed poll keeps the last known setting; the next one tries again.
          if (!controller.signal.aborted) console.warn('Remote config check failed', error);
        },
      );
    };
    check();
    const timer = window.setInterval(check, pollMs);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [pollMs]);

  return enabled;
}

/**
 * Sends every visitor to the maintenance page while the setting is on, and back to the page they
 * were on (the stored current path, requirements/portal-shell.md#stored-values) when it goes off.
 */
export function MaintenanceGuard({ pollMs }: { pollMs: number }) {
  const enabled = useMaintenanceSetting(pollMs);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const wasEnabled = useRef(false);

  useEffect(() => {
    const onMaintenancePage = pathname === MAINTENANCE_PATH;
    if (!onMaintenancePage) localStore.setItem(LOCAL_KEYS.currentPath, `${pathname}${search}`);
    if (enabled === true && !onMaintenancePage) {
      void navigate(MAINTENANCE_PATH, { replace: true });
    } else if (enabled === false && wasEnabled.current && onMaintenancePage) {
      void navigate(localStore.getItem(LOCAL_KEYS.currentPath) ?? '/', { replace: true });
    }
    if (enabled !== undefined) wasEnabled.current = enabled;
  }, [enabled, pathname, search, navigate]);

  return null;
}

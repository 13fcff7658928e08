import { lazy, Suspense, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { GlobalSpinner } from '../shared/loading/global-spinner';
import { StartupFrameRelease } from '../shared/loading/startup-frame';
import { activeCodes } from '@mflow/contracts/master/menu-gating';
import { ActiveMenuProvider } from '../shared/menu/menu-context';
import { ModalHost } from '../shared/modals/modal-host';
import { PreferencesProvider } from '../shared/preferences/preferences-context';
import { SessionProvider } from '../shared/session/session-context';
import { AppRoutes } from './app-routes';
import { portalEnv } from './env';
import { PortalIntlProvider } from './intl-provider';
import { MaintenanceGuard } from './maintenance-guard';
import { startupPathFor } from './startup';
import { useStartup } from './use-startup';

/* Shown only while the coming-soon setting is on, so its code and styles load only then. */
const LaunchPage = lazy(() => import('../features/coming-soon/pages/launch-page').then((m) => ({ default: m.LaunchPage })));

/**
 * The render choice (requirements/portal-shell.md#render-choice): the loading view, then coming-soon when statusPage is on, otherwise the
 * router. The loading view is the start-up frame index.html draws; each choice takes it away when
 * its content is drawn.
 */
function Portal() {
  const [path] = useState(() => startupPathFor(window.location.pathname, portalEnv.accessKeyFlag));
  const startup = useStartup(path);
  const active = useMemo(() => (startup.status === 'ready' ? activeCodes(startup.permissions) : new Set<string>()), [startup]);

  if (startup.status === 'loading') return null;
  if (startup.statusPage) {
    return (
      <Suspense fallback={null}>
        <LaunchPage />
        <StartupFrameRelease />
      </Suspense>
    );
  }
  return (
    <BrowserRouter basename="/mflow">
      <ActiveMenuProvider active={active}>
        <SessionProvider>
          <MaintenanceGuard pollMs={portalEnv.remoteConfigPollMs} />
          <AppRoutes activeCodes={active} />
        </SessionProvider>
      </ActiveMenuProvider>
    </BrowserRouter>
  );
}

export function App() {
  return (
    <PreferencesProvider>
      <PortalIntlProvider>
        <ModalHost>
          <Portal />
          <GlobalSpinner />
        </ModalHost>
      </PortalIntlProvider>
    </PreferencesProvider>
  );
}

import type { ReactNode } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { StaticRouter } from 'react-router';
import { LoginPageHeader } from '../../features/auth/pages/login-page';
import { PublicHero } from '../../features/home/pages/home-page';
import en from '../../i18n/en.json';
import th from '../../i18n/th.json';
import { SiteHeader } from '../../shared/layout/site-header';
import { LoadingView } from '../../shared/loading/loading-view';
import { STARTUP_FRAME_ID } from '../../shared/loading/startup-frame';
import { activeCodes } from '@mflow/contracts/master/menu-gating';
import { intlLocale } from '@mflow/ui/format/format';
import { defaultPermissions } from '../../shared/menu/menu-codes';
import { ActiveMenuProvider } from '../../shared/menu/menu-context';
import { ModalHost } from '../../shared/modals/modal-host';
import { PreferencesProvider } from '../../shared/preferences/preferences-context';
import { SessionProvider } from '../../shared/session/session-context';
import { PortalIntlProvider } from '../intl-provider';
import type { FrameView } from './choose-frame';

type PageView = Exclude<FrameView, 'loading'>;

const ROUTER_BASE = '/mflow';
const PAGE_PATHS: Record<PageView, string> = { home: '/', login: '/login' };

/** One page's part of the frame, drawn at that page's address; the stylesheet shows it in its view only. */
function FramePage({ view, children }: { view: PageView; children: ReactNode }) {
  return (
    <div data-frame-page={view}>
      <StaticRouter location={`${ROUTER_BASE}${PAGE_PATHS[view]}`} basename={ROUTER_BASE}>
        {children}
      </StaticRouter>
    </div>
  );
}

/** The loading view's label in both languages; the head script's mark picks the one that shows. */
function BilingualLabel() {
  return (
    <>
      {(['TH', 'EN'] as const).map((language) => (
        <span key={language} lang={language.toLowerCase()} data-frame-language={language.toLowerCase()}>
          <IntlProvider locale={intlLocale(language)} messages={language === 'TH' ? th : { ...th, ...en }}>
            <FormattedMessage id="loading.portal" />
          </IntlProvider>
        </span>
      ))}
    </>
  );
}

/**
 * What index.html shows before any script has run: the portal shell with the tops of the home and
 * sign-in pages as a signed-out Thai visitor sees them (the default menu codes, path 2 of requirements/portal-shell.md#start-up),
 * and the loading view. The head script (choose-frame.ts) picks the view; React takes the frame
 * away once it has drawn the real page (shared/loading/startup-frame.tsx).
 */
export function StartupFrame() {
  return (
    <PreferencesProvider>
      <PortalIntlProvider>
        <ModalHost>
          <ActiveMenuProvider active={activeCodes(defaultPermissions())}>
            <SessionProvider>
              <div id={STARTUP_FRAME_ID} className="startup-frame" aria-busy="true">
                <div className="portal-shell">
                  <a className="skip-link" href="#startup-frame-main">
                    <FormattedMessage id="layout.skipToContent" />
                  </a>
                  <FramePage view="home">
                    <SiteHeader />
                  </FramePage>
                  <FramePage view="login">
                    <SiteHeader />
                  </FramePage>
                  <main id="startup-frame-main" className="portal-main">
                    <FramePage view="home">
                      <PublicHero />
                    </FramePage>
                    <FramePage view="login">
                      <LoginPageHeader />
                    </FramePage>
                    <LoadingView label={<BilingualLabel />} />
                  </main>
                </div>
              </div>
            </SessionProvider>
          </ActiveMenuProvider>
        </ModalHost>
      </PortalIntlProvider>
    </PreferencesProvider>
  );
}

import { Suspense, useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { StartupFrameRelease } from '../loading/startup-frame';
import { PageLoading } from './page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export type LayoutKind = 'public' | 'authenticated';

/** The frame both layouts share: skip link, header, the page, footer. */
export function PortalShell({ kind, beforeMain }: { kind: LayoutKind; beforeMain?: ReactNode }) {
  const { pathname } = useLocation();

  // A new page starts at its top, as it would after a full page load.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="portal-shell" data-layout={kind}>
      <a className="skip-link" href="#main-content">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <SiteHeader />
      {beforeMain}
      <main id="main-content" tabIndex={-1} className="portal-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <StartupFrameRelease />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

import { Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { mayStaff, type TStaffPermission } from '@mflow/contracts/staff/staff-roles';
import { BrandMark } from '@mflow/ui/brand/brand-mark.tsx';
import { LanguageSwitch } from '@mflow/ui/language/language-switch.tsx';
import { IconLogOut } from '../components/icons';
import { LoadingBlock } from '../components/loading-block';
import { useLanguage } from '../preferences/language-context';
import { useStaffSession } from '../session/session-context';

/** The frame of every back-office page: skip link, the staff header, the page. */
export function BackofficeLayout() {
  const intl = useIntl();
  const { session, signOut } = useStaffSession();
  const { language, setLanguage } = useLanguage();
  const { pathname } = useLocation();
  const may = (permission: TStaffPermission) => (session ? mayStaff(session.roles, permission) : false);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="bo-shell">
      <a className="skip-link" href="#main-content">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <header className="bo-header">
        <div className="container-xl bo-header-inner">
          <Link to={session ? '/' : '/signin'} className="bo-brand" aria-label={intl.formatMessage({ id: 'brand.homeLink' })}>
            <BrandMark size={34} />
            <span className="bo-brand-text">
              <span className="bo-brand-name">
                <FormattedMessage id="brand.name" />
              </span>
              <span className="bo-brand-product">
                <FormattedMessage id="brand.product" />
              </span>
            </span>
          </Link>
          {session ? (
            <nav className="bo-nav" aria-label={intl.formatMessage({ id: 'nav.label' })}>
              {may('review') ? (
                <>
                  <NavLink to="/registrations" className="bo-nav-link">
                    <FormattedMessage id="nav.queue" />
                  </NavLink>
                  <NavLink to="/vehicles" className="bo-nav-link">
                    <FormattedMessage id="nav.vehicles" />
                  </NavLink>
                </>
              ) : null}
              {may('handleCases') ? (
                <NavLink to="/cases" className="bo-nav-link">
                  <FormattedMessage id="nav.cases" />
                </NavLink>
              ) : null}
              {may('handleCases') || may('operate') ? (
                <>
                  <NavLink to="/appointments" end className="bo-nav-link">
                    <FormattedMessage id="nav.appointments" />
                  </NavLink>
                  <NavLink to="/appointments/slots" className="bo-nav-link">
                    <FormattedMessage id="nav.slots" />
                  </NavLink>
                </>
              ) : null}
              {may('viewCustomers') ? (
                <NavLink to="/customers" className="bo-nav-link">
                  <FormattedMessage id="nav.customers" />
                </NavLink>
              ) : null}
              {may('searchInvoices') ? (
                <>
                  <NavLink to="/invoices" end className="bo-nav-link">
                    <FormattedMessage id="nav.invoices" />
                  </NavLink>
                  <NavLink to="/invoices/unmatched" className="bo-nav-link">
                    <FormattedMessage id="nav.unmatched" />
                  </NavLink>
                </>
              ) : null}
              {may('operate') ? (
                <>
                  <NavLink to="/settings" className="bo-nav-link">
                    <FormattedMessage id="nav.settings" />
                  </NavLink>
                  <NavLink to="/jobs" className="bo-nav-link">
                    <FormattedMessage id="nav.jobs" />
                  </NavLink>
                  <NavLink to="/holidays" className="bo-nav-link">
                    <FormattedMessage id="nav.holidays" />
                  </NavLink>
                </>
              ) : null}
              {may('editContent') ? (
                <>
                  <NavLink to="/content/news" className="bo-nav-link">
                    <FormattedMessage id="nav.news" />
                  </NavLink>
                  <NavLink to="/content/faq" className="bo-nav-link">
                    <FormattedMessage id="nav.faq" />
                  </NavLink>
                  <NavLink to="/content/promotion" className="bo-nav-link">
                    <FormattedMessage id="nav.promotions" />
                  </NavLink>
                  <NavLink to="/content/download" className="bo-nav-link">
                    <FormattedMessage id="nav.downloads" />
                  </NavLink>
                  <NavLink to="/complaints/lists" className="bo-nav-link">
                    <FormattedMessage id="nav.complaintLists" />
                  </NavLink>
                </>
              ) : null}
              <NavLink to="/console" className="bo-nav-link">
                <FormattedMessage id="nav.console" />
              </NavLink>
              {may('manageStaff') ? (
                <NavLink to="/staff" className="bo-nav-link">
                  <FormattedMessage id="nav.staff" />
                </NavLink>
              ) : null}
              {may('readAudit') ? (
                <NavLink to="/audit" className="bo-nav-link">
                  <FormattedMessage id="nav.audit" />
                </NavLink>
              ) : null}
            </nav>
          ) : null}
          <div className="bo-header-tools">
            {session ? (
              <span className="bo-staff" data-testid="staff-identity">
                <span className="visually-hidden">
                  <FormattedMessage id="header.signedInAs" />
                </span>
                <span className="bo-staff-name">{session.displayName}</span>
                <span className="bo-staff-email">{session.email}</span>
              </span>
            ) : null}
            <LanguageSwitch language={language} onChange={setLanguage} className="bo-language" />
            {session ? (
              <button type="button" className="btn btn-outline-light btn-sm" onClick={() => void signOut()}>
                <IconLogOut size={16} />
                <span className="ms-1">
                  <FormattedMessage id="header.signOut" />
                </span>
              </button>
            ) : null}
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="bo-main">
        <div className="container-xl">
          <Suspense fallback={<LoadingBlock />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}

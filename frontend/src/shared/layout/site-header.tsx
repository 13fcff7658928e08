import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { IconLogOut, IconMenu, IconPhone, IconStar, IconUser } from '../icons/icons';
import { MENU, type MenuCode } from '../menu/menu-codes';
import { useMenuActive } from '../menu/menu-context';
import { useModals } from '../modals/modal-host';
import { useSession } from '../session/session-context';
import { BrandMark, BrandName } from './brand-logo';
import { PreferenceSwitches } from './preference-switches';

type NavItem = { to: string; label: string; code?: MenuCode };

const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/knowledge', label: 'nav.knowledge' },
  { to: '/news', label: 'nav.news', code: MENU.news },
  { to: '/faqs', label: 'nav.faq', code: MENU.faq },
  { to: '/download', label: 'nav.download', code: MENU.download },
  { to: '/aboutus', label: 'nav.aboutUs', code: MENU.aboutUs },
  { to: '/contactus', label: 'nav.contactUs', code: MENU.contactUs },
];

function AccountArea() {
  const intl = useIntl();
  const { loggedIn, displayName, customer, requestSignOut } = useSession();
  const { showComingSoon } = useModals();
  const isActive = useMenuActive();

  if (loggedIn) {
    return (
      <div className="account-area" data-testid="account-area">
        <span className="account-avatar" aria-hidden="true">
          <IconUser size={20} />
        </span>
        <span className="account-identity">
          <span className="account-name">{displayName || intl.formatMessage({ id: 'header.member' })}</span>
          <span className="account-points">
            <IconStar size={14} />
            <FormattedMessage id="header.points" values={{ points: customer?.point ?? 0 }} />
          </span>
        </span>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={requestSignOut}>
          <IconLogOut size={16} />
          <span className="ms-1">
            <FormattedMessage id="header.signOut" />
          </span>
        </button>
      </div>
    );
  }
  return (
    <div className="account-area">
      {isActive(MENU.register) ? (
        <Link className="btn btn-outline-primary btn-sm" to="/register">
          <FormattedMessage id="header.register" />
        </Link>
      ) : null}
      <button type="button" className="btn btn-primary btn-sm" onClick={showComingSoon}>
        <FormattedMessage id="header.login" />
      </button>
    </div>
  );
}

export function SiteHeader() {
  const intl = useIntl();
  const isActive = useMenuActive();
  const menuId = useId();
  const { pathname } = useLocation();
  // The phone menu belongs to the page it was opened on, so going to another route closes it.
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === pathname;

  return (
    <header className="site-header">
      <div className="utility-bar">
        <div className="container d-flex align-items-center justify-content-between gap-2 flex-wrap">
          <a className="utility-link" href={`tel:${intl.formatMessage({ id: 'contact.callCentre.number' })}`}>
            <IconPhone size={16} />
            <span className="ms-1">
              <FormattedMessage id="header.callCentre" values={{ number: intl.formatMessage({ id: 'contact.callCentre.number' }) }} />
            </span>
          </a>
          <PreferenceSwitches />
        </div>
      </div>
      <nav className="main-nav" aria-label={intl.formatMessage({ id: 'nav.label' })}>
        <div className="container main-nav-inner">
          <Link to="/" className="brand" aria-label={intl.formatMessage({ id: 'nav.homeLink' })}>
            <BrandMark />
            <BrandName />
          </Link>
          <button
            type="button"
            className="btn nav-toggle d-lg-none"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={intl.formatMessage({ id: 'nav.toggle' })}
            onClick={() => setOpenOn(open ? undefined : pathname)}
          >
            <IconMenu />
          </button>
          <div id={menuId} className={`nav-collapse${open ? ' is-open' : ''}`}>
            <ul className="nav-links">
              {NAV_ITEMS.filter((item) => !item.code || isActive(item.code)).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className="nav-link-item">
                    <FormattedMessage id={item.label} />
                  </NavLink>
                </li>
              ))}
            </ul>
            <AccountArea />
          </div>
        </div>
      </nav>
    </header>
  );
}

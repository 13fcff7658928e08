import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandMark } from '@mflow/ui/brand/brand-mark.tsx';
import { IconLogOut, IconMail, IconMenu } from '../icons/icons';
import { IconPhone, IconStar } from '../icons/service-icons';
import { MENU, type MenuCode } from '../menu/menu-codes';
import { useMenuActive } from '../menu/menu-context';
import { useSession } from '../session/session-context';
import { useSimulation } from '../sim/use-simulation';
import { Avatar } from './avatar';
import { BrandName } from './brand-name';
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
  const { loggedIn, displayName, customer, profileImage, requestSignOut } = useSession();
  const isActive = useMenuActive();

  if (loggedIn) {
    const identity = (
      <>
        <span className="account-avatar" aria-hidden="true">
          <Avatar src={profileImage} size={36} />
        </span>
        <span className="account-identity">
          <span className="account-name">{displayName || intl.formatMessage({ id: 'header.member' })}</span>
          <span className="account-points">
            <IconStar size={14} />
            <FormattedMessage id="header.points" values={{ points: customer?.point ?? 0 }} />
          </span>
        </span>
      </>
    );
    return (
      <div className="account-area" data-testid="account-area">
        {isActive(MENU.userData) ? (
          <Link to="/account" className="account-link" title={intl.formatMessage({ id: 'header.myAccount' })}>
            {identity}
          </Link>
        ) : (
          <span className="account-link">{identity}</span>
        )}
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
        <Link className="btn btn-outline-primary btn-sm" to="/consent">
          <FormattedMessage id="header.register" />
        </Link>
      ) : null}
      <Link className="btn btn-primary btn-sm" to="/login">
        <FormattedMessage id="header.login" />
      </Link>
    </div>
  );
}

/** In simulation mode the outbox can be read in the browser; the link is not there otherwise. */
function MailboxLink() {
  const simulated = useSimulation();
  if (!simulated) return null;
  return (
    <Link className="utility-link" to="/mailbox">
      <IconMail size={16} />
      <span className="ms-1">
        <FormattedMessage id="header.mailbox" />
      </span>
    </Link>
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
          <div className="d-flex align-items-center gap-3 flex-wrap">
            <MailboxLink />
            <PreferenceSwitches />
          </div>
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

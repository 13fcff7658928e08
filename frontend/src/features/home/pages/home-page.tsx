import '../home.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconUser } from '../../../shared/icons/icons';
import { IconPhone, IconStar } from '../../../shared/icons/service-icons';
import { MENU } from '../../../shared/menu/menu-codes';
import { useMenuActive } from '../../../shared/menu/menu-context';
import { useSession } from '../../../shared/session/session-context';
import { HeroIllustration } from '../components/hero-illustration';
import { MEMBER_SHORTCUTS, shownShortcuts } from '../components/home-shortcuts';
import { HowItWorks } from '../components/how-it-works';
import { PaymentChannels } from '../components/payment-channels';
import { ShortcutGrid } from '../components/shortcut-grid';
import { VehicleInvitation } from '../components/vehicle-invitation';

/** The signed-out home page's top; the start-up frame draws it too, before the script runs. */
export function PublicHero() {
  const isActive = useMenuActive();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="hero-eyebrow">
            <FormattedMessage id="home.hero.eyebrow" />
          </p>
          <h1 id="hero-title" className="hero-title">
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p className="hero-lead">
            <FormattedMessage id="home.hero.lead" />
          </p>
          <div className="hero-actions">
            <Link className="btn btn-warning btn-lg" to={isActive(MENU.nonMemberPayment) ? '/unuserpayment' : '/paymentinvoice'}>
              <FormattedMessage id="home.hero.pay" />
            </Link>
            {isActive(MENU.register) ? (
              <Link className="btn btn-outline-light btn-lg" to="/register">
                <FormattedMessage id="home.hero.register" />
              </Link>
            ) : null}
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

function MemberWelcome() {
  const intl = useIntl();
  const { displayName, customer } = useSession();
  const isActive = useMenuActive();
  return (
    <section className="hero hero-member" aria-labelledby="hero-title">
      <div className="container">
        <div className="member-welcome">
          <span className="member-avatar" aria-hidden="true">
            <IconUser size={36} />
          </span>
          <div>
            <h1 id="hero-title" className="hero-title">
              <FormattedMessage id="home.member.greeting" values={{ name: displayName || intl.formatMessage({ id: 'header.member' }) }} />
            </h1>
            <p className="hero-lead mb-0 d-flex align-items-center gap-2">
              <IconStar size={18} />
              <span>
                <FormattedMessage id="home.member.points" values={{ points: customer?.point ?? 0 }} />
              </span>
            </p>
          </div>
        </div>
        <ul className="member-shortcuts">
          {shownShortcuts(MEMBER_SHORTCUTS, isActive, true).map(({ key, icon: Icon, to }) => (
            <li key={key}>
              <Link className="member-shortcut" to={to}>
                <Icon size={24} />
                <span>
                  <FormattedMessage id={`member.${key}`} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <VehicleInvitation />
      </div>
    </section>
  );
}

function HelpBand() {
  const intl = useIntl();
  const isActive = useMenuActive();
  const number = intl.formatMessage({ id: 'contact.callCentre.number' });
  return (
    <section className="help-band" aria-labelledby="help-title">
      <div className="container help-band-inner">
        <span className="help-icon" aria-hidden="true">
          <IconPhone size={28} />
        </span>
        <div className="flex-grow-1">
          <h2 id="help-title" className="help-title">
            <FormattedMessage id="home.help.title" />
          </h2>
          <p className="mb-0">
            <FormattedMessage id="home.help.text" values={{ number }} />
          </p>
        </div>
        <a className="btn btn-light" href={`tel:${number}`}>
          <FormattedMessage id="home.help.call" values={{ number }} />
        </a>
        {isActive(MENU.contactUs) ? (
          <Link className="btn btn-outline-light" to="/contactus">
            <FormattedMessage id="nav.contactUs" />
          </Link>
        ) : null}
      </div>
    </section>
  );
}

export function HomePage() {
  const intl = useIntl();
  const { loggedIn } = useSession();
  return (
    <div className="home-page">
      <title>{intl.formatMessage({ id: 'document.title' }, { page: intl.formatMessage({ id: 'nav.home' }) })}</title>
      {loggedIn ? <MemberWelcome /> : <PublicHero />}
      <ShortcutGrid />
      <HowItWorks />
      <PaymentChannels />
      <HelpBand />
    </div>
  );
}

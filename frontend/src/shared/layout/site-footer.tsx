import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BrandMark } from '@mflow/ui/brand/brand-mark.tsx';
import { MENU } from '../menu/menu-codes';
import { useMenuActive } from '../menu/menu-context';
import { AgencyLogos } from './agency-logos';

export function SiteFooter() {
  const intl = useIntl();
  const isActive = useMenuActive();
  const callCentre = intl.formatMessage({ id: 'contact.callCentre.number' });
  const easyPass = intl.formatMessage({ id: 'contact.easyPass.number' });
  return (
    <footer className="site-footer">
      <div className="agency-band">
        <div className="container">
          <h2 className="agency-heading">
            <FormattedMessage id="footer.agencies" />
          </h2>
          <AgencyLogos />
        </div>
      </div>
      <div className="container footer-grid">
        <section className="footer-about" aria-labelledby="footer-about-title">
          <div className="d-flex align-items-center gap-2 mb-2">
            <BrandMark size={32} />
            <h2 id="footer-about-title" className="footer-title mb-0">
              <FormattedMessage id="brand.name" />
            </h2>
          </div>
          <p>
            <FormattedMessage id="footer.about" />
          </p>
        </section>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="footer-title">
            <FormattedMessage id="footer.links" />
          </h2>
          <ul className="footer-links">
            <li>
              <Link to="/knowledge">
                <FormattedMessage id="nav.knowledge" />
              </Link>
            </li>
            {isActive(MENU.aboutService) ? (
              <li>
                <Link to="/aboutservice">
                  <FormattedMessage id="nav.aboutService" />
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/policy">
                <FormattedMessage id="footer.policy" />
              </Link>
            </li>
            <li>
              <Link to="/terms">
                <FormattedMessage id="footer.terms" />
              </Link>
            </li>
            <li>
              <Link to="/officialsender">
                <FormattedMessage id="footer.officialSenders" />
              </Link>
            </li>
            {isActive(MENU.download) ? (
              <li>
                <Link to="/download">
                  <FormattedMessage id="nav.download" />
                </Link>
              </li>
            ) : null}
            {isActive(MENU.contactUs) ? (
              <li>
                <Link to="/contactus">
                  <FormattedMessage id="nav.contactUs" />
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="footer-title">
            <FormattedMessage id="footer.contact" />
          </h2>
          <p className="mb-1">
            <FormattedMessage
              id="footer.callCentre"
              values={{ number: callCentre, link: (chunks) => <a href={`tel:${callCentre}`}>{chunks}</a> }}
            />
          </p>
          <p className="mb-1">
            <FormattedMessage
              id="footer.easyPass"
              values={{ number: easyPass, link: (chunks) => <a href={`tel:${easyPass}`}>{chunks}</a> }}
            />
          </p>
          <p className="footer-muted">
            <FormattedMessage id="footer.hours" />
          </p>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <FormattedMessage id="footer.copyright" values={{ year: <FormattedDate value={new Date()} year="numeric" /> }} />
        </div>
      </div>
    </footer>
  );
}

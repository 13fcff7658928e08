import '../info.css';
import { FormattedMessage } from 'react-intl';
import { IconSmartphone } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { AppStoreLinks } from '../components/app-store-links';
import { PhoneMockup } from '../components/phone-mockup';

const FEATURES = ['invoices', 'pay', 'notify', 'vehicles', 'history', 'notices'] as const;

export function ApplicationPage() {
  return (
    <>
      <PageHeader titleId="screen.application" leadId="application.lead" icon={<IconSmartphone size={32} />} />
      <div className="container page-body">
        <div className="app-promo app-promo-large">
          <div>
            <h2 className="section-title">
              <FormattedMessage id="application.features.title" />
            </h2>
            <ul className="feature-grid">
              {FEATURES.map((key) => (
                <li key={key} className="feature">
                  <h3 className="feature-title">
                    <FormattedMessage id={`application.feature.${key}.title`} />
                  </h3>
                  <p className="feature-text">
                    <FormattedMessage id={`application.feature.${key}.text`} />
                  </p>
                </li>
              ))}
            </ul>
            <h2 className="section-title mt-4">
              <FormattedMessage id="application.get" />
            </h2>
            <AppStoreLinks />
          </div>
          <PhoneMockup />
        </div>
      </div>
    </>
  );
}

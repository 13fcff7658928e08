import '../coming-soon.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { BrandMark } from '@mflow/ui/brand/brand-mark.tsx';
import { IconCalendar } from '../../../shared/icons/icons';
import { IconGift, IconPhone } from '../../../shared/icons/service-icons';
import { AgencyLogos } from '../../../shared/layout/agency-logos';
import { BrandName } from '../../../shared/layout/brand-name';
import { PreferenceSwitches } from '../../../shared/layout/preference-switches';

/** requirements/constants.md#launch-date: the launch date, 29 October 2564 in the Buddhist era (2021). */
const LAUNCH_DATE = new Date('2021-10-29T00:00:00+07:00');

/** The coming-soon page shown instead of the portal while page config says statusPage (requirements/portal-shell.md#render-choice). */
export function LaunchPage() {
  const intl = useIntl();
  const number = intl.formatMessage({ id: 'contact.callCentre.number' });
  return (
    <div className="launch-page" data-testid="launch-page">
      <title>{intl.formatMessage({ id: 'document.title' }, { page: intl.formatMessage({ id: 'launch.title' }) })}</title>
      <header className="launch-header">
        <div className="container d-flex align-items-center justify-content-between gap-3 flex-wrap">
          <span className="brand">
            <BrandMark />
            <BrandName />
          </span>
          <PreferenceSwitches />
        </div>
      </header>
      <main id="main-content" className="container launch-main">
        <p className="launch-eyebrow">
          <FormattedMessage id="launch.eyebrow" />
        </p>
        <h1 className="launch-title">
          <FormattedMessage id="launch.title" />
        </h1>
        <p className="launch-date">
          <IconCalendar size={28} />
          <span>
            <FormattedMessage
              id="launch.date"
              values={{ date: intl.formatDate(LAUNCH_DATE, { day: 'numeric', month: 'long', year: 'numeric' }) }}
            />
          </span>
        </p>
        <p className="launch-lead">
          <FormattedMessage id="launch.lead" />
        </p>
        <section className="offer-card" aria-labelledby="offer-title">
          <span className="offer-icon" aria-hidden="true">
            <IconGift size={32} />
          </span>
          <div>
            <h2 id="offer-title" className="offer-title">
              <FormattedMessage id="launch.offer.title" />
            </h2>
            <p className="mb-0">
              <FormattedMessage id="launch.offer.text" />
            </p>
          </div>
        </section>
        <p className="launch-help">
          <IconPhone size={18} />
          <span>
            <FormattedMessage id="launch.help" values={{ number, link: (chunks) => <a href={`tel:${number}`}>{chunks}</a> }} />
          </span>
        </p>
      </main>
      <footer className="launch-footer">
        <div className="container">
          <AgencyLogos />
        </div>
      </footer>
    </div>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconWrench } from '../../../shared/icons/icons';

export function MaintenancePage() {
  const intl = useIntl();
  const number = intl.formatMessage({ id: 'contact.callCentre.number' });
  return (
    <div className="container status-page">
      <title>{intl.formatMessage({ id: 'document.title' }, { page: intl.formatMessage({ id: 'screen.maintenance' }) })}</title>
      <span className="status-icon status-icon-info" aria-hidden="true">
        <IconWrench size={56} />
      </span>
      <h1 className="status-title">
        <FormattedMessage id="screen.maintenance" />
      </h1>
      <p className="status-text">
        <FormattedMessage id="maintenance.text" />
      </p>
      <p className="status-text">
        <FormattedMessage id="maintenance.help" values={{ number, link: (chunks) => <a href={`tel:${number}`}>{chunks}</a> }} />
      </p>
      <Link className="btn btn-primary" to="/">
        <FormattedMessage id="common.backHome" />
      </Link>
    </div>
  );
}

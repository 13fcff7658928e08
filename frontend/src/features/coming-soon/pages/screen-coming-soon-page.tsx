import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconAlert } from '../../../shared/icons/icons';

/** A route (requirements/portal-shell.md#routes) whose screen arrives with later work: the "coming soon" warning of requirements/error-messages.md#coming-soon-warning, as a page. */
export function ScreenComingSoonPage({ titleId }: { titleId: string }) {
  const intl = useIntl();
  const number = intl.formatMessage({ id: 'contact.callCentre.number' });
  const title = intl.formatMessage({ id: titleId });
  return (
    <div className="container status-page" data-testid="screen-coming-soon">
      <title>{intl.formatMessage({ id: 'document.title' }, { page: title })}</title>
      <span className="status-icon status-icon-warning" aria-hidden="true">
        <IconAlert size={56} />
      </span>
      <h1 className="status-title">{title}</h1>
      <p className="status-badge">
        <FormattedMessage id="modal.comingSoon.title" />
      </p>
      <p className="status-text">
        <FormattedMessage id="comingSoon.screen.text" />
      </p>
      <p className="status-text">
        <FormattedMessage id="comingSoon.screen.help" values={{ number, link: (chunks) => <a href={`tel:${number}`}>{chunks}</a> }} />
      </p>
      <Link className="btn btn-primary" to="/">
        <FormattedMessage id="common.backHome" />
      </Link>
    </div>
  );
}

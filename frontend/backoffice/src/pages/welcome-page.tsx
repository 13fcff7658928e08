import { FormattedMessage, useIntl } from 'react-intl';
import { PageTitle } from '../components/page-title';

/** An account whose roles open no back-office page (none yet, or only the trainer's simulation controls). */
export function WelcomePage() {
  const intl = useIntl();
  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'welcome.title' })} />
      <p data-testid="no-role">
        <FormattedMessage id="welcome.noRole" />
      </p>
    </>
  );
}

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { activityCount, subscribeActivity } from './activity';

/** requirements/constants.md#loading-spinner-delay: the spinner waits 500 ms so quick calls never flash it. */
const SPINNER_DELAY_MS = 500;

export function GlobalSpinner() {
  const intl = useIntl();
  const busy = useSyncExternalStore(subscribeActivity, () => activityCount() > 0);
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setDelayPassed(true), SPINNER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [busy]);

  if (!busy || !delayPassed) return null;
  return (
    <div className="global-spinner" role="status" data-testid="global-spinner">
      <span className="spinner-border" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'loading.pleaseWait' })}</span>
    </div>
  );
}

import { FormattedMessage } from 'react-intl';
import { useModals } from '../../../shared/modals/modal-host';

/** The "saved" message every section of the profile shows after a change. */
export function useSaved() {
  const { showMessage } = useModals();
  return () =>
    showMessage({ status: true, title: <FormattedMessage id="account.saved.title" />, body: <FormattedMessage id="account.saved.body" /> });
}

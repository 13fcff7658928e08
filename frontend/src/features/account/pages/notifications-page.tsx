import '../../../shared/forms/forms.scss';
import '../account.css';
import { useCallback } from 'react';
import { useLoad } from '../../../shared/api/use-load';
import { PageLoading } from '../../../shared/layout/page-loading';
import { getNotificationSettings } from '../api/notification-settings-api';
import { AccountLayout } from '../components/account-layout';
import { LanguageSection } from '../components/language-section';
import { NotificationSwitchesSection } from '../components/notification-switches-section';

/** /mflow/account/notifications (MENU00007): how the member is told, the language and a switch per event and channel (decision 0065). */
export function NotificationsPage() {
  const load = useCallback((signal: AbortSignal) => getNotificationSettings(signal), []);
  const state = useLoad('settings', load);
  return (
    <AccountLayout titleId="account.tab.notifications">
      {(customer) => (
        <>
          <LanguageSection customer={customer} />
          {state.status === 'loading' ? (
            <PageLoading />
          ) : state.status === 'done' ? (
            <NotificationSwitchesSection initial={state.value} />
          ) : null}
        </>
      )}
    </AccountLayout>
  );
}

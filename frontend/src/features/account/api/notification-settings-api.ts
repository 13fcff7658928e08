import type { TNotificationSettings, TUpdateNotificationSettings } from '@mflow/contracts/notification/notification-settings.contract';
import { portalApi } from '../../../shared/api/portal-api';

const SETTINGS = '/customerservice/api/v1/customer/current/notifications';

export function getNotificationSettings(signal: AbortSignal): Promise<TNotificationSettings> {
  return portalApi.request<TNotificationSettings>(SETTINGS, { auth: 'bearer', signal });
}

export function updateNotificationSettings(changes: TUpdateNotificationSettings): Promise<TNotificationSettings> {
  return portalApi.request<TNotificationSettings>(SETTINGS, { method: 'PUT', auth: 'bearer', body: changes });
}

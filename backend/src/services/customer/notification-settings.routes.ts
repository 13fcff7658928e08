import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf } from '../../platform/http/request-context';
import {
  ZNotificationSettingsSchema,
  ZUpdateNotificationSettingsSchema,
} from '@mflow/contracts/notification/notification-settings.contract';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings';

const tag = 'customerservice';
const base = '/customerservice/api/v1';

/** The member's notification settings (requirements/accounts.md#notification-settings): a switch per event and channel, and the language. */
export function registerNotificationSettingsRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock } = deps;

  api.define({
    method: 'get',
    path: `${base}/customer/current/notifications`,
    summary: 'The notification language and, per account event, whether it goes by e-mail and by SMS; legal notices are always on',
    tag,
    auth: 'bearer',
    response: ZNotificationSettingsSchema,
    handler: ({ context }) => getNotificationSettings({ db, customerId: customerIdOf(context) }),
  });

  api.define({
    method: 'put',
    path: `${base}/customer/current/notifications`,
    summary:
      'Turn event and channel switches on or off, and change the notification language; switching a legal notice off is refused (ERR_CUST_0049)',
    tag,
    auth: 'bearer',
    body: ZUpdateNotificationSettingsSchema,
    response: ZNotificationSettingsSchema,
    handler: ({ body, context }) => updateNotificationSettings({ db, clock, customerId: customerIdOf(context), changes: body }),
  });
}

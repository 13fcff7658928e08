import type { TNotificationEvent } from '@mflow/contracts/notification/notification-settings.contract';
import type { TQueryable } from '../../platform/db/database';
import type { TNotification, TNotifier } from '../../platform/ports';
import { channelsFor } from './notification-settings';

/**
 * The one way a member is told of an account event (requirements/accounts.md#notification-settings):
 * each message goes to the notifier only when the member keeps that event's channel on, and a
 * message dropped leaves no record (decision 0065). The settings are read once for all the messages. Messages that are no account event (codes,
 * password resets, registration, visitors' messages) go to the notifier directly.
 */
export async function sendToMember({
  db,
  notifier,
  customerId,
  event,
  messages,
}: {
  db: TQueryable;
  notifier: TNotifier;
  customerId: string;
  event: TNotificationEvent;
  messages: TNotification[];
}): Promise<void> {
  const channels = await channelsFor({ db, customerId, event });
  for (const message of messages) if (channels.has(message.channel)) await notifier.send({ db, message });
}

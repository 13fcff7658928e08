import type { TNotificationEvent } from '@mflow/contracts/notification/notification-settings.contract';
import type { TQueryable } from '../../platform/db/database';
import { renderMessage } from '../notification/message-templates';
import type { TMessageTemplate } from '../notification/templates/template-types';
import type { TNotification, TNotifier } from '../../platform/ports';
import type { customers } from './customer.schema';
import { displayNameOf } from './customer.mapper';
import { sendToMember } from './member-notices';

type TRecipient = Pick<
  typeof customers.$inferSelect,
  'id' | 'email' | 'mobile' | 'notificationLanguage' | 'customerType' | 'firstName' | 'lastName' | 'juristicName'
>;

type TParams<K extends TMessageTemplate> = Omit<Parameters<typeof renderMessage<K>>[2], 'name'>;

/**
 * Tells a customer something in their notification language, by e-mail and, when asked, by SMS
 * too. Written through the caller's handle, so the message is recorded with the change it reports.
 * An account event (`event`) goes only on the channels the member keeps on for it; a message that is
 * no account event (registration, account closing, vehicle approvals) has none and always goes.
 */
export async function notifyCustomer<K extends TMessageTemplate>(options: {
  db: TQueryable;
  notifier: TNotifier;
  customer: TRecipient;
  template: K;
  params: TParams<K>;
  sms?: boolean;
  event?: TNotificationEvent;
}): Promise<void> {
  const { db, notifier, customer, template, sms, event } = options;
  const language = customer.notificationLanguage;
  const params = { ...options.params, name: displayNameOf(customer) } as Parameters<typeof renderMessage<K>>[2];
  const rendered = renderMessage(template, language, params);
  const messages: TNotification[] = [{ channel: 'EMAIL', to: customer.email, purpose: template, language, ...rendered }];
  if (sms) messages.push({ channel: 'SMS', to: customer.mobile, purpose: template, language, text: rendered.text });
  if (event) await sendToMember({ db, notifier, customerId: customer.id, event, messages });
  else for (const message of messages) await notifier.send({ db, message });
}

import type { TQueryable } from '../../platform/db/database';
import { renderMessage } from '../notification/message-templates';
import type { TMessageTemplate } from '../notification/templates/template-types';
import type { TNotifier } from '../../platform/ports';
import type { customers } from './customer.schema';
import { displayNameOf } from './customer.mapper';

type TRecipient = Pick<
  typeof customers.$inferSelect,
  'email' | 'mobile' | 'notificationLanguage' | 'customerType' | 'firstName' | 'lastName' | 'juristicName'
>;

type TParams<K extends TMessageTemplate> = Omit<Parameters<typeof renderMessage<K>>[2], 'name'>;

/**
 * Tells a customer something in their notification language, by e-mail and, when asked, by SMS
 * too. Written through the caller's handle, so the message is recorded with the change it reports.
 */
export async function notifyCustomer<K extends TMessageTemplate>(options: {
  db: TQueryable;
  notifier: TNotifier;
  customer: TRecipient;
  template: K;
  params: TParams<K>;
  sms?: boolean;
}): Promise<void> {
  const { db, notifier, customer, template, sms } = options;
  const language = customer.notificationLanguage;
  const params = { ...options.params, name: displayNameOf(customer) } as Parameters<typeof renderMessage<K>>[2];
  const rendered = renderMessage(template, language, params);
  await notifier.send({ db, message: { channel: 'EMAIL', to: customer.email, purpose: template, language, ...rendered } });
  if (sms) await notifier.send({ db, message: { channel: 'SMS', to: customer.mobile, purpose: template, language, text: rendered.text } });
}

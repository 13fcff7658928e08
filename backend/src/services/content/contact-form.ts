import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import type { TQueryable } from '../../platform/db/database';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import type { TNotifier } from '../../platform/ports';
import type { TContactRequest } from '@mflow/contracts/content/content.contract';

type SendContactOptions = {
  db: TQueryable;
  clock: Clock;
  notifier: TNotifier;
  mailbox: string;
  language: TLanguage;
  request: TContactRequest;
};

/**
 * A visitor's message to the operator's mailbox, as plain text only: what a visitor typed never
 * becomes markup in a staff member's mail reader. The reference lets the call centre find it.
 */
export async function sendContactMessage({ db, clock, notifier, mailbox, language, request }: SendContactOptions) {
  const reference = `CT${randomBytes(5).toString('hex').toUpperCase()}`;
  const receivedAt = clock.now().toISOString();
  const text = [
    `Reference: ${reference}`,
    `Received: ${receivedAt}`,
    `Topic: ${request.topic}`,
    `Name: ${request.name}`,
    `E-mail: ${request.email}`,
    `Phone: ${request.phone ?? '-'}`,
    `Language: ${language}`,
    '',
    request.message,
  ].join('\n');
  await notifier.send({
    db,
    message: {
      channel: 'EMAIL',
      to: mailbox,
      subject: `[${reference}] Contact form: ${request.topic}`,
      text,
      purpose: 'CONTACT_FORM',
      language,
    },
  });
  return { reference, receivedAt };
}

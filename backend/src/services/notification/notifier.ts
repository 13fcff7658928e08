import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { TConfig } from '../../platform/app-config';
import type { Clock } from '../../platform/clock';
import { normaliseContact } from './contact';
import { outboxMessages } from './notification.schema';
import type { TEmailSender, TNotification, TNotifier, TSmsSender } from '../../platform/ports';
import { createHttpSmsSender, createSmtpEmailSender } from './transports';

export type TTransports = { email: TEmailSender; sms: TSmsSender };

/** Longest transport error kept on a row: enough to diagnose, never a whole server transcript. */
const MAX_ERROR_LENGTH = 500;

/** The outbox row of a message before any delivery: the audit trail of what a customer was told. */
export function outboxRowOf(message: TNotification, id: string, createdAt: Date) {
  if (message.channel === 'EMAIL' && !message.subject) throw new Error('An e-mail needs a subject');
  return {
    id,
    channel: message.channel,
    recipient: normaliseContact(message.to),
    subject: message.subject ?? null,
    textBody: message.text,
    htmlBody: message.html ?? null,
    attachments: message.attachments ?? null,
    purpose: message.purpose,
    language: message.language,
    createdAt,
  };
}

/** Records each message QUEUED, hands it to its transport, and records SENT or FAILED. */
export function createNotifier(options: { clock: Clock; logger: Logger; transports: TTransports }): TNotifier {
  const { clock, logger, transports } = options;
  return {
    async send({ db, message }) {
      const id = randomUUID();
      const row = outboxRowOf(message, id, clock.now());
      await db.insert(outboxMessages).values({ ...row, status: 'QUEUED' });
      try {
        if (message.channel === 'EMAIL') {
          await transports.email.send({
            to: row.recipient,
            subject: message.subject ?? '',
            text: message.text,
            html: message.html,
            attachments: message.attachments,
          });
        } else {
          await transports.sms.send(row.recipient, message.text);
        }
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
        logger.warn({ outboxId: id, channel: message.channel, purpose: message.purpose, reason }, 'message not delivered');
        await db.update(outboxMessages).set({ status: 'FAILED', error: reason }).where(eq(outboxMessages.id, id));
        return { id, status: 'FAILED' };
      }
      await db.update(outboxMessages).set({ status: 'SENT', sentAt: clock.now() }).where(eq(outboxMessages.id, id));
      return { id, status: 'SENT' };
    },
  };
}

/** E-mail over the configured SMTP server and SMS to the configured gateway: the production notifier. */
export function createNotifierFromConfig(options: { config: TConfig; clock: Clock; logger: Logger }): TNotifier {
  const { config, clock, logger } = options;
  const { smtpUrl, mailFrom, smsGatewayUrl } = config;
  if (!smtpUrl || !mailFrom || !smsGatewayUrl)
    throw new Error('SMTP_URL, MAIL_FROM and SMS_GATEWAY_URL are required when SIMULATION=false');
  return createNotifier({
    clock,
    logger,
    transports: {
      email: createSmtpEmailSender({ transport: nodemailer.createTransport(smtpUrl), from: mailFrom, clock }),
      sms: createHttpSmsSender({ url: smsGatewayUrl, token: config.smsGatewayToken, sender: config.smsSender }),
    },
  });
}

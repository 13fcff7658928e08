import type { Transporter } from 'nodemailer';
import type { Clock } from '../../platform/clock';
import type { TEmailSender, TSmsSender } from '../../platform/ports';

/** A slow gateway must not hold a customer's request (and a pool connection) for long. */
const SMS_TIMEOUT_MS = 10_000;

/** E-mail through a nodemailer transport: SMTP in production, a JSON or stream transport in tests. */
export function createSmtpEmailSender(options: { transport: Transporter; from: string; clock: Clock }): TEmailSender {
  const { transport, from, clock } = options;
  return {
    async send({ to, subject, text, html, attachments }) {
      const files = (attachments ?? []).map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.contentBase64, 'base64'),
      }));
      // The Date header follows the injected clock, so simulated scenarios date their mail consistently.
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(html ? { html } : {}),
        ...(files.length > 0 ? { attachments: files } : {}),
        date: clock.now(),
      });
    },
  };
}

/**
 * SMS through an HTTP gateway: `POST <url>` with JSON `{ from, to, text }` (to as the 10-digit
 * national number) and, when a token is configured, `Authorization: Bearer <token>`. Any 2xx is
 * delivery accepted; anything else is a failure.
 */
export function createHttpSmsSender(options: { url: string; token: string | undefined; sender: string }): TSmsSender {
  const { url, token, sender } = options;
  return {
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ from: sender, to, text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}

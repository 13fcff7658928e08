import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { createLogger } from '../../platform/log/logger';
import { commonHeaders, createTestApp, TEST_START, type TTestApp } from '../../test/test-app';
import { outboxMessages } from './notification.schema';
import type { TNotification } from '../../platform/ports';
import { createNotifier, createNotifierFromConfig } from './notifier';
import { createHttpSmsSender, createSmtpEmailSender } from './transports';

let t: TTestApp;
const logger = createLogger('silent');

beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `notify-${process.pid}-${counter}@example.com`;
}

function email(to: string, overrides: Partial<TNotification> = {}): TNotification {
  return {
    channel: 'EMAIL',
    to,
    subject: 'Hello',
    text: 'Plain body',
    html: '<p>HTML body</p>',
    purpose: 'TEST',
    language: 'EN',
    ...overrides,
  };
}

async function outboxRow(id: string) {
  const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

function listen(server: Server | ReturnType<typeof createHttpServer>): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createTcpServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Just enough of an SMTP server to take mail from nodemailer, so the real SMTP transport is exercised. */
async function startSmtpServer() {
  const received: string[] = [];
  const server = createTcpServer((socket) => {
    let pending = '';
    let data: string[] | undefined;
    socket.setEncoding('utf8');
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (data) {
          if (line === '.') {
            received.push(data.join('\n'));
            data = undefined;
            socket.write('250 2.0.0 queued\r\n');
          } else data.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test.local\r\n');
        else if (/^DATA/i.test(line)) {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  const port = await listen(server);
  return { port, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** An SMS gateway that records what it is sent and answers with the status given. */
async function startSmsGateway(status: number) {
  const received: { headers: IncomingHttpHeaders; body: unknown }[] = [];
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(body) });
      res.writeHead(status).end();
    });
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}/sms`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('simulated notifications', () => {
  it('records every message in the outbox, readable through the simulation API', async () => {
    const to = uniqueEmail();
    const { id, status } = await t.notifier.send({ db: t.db, message: email(to) });
    expect(status).toBe('SIMULATED');
    const list = await request(t.app).get('/simservice/api/v1/outbox').query({ to }).set(commonHeaders());
    expect(list.status).toBe(200);
    expect(list.body.data.messages).toEqual([
      {
        id,
        channel: 'EMAIL',
        to,
        subject: 'Hello',
        text: 'Plain body',
        html: '<p>HTML body</p>',
        purpose: 'TEST',
        language: 'EN',
        status: 'SIMULATED',
        createdAt: TEST_START.toISOString(),
      },
    ]);
    const one = await request(t.app).get(`/simservice/api/v1/outbox/${id}`).set(commonHeaders());
    expect(one.body.data.id).toBe(id);
  });

  it('lists newest first and filters by address, channel and count', async () => {
    const to = uniqueEmail();
    const first = await t.notifier.send({ db: t.db, message: email(to, { text: 'first' }) });
    const second = await t.notifier.send({ db: t.db, message: email(to, { text: 'second' }) });
    const sms = await t.notifier.send({
      db: t.db,
      message: { channel: 'SMS', to: '089-000-0001', text: 'sms', purpose: 'TEST', language: 'TH' },
    });
    const all = await request(t.app).get('/simservice/api/v1/outbox').query({ to: to.toUpperCase() }).set(commonHeaders());
    expect(all.body.data.messages.map((m: { id: string }) => m.id)).toEqual([second.id, first.id]);
    const limited = await request(t.app).get('/simservice/api/v1/outbox').query({ to, limit: 1 }).set(commonHeaders());
    expect(limited.body.data.messages.map((m: { id: string }) => m.id)).toEqual([second.id]);
    const bySms = await request(t.app).get('/simservice/api/v1/outbox').query({ to: '0890000001', channel: 'SMS' }).set(commonHeaders());
    expect(bySms.body.data.messages[0]).toMatchObject({ id: sms.id, to: '0890000001', subject: null, html: null });
  });

  it('answers an unknown message with 404 and a malformed id with 400', async () => {
    const missing = await request(t.app).get('/simservice/api/v1/outbox/7f1c1c3e-8a55-4d0b-9d36-4b7f8e7b2a11').set(commonHeaders('EN'));
    expect(missing.status).toBe(404);
    expect(missing.body.data.errors[0]).toEqual({ code: 'ERR_NOTI_0002', description: 'The message was not found' });
    expect((await request(t.app).get('/simservice/api/v1/outbox/nope').set(commonHeaders())).status).toBe(400);
  });

  it('has no outbox API outside simulation mode', async () => {
    const production = createTestApp({ simulation: false });
    expect((await request(production.app).get('/simservice/api/v1/outbox').set(commonHeaders())).status).toBe(404);
    await production.close();
  });

  it('refuses an e-mail without a subject as a programming error', async () => {
    await expect(t.notifier.send({ db: t.db, message: email(uniqueEmail(), { subject: undefined }) })).rejects.toThrow('subject');
  });
});

describe('delivered notifications', () => {
  it('sends e-mail through a nodemailer transport and records it SENT', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const handed: object[] = [];
    transport.use('compile', (mail, done) => {
      handed.push(mail.data);
      done();
    });
    const notifier = createNotifier({
      clock: t.clock,
      logger,
      transports: {
        email: createSmtpEmailSender({ transport, from: 'M-Flow <no-reply@mflow.example>', clock: t.clock }),
        sms: createHttpSmsSender({ url: `http://127.0.0.1:${await closedPort()}/sms`, token: undefined, sender: 'M-Flow' }),
      },
    });
    const to = uniqueEmail();
    const { id, status } = await notifier.send({ db: t.db, message: email(to) });
    expect(status).toBe('SENT');
    expect(handed).toEqual([
      expect.objectContaining({
        from: { address: 'no-reply@mflow.example', name: 'M-Flow' },
        to: [{ address: to, name: '' }],
        subject: 'Hello',
        text: 'Plain body',
        html: '<p>HTML body</p>',
        date: t.clock.now(),
      }),
    ]);
    expect(await outboxRow(id)).toMatchObject({ status: 'SENT', sentAt: t.clock.now(), error: null });
  });

  it('hands the attachments of an e-mail to the transport and keeps them in the outbox', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const handed: { attachments?: unknown }[] = [];
    transport.use('compile', (mail, done) => {
      handed.push(mail.data as (typeof handed)[number]);
      done();
    });
    const notifier = createNotifier({
      clock: t.clock,
      logger,
      transports: {
        email: createSmtpEmailSender({ transport, from: 'M-Flow <no-reply@mflow.example>', clock: t.clock }),
        sms: createHttpSmsSender({ url: `http://127.0.0.1:${await closedPort()}/sms`, token: undefined, sender: 'M-Flow' }),
      },
    });
    const file = {
      filename: 'AM7K3QX9PD.ics',
      contentType: 'text/calendar',
      contentBase64: Buffer.from('BEGIN:VCALENDAR').toString('base64'),
    };
    const { id } = await notifier.send({ db: t.db, message: { ...email(uniqueEmail()), attachments: [file] } });
    // The JSON transport writes the file's bytes as base 64, as they would go on the wire.
    expect(handed[0]?.attachments).toEqual([
      { filename: 'AM7K3QX9PD.ics', contentType: 'text/calendar', content: file.contentBase64, encoding: 'base64' },
    ]);
    expect((await outboxRow(id))?.attachments).toEqual([file]);
  });

  it('speaks SMTP to the configured server and posts SMS to the gateway', async () => {
    const smtp = await startSmtpServer();
    const gateway = await startSmsGateway(200);
    const config = {
      ...t.config,
      simulation: false,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'M-Flow <no-reply@mflow.example>',
      smsGatewayUrl: gateway.url,
      smsGatewayToken: 'gateway-token',
      smsSender: 'M-Flow',
    };
    const notifier = createNotifierFromConfig({ config, clock: t.clock, logger });
    const to = uniqueEmail();
    expect((await notifier.send({ db: t.db, message: email(to, { subject: 'SMTP check' }) })).status).toBe('SENT');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: SMTP check');
    expect(smtp.received[0]).toContain(`To: ${to}`);
    const sms = await notifier.send({
      db: t.db,
      message: { channel: 'SMS', to: '081-234-5678', text: 'รหัส 123456', purpose: 'TEST', language: 'TH' },
    });
    expect(sms.status).toBe('SENT');
    expect(gateway.received).toEqual([
      {
        headers: expect.objectContaining({ authorization: 'Bearer gateway-token' }),
        body: { from: 'M-Flow', to: '0812345678', text: 'รหัส 123456' },
      },
    ]);
    await smtp.close();
    await gateway.close();
  });

  it('records FAILED with the reason when a transport fails, and keeps the message', async () => {
    const gateway = await startSmsGateway(500);
    const notifier = createNotifier({
      clock: t.clock,
      logger,
      transports: {
        email: createSmtpEmailSender({
          transport: nodemailer.createTransport({ host: '127.0.0.1', port: await closedPort(), connectionTimeout: 2000 }),
          from: 'no-reply@mflow.example',
          clock: t.clock,
        }),
        sms: createHttpSmsSender({ url: gateway.url, token: undefined, sender: 'M-Flow' }),
      },
    });
    const mail = await notifier.send({ db: t.db, message: email(uniqueEmail(), { text: 'kept body' }) });
    expect(mail.status).toBe('FAILED');
    expect(await outboxRow(mail.id)).toMatchObject({
      status: 'FAILED',
      textBody: 'kept body',
      sentAt: null,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    const sms = await notifier.send({
      db: t.db,
      message: { channel: 'SMS', to: '0812345678', text: 'kept sms', purpose: 'TEST', language: 'EN' },
    });
    expect(sms.status).toBe('FAILED');
    expect(await outboxRow(sms.id)).toMatchObject({ status: 'FAILED', textBody: 'kept sms', error: 'SMS gateway answered HTTP 500' });
    await gateway.close();
  });

  it('will not start outside simulation without SMTP and the SMS gateway configured', () => {
    expect(() =>
      createNotifierFromConfig({ config: { ...t.config, simulation: false, smtpUrl: undefined }, clock: t.clock, logger }),
    ).toThrow('SMTP_URL');
  });
});

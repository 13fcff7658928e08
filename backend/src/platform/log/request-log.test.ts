import { Writable } from 'node:stream';
import express from 'express';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import request from 'supertest';
import { ERROR_CATALOGUE } from '../../error-catalogue';
import { createFixedClock } from '../clock';
import { AppError } from '../errors/app-error';
import { useErrorCatalogue } from '../errors/error-catalogue';
import { requestIdentity } from '../http/common-headers';
import { errorHandler } from '../http/error-handler';
import { createLogger } from './logger';
import { requestLog } from './request-log';

const TRANSACTION_ID = 'T17632800000000123456789';

/** An app with the platform's first two middlewares and a logger whose lines the test reads. */
function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestIdentity(createFixedClock(new Date('2026-11-16T09:00:00+07:00'))));
  app.use(requestLog(createLogger(level, sink)));
  app.get('/customerservice/api/v1/thing', (_req, res) => {
    res.json({ status: 'SUCCESS' });
  });
  app.get('/customerservice/api/v1/broken', () => {
    throw new AppError('ERR_COMMON_0500');
  });
  app.get('/customerservice/api/v1/query', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "customer_email_idx"'), {
      code: '23505',
      constraint: 'customer_email_idx',
      detail: 'Key (email)=(someone@example.com) already exists.',
    });
    throw new DrizzleQueryError('insert into "customer" ("email", "mobile") values ($1, $2)', ['someone@example.com', '0812345678'], cause);
  });
  app.get('/health/ready', (_req, res) => {
    res.json({ status: 'SUCCESS' });
  });
  app.use(errorHandler);
  return { app, lines };
}

// createApp hands the catalogue over; this app has the platform's middlewares alone.
beforeAll(() => useErrorCatalogue(ERROR_CATALOGUE));

const secretHeaders = { transactionId: TRANSACTION_ID, AccessKey: 'the-access-key', Authorization: 'Bearer the-token', Cookie: 'sid=1' };

describe('request log', () => {
  it('writes one line per request with the transaction id, method, path, status and time, and no headers', async () => {
    const { app, lines } = appLoggingAt('info');
    await request(app).get('/customerservice/api/v1/thing?email=someone@example.com').set(secretHeaders).expect(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      transactionId: TRANSACTION_ID,
      method: 'GET',
      path: '/customerservice/api/v1/thing',
      status: 200,
      msg: 'request completed',
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
    const written = JSON.stringify(lines);
    expect(written).not.toContain('headers');
    expect(written).not.toContain('someone@example.com');
  });

  it('logs a failure with its status, and the error itself once, under the same transaction id', async () => {
    const { app, lines } = appLoggingAt('info');
    await request(app).get('/customerservice/api/v1/broken').set(secretHeaders).expect(500);
    expect(lines.map((line) => line.transactionId)).toEqual([TRANSACTION_ID, TRANSACTION_ID]);
    expect(lines.find((line) => line.err)).toMatchObject({ msg: 'request failed' });
    expect(lines.find((line) => line.status === 500)).toMatchObject({ method: 'GET', path: '/customerservice/api/v1/broken' });
  });

  it('logs a failed database statement without its parameter values, at every level', async () => {
    for (const level of ['info', 'debug']) {
      const { app, lines } = appLoggingAt(level);
      await request(app).get('/customerservice/api/v1/query').set(secretHeaders).expect(500);
      const written = JSON.stringify(lines);
      expect(written).not.toContain('someone@example.com');
      expect(written).not.toContain('0812345678');
      expect(lines.find((line) => line.err)).toMatchObject({
        msg: 'unexpected error',
        err: {
          query: 'insert into "customer" ("email", "mobile") values ($1, $2)',
          parameterCount: 2,
          cause: { code: '23505', constraint: 'customer_email_idx' },
        },
      });
    }
  });

  it('adds the URL and the headers at debug level, with credentials redacted', async () => {
    const { app, lines } = appLoggingAt('debug');
    await request(app).get('/customerservice/api/v1/thing?page=2').set(secretHeaders).expect(200);
    const req = lines[0]?.req as { url: string; headers: Record<string, string> };
    expect(req.url).toBe('/customerservice/api/v1/thing?page=2');
    expect(req.headers.transactionid).toBe(TRANSACTION_ID);
    expect([req.headers.accesskey, req.headers.authorization, req.headers.cookie]).toEqual(['[redacted]', '[redacted]', '[redacted]']);
  });

  it('leaves health probes out', async () => {
    const { app, lines } = appLoggingAt('info');
    await request(app).get('/health/ready').expect(200);
    expect(lines).toEqual([]);
  });
});

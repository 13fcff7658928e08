import { Writable } from 'node:stream';
import express from 'express';
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

import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { createApp } from '../../app';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';
import { rejectionCode } from '../../test/factories/http';
import { outboxMessages } from '../notification/notification.schema';
import { createNotifier } from '../notification/notifier';
import { createHttpSmsSender, createSmtpEmailSender } from '../notification/transports';
import type { TOtpPurpose } from '@mflow/contracts/otp/otp.contract';
import { consumeOtpVerification } from './otp.service';
import { otpChallenges } from './otp.schema';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const base = randomInt(10_000_000, 90_000_000);
let counter = 0;
/** A fresh contact per test, so one test's cooldown and hourly cap never touch another. */
function newMobile(): string {
  counter += 1;
  return `08${base + counter}`;
}
function newEmail(): string {
  counter += 1;
  return `otp-${base}-${counter}@example.com`;
}

async function accessKey(): Promise<string> {
  return (await request(t.app).post('/masterservice/api/v1/accesskey').set(commonHeaders())).body.data.accessKey;
}

type TOtpBody = { channel: 'SMS' | 'EMAIL'; contact: string; purpose: TOtpPurpose };

async function sendOtp(body: TOtpBody, language: 'TH' | 'EN' = 'EN') {
  return request(t.app)
    .post('/otpservice/api/v1/otp')
    .set(commonHeaders(language))
    .set('AccessKey', await accessKey())
    .send(body);
}

async function verify(body: { contact: string; otpReference: string; otp: string }, language: 'TH' | 'EN' = 'EN') {
  return request(t.app)
    .post('/otpservice/api/v1/verify')
    .set(commonHeaders(language))
    .set('AccessKey', await accessKey())
    .send(body);
}

/** The newest message to a contact, read the way a tester reads it: through the simulated outbox. */
async function latestMessage(contact: string) {
  const res = await request(t.app).get('/simservice/api/v1/outbox').query({ to: contact, limit: 1 }).set(commonHeaders());
  return res.body.data.messages[0] as { text: string; subject: string | null; html: string | null; channel: string; purpose: string };
}

async function codeFromOutbox(contact: string): Promise<string> {
  const match = /\b(\d{6})\b/.exec((await latestMessage(contact)).text);
  if (!match?.[1]) throw new Error('no code in the outbox');
  return match[1];
}

/** Sends a code and verifies it; answers the verification token. */
async function verifiedToken(body: TOtpBody): Promise<string> {
  const sent = await sendOtp(body);
  expect(sent.status).toBe(200);
  const res = await verify({ contact: body.contact, otpReference: sent.body.data.otpReference, otp: await codeFromOutbox(body.contact) });
  expect(res.status).toBe(200);
  return res.body.data.verificationToken;
}

function errorOf(res: request.Response) {
  return res.body.data.errors[0] as { code: string; description: string };
}

describe('sending a code', () => {
  it('sends a 6-digit code by SMS with a 4-letter reference, readable in the outbox', async () => {
    const contact = newMobile();
    const res = await sendOtp({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' }, 'TH');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ otpReference: expect.stringMatching(/^[A-Z]{4}$/), expiresIn: 300, resendAfter: 60 });
    const message = await latestMessage(contact);
    expect(message).toMatchObject({ channel: 'SMS', purpose: 'OTP_REGISTER_MOBILE', subject: null });
    expect(message.text).toMatch(/รหัส OTP ของคุณคือ \d{6} \(รหัสอ้างอิง [A-Z]{4}\)/);
    expect(message.text).toContain(res.body.data.otpReference);
  });

  it('writes the e-mail in the language of the request', async () => {
    const contact = newEmail();
    const res = await sendOtp({ channel: 'EMAIL', contact, purpose: 'REGISTER_EMAIL' }, 'EN');
    const message = await latestMessage(contact);
    expect(message.subject).toBe(`Your M-Flow verification code (ref. ${res.body.data.otpReference})`);
    expect(message.text).toMatch(/Your M-Flow verification code is \d{6}/);
    expect(message.html).toContain('<p>');
  });

  it('takes a bearer token instead of an access key, and refuses a call with neither', async () => {
    const { token } = await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: randomUUID() });
    const body = { channel: 'SMS', contact: newMobile(), purpose: 'CHANGE_PIN' };
    const withBearer = await request(t.app)
      .post('/otpservice/api/v1/otp')
      .set(commonHeaders())
      .set('Authorization', `Bearer ${token}`)
      .send(body);
    expect(withBearer.status).toBe(200);
    const anonymous = await request(t.app)
      .post('/otpservice/api/v1/otp')
      .set(commonHeaders())
      .send({ ...body, contact: newMobile() });
    expect(anonymous.status).toBe(401);
  });

  it('accepts a mobile number written 0XX-XXX-XXXX and binds the code to the digits', async () => {
    const contact = newMobile();
    const dashed = `${contact.slice(0, 3)}-${contact.slice(3, 6)}-${contact.slice(6)}`;
    const sent = await sendOtp({ channel: 'SMS', contact: dashed, purpose: 'FORGOT_PASSWORD' });
    expect(sent.status).toBe(200);
    const res = await verify({ contact, otpReference: sent.body.data.otpReference, otp: await codeFromOutbox(dashed) });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a landline number', { channel: 'SMS', contact: '0212345678', purpose: 'REGISTER_MOBILE' }, 'ERR_OTP_0001'],
    ['a number of 9 digits', { channel: 'SMS', contact: '081234567', purpose: 'REGISTER_MOBILE' }, 'ERR_OTP_0001'],
    ['a malformed e-mail address', { channel: 'EMAIL', contact: 'someone@', purpose: 'REGISTER_EMAIL' }, 'ERR_OTP_0002'],
    ['a mobile number to prove by e-mail', { channel: 'EMAIL', contact: 'a@example.com', purpose: 'REGISTER_MOBILE' }, 'ERR_OTP_0003'],
    ['an e-mail address to prove by SMS', { channel: 'SMS', contact: '0812345678', purpose: 'CHANGE_EMAIL' }, 'ERR_OTP_0003'],
  ] as const)('refuses %s', async (_name, body, code) => {
    const res = await sendOtp(body);
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe(code);
  });

  it('refuses a new code within the resend cooldown, saying how long to wait, then replaces the old code', async () => {
    const contact = newMobile();
    const first = await sendOtp({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' });
    const firstCode = await codeFromOutbox(contact);
    const tooSoon = await sendOtp({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' });
    expect(tooSoon.status).toBe(429);
    expect(errorOf(tooSoon)).toEqual({ code: 'ERR_OTP_0004', description: 'Please wait 60 seconds before requesting a new OTP' });
    t.clock.advance(45_000);
    const stillSoon = await sendOtp({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' }, 'TH');
    expect(errorOf(stillSoon).description).toBe('กรุณารอ 15 วินาทีก่อนขอรหัส OTP ใหม่');
    t.clock.advance(15_000);
    const second = await sendOtp({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' });
    expect(second.status).toBe(200);
    const old = await verify({ contact, otpReference: first.body.data.otpReference, otp: firstCode });
    expect(errorOf(old).code).toBe('ERR_OTP_0011');
  });

  it('caps codes per contact at five an hour, against SMS bombing', async () => {
    const contact = newMobile();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp({ channel: 'SMS', contact, purpose: 'FORGOT_PASSWORD' })).status).toBe(200);
      t.clock.advance(60_000);
    }
    const capped = await sendOtp({ channel: 'SMS', contact, purpose: 'FORGOT_PASSWORD' });
    expect(capped.status).toBe(429);
    expect(errorOf(capped)).toEqual({
      code: 'ERR_OTP_0005',
      description: 'Too many OTPs have been requested for this contact, please try again in 55 minutes',
    });
    t.clock.advance(55 * 60_000);
    expect((await sendOtp({ channel: 'SMS', contact, purpose: 'FORGOT_PASSWORD' })).status).toBe(200);
  });

  it('discards the code and answers 503 when the message cannot be delivered, keeping the failed message', async () => {
    // Port 1 on the loopback refuses every connection.
    const notifier = createNotifier({
      clock: t.clock,
      logger: t.logger,
      transports: {
        email: createSmtpEmailSender({
          transport: nodemailer.createTransport('smtp://127.0.0.1:1'),
          from: 'no-reply@mflow.example',
          clock: t.clock,
        }),
        sms: createHttpSmsSender({ url: 'http://127.0.0.1:1/sms', token: undefined, sender: 'M-Flow' }),
      },
    });
    const failing = createApp({ ...t, notifier });
    const contact = newMobile();
    const res = await request(failing.app)
      .post('/otpservice/api/v1/otp')
      .set(commonHeaders('EN'))
      .set('AccessKey', await accessKey())
      .send({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' });
    expect(res.status).toBe(503);
    expect(errorOf(res).code).toBe('ERR_NOTI_0001');
    const [message] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, contact));
    expect(message?.status).toBe('FAILED');
    expect(await t.db.select().from(otpChallenges).where(eq(otpChallenges.contact, contact))).toEqual([]);
    // Nothing reached the customer, so no cooldown holds them back.
    expect((await sendOtp({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' })).status).toBe(200);
  });
});

describe('verifying a code', () => {
  it('answers a right code with a verification token, and the code works only once', async () => {
    const contact = newMobile();
    const sent = await sendOtp({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' });
    const otp = await codeFromOutbox(contact);
    const first = await verify({ contact, otpReference: sent.body.data.otpReference, otp });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ verificationToken: expect.any(String), expiresIn: 1800 });
    const again = await verify({ contact, otpReference: sent.body.data.otpReference, otp });
    expect(errorOf(again)).toEqual({ code: 'ERR_OTP_0010', description: 'This OTP has already been used' });
  });

  it('keeps no code in clear text', async () => {
    const contact = newMobile();
    await sendOtp({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' });
    const otp = await codeFromOutbox(contact);
    const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.contact, contact));
    // The contact itself is digits too; every other column must be free of the code.
    const { contact: _contact, ...stored } = row ?? {};
    expect(JSON.stringify(stored)).not.toContain(otp);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a code once its lifetime has passed', async () => {
    const contact = newMobile();
    const sent = await sendOtp({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' });
    const otp = await codeFromOutbox(contact);
    t.clock.advance(300_000);
    const res = await verify({ contact, otpReference: sent.body.data.otpReference, otp }, 'TH');
    expect(errorOf(res)).toEqual({ code: 'ERR_OTP_0007', description: 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่' });
  });

  it('counts wrong codes down and kills the code after the fifth wrong attempt', async () => {
    const contact = newMobile();
    const sent = await sendOtp({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' });
    const otp = await codeFromOutbox(contact);
    const wrong = otp === '000000' ? '111111' : '000000';
    const reference = sent.body.data.otpReference;
    const descriptions = [];
    for (let i = 0; i < 4; i += 1) descriptions.push(errorOf(await verify({ contact, otpReference: reference, otp: wrong })).description);
    expect(descriptions).toEqual([4, 3, 2, 1].map((left) => `The OTP is incorrect, attempts left: ${left}`));
    expect(errorOf(await verify({ contact, otpReference: reference, otp: wrong }, 'TH'))).toEqual({
      code: 'ERR_OTP_0008',
      description: 'ใส่รหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณาขอรหัสใหม่',
    });
    const right = await verify({ contact, otpReference: reference, otp });
    expect(errorOf(right).code).toBe('ERR_OTP_0008');
  });

  it('refuses a reference that was not sent to that contact', async () => {
    const contact = newMobile();
    const sent = await sendOtp({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' });
    const otp = await codeFromOutbox(contact);
    const res = await verify({ contact: newMobile(), otpReference: sent.body.data.otpReference, otp });
    expect(errorOf(res).code).toBe('ERR_OTP_0009');
  });

  it('answers malformed input with field errors, without counting an attempt', async () => {
    const res = await verify({ contact: newMobile(), otpReference: 'abcd', otp: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { code: string }) => e.code)).toEqual(['ERR_COMMON_0002', 'ERR_COMMON_0002']);
  });
});

describe('consumeOtpVerification', () => {
  it('accepts a token once, for the purpose and contact it was issued for', async () => {
    const contact = newEmail();
    const verificationToken = await verifiedToken({ channel: 'EMAIL', contact, purpose: 'REGISTER_EMAIL' });
    await consumeOtpVerification({
      db: t.db,
      clock: t.clock,
      verificationToken,
      purpose: 'REGISTER_EMAIL',
      contact: contact.toUpperCase(),
    });
    expect(
      await rejectionCode(consumeOtpVerification({ db: t.db, clock: t.clock, verificationToken, purpose: 'REGISTER_EMAIL', contact })),
    ).toBe('ERR_OTP_0014');
  });

  it('refuses another purpose or another contact, leaving the token unspent', async () => {
    const contact = newMobile();
    const verificationToken = await verifiedToken({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' });
    const options = { db: t.db, clock: t.clock, verificationToken };
    expect(await rejectionCode(consumeOtpVerification({ ...options, purpose: 'CLOSE_ACCOUNT', contact }))).toBe('ERR_OTP_0016');
    expect(await rejectionCode(consumeOtpVerification({ ...options, purpose: 'REGISTER_MOBILE', contact: newMobile() }))).toBe(
      'ERR_OTP_0015',
    );
    await consumeOtpVerification({ ...options, purpose: 'REGISTER_MOBILE', contact });
  });

  it('names both steps of the verification step table when a token of one step is offered to another', async () => {
    const contact = newMobile();
    const verificationToken = await verifiedToken({ channel: 'SMS', contact, purpose: 'DELETE_VEHICLE' });
    const refusal = consumeOtpVerification({ db: t.db, clock: t.clock, verificationToken, purpose: 'CREATE_VEHICLE', contact });
    await expect(refusal).rejects.toMatchObject({
      items: [
        { code: 'ERR_OTP_0016', params: { given: 'DELETE_VEHICLE', givenCode: '11', expected: 'CREATE_VEHICLE', expectedCode: '9' } },
      ],
    });
    await consumeOtpVerification({ db: t.db, clock: t.clock, verificationToken, purpose: 'DELETE_VEHICLE', contact });
  });

  it("takes a token sent to any of the contacts the step accepts (a member's mobile or e-mail)", async () => {
    const mobile = newMobile();
    const email = newEmail();
    const verificationToken = await verifiedToken({ channel: 'EMAIL', contact: email, purpose: 'EDIT_VEHICLE' });
    const options = { db: t.db, clock: t.clock, verificationToken, purpose: 'EDIT_VEHICLE' as const };
    expect(await rejectionCode(consumeOtpVerification({ ...options, contact: [mobile, newEmail()] }))).toBe('ERR_OTP_0015');
    await consumeOtpVerification({ ...options, contact: [mobile, email.toUpperCase()] });
  });

  it('refuses an unknown token', async () => {
    expect(
      await rejectionCode(
        consumeOtpVerification({ db: t.db, clock: t.clock, verificationToken: 'forged', purpose: 'REGISTER_MOBILE', contact: newMobile() }),
      ),
    ).toBe('ERR_OTP_0012');
  });

  it('refuses a token older than 30 minutes', async () => {
    const contact = newMobile();
    const verificationToken = await verifiedToken({ channel: 'SMS', contact, purpose: 'CHANGE_MOBILE' });
    t.clock.advance(30 * 60_000);
    expect(
      await rejectionCode(consumeOtpVerification({ db: t.db, clock: t.clock, verificationToken, purpose: 'CHANGE_MOBILE', contact })),
    ).toBe('ERR_OTP_0013');
  });

  it("runs inside the caller's transaction: a rolled-back step leaves the token unspent", async () => {
    const contact = newMobile();
    const verificationToken = await verifiedToken({ channel: 'SMS', contact, purpose: 'REGISTER_MOBILE' });
    const options = { clock: t.clock, verificationToken, purpose: 'REGISTER_MOBILE' as const, contact };
    const rolledBack = t.db.transaction(async (tx) => {
      await consumeOtpVerification({ ...options, db: tx });
      throw new Error('the registration failed after the check');
    });
    await expect(rolledBack).rejects.toThrow('registration failed');
    await t.db.transaction((tx) => consumeOtpVerification({ ...options, db: tx }));
    expect(await rejectionCode(consumeOtpVerification({ ...options, db: t.db }))).toBe('ERR_OTP_0014');
  });
});

import request from 'supertest';
import { CASE_TRACKING_HEADER } from '@mflow/contracts/cases/visitor-cases.contract';
import type { TJobRunner } from '../../../platform/jobs/job-runner';
import { registerCaseJobs } from '../engine/case-jobs';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createCustomer, tokenOf } from '../../../test/factories/customers';
import { accessKeyHeaders, bearerHeaders, errorCodes, outboxFor } from '../../../test/factories/http';
import { newEmail, newMobile } from '../../../test/factories/identities';
import { createStaff, staffToken, type TTestStaff } from '../../../test/factories/staff';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { createTestApp, type TTestApp } from '../../../test/test-app';

// Complaints filed as the clock moves over December 2026's holidays and reopen windows: a database of its own.
let t: TTestApp;
let limited: TTestApp;
let officerAccount: TTestStaff;
let overdueJob: (at: Date) => Promise<unknown>;
/** Signed in afresh for each step: a session lasts 30 minutes of the clock, which the tests move by days. */
const officer = () => staffToken(t, officerAccount);
const CASES = '/caseservice/api/v1';
const STAFF = '/staffservice/api/v1/cases';
const CHALLENGE_TTL_SECONDS = 300;
const bangkok = (local: string) => new Date(`${local}+07:00`);
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

/** A challenge from the server, solved as the widget solves it. */
async function solved(app: TTestApp = t): Promise<string> {
  const res = await request(app.app).get('/challengeservice/api/v1/public/challenge').set(accessKeyHeaders(app));
  expect(res.status).toBe(200);
  const challenge = res.body.data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const complaint = (overrides: object = {}) => ({
  topicCode: 'PAYMENT',
  typeCode: 'COMPLAINT',
  detail: 'My card was charged twice for invoice IV2612000001.',
  firstName: 'Somchai',
  lastName: 'Jaidee',
  email: newEmail(),
  phone: newMobile(),
  ...overrides,
});

const file = async (body: object, headers: Record<string, string> = accessKeyHeaders(t), app: TTestApp = t) =>
  request(app.app).post(`${CASES}/complaints`).set(headers).send(body);

async function staffCase(caseNo: string) {
  const res = await request(t.app)
    .get(`${STAFF}/${caseNo}`)
    .set(bearerHeaders(await officer()));
  expect(res.status).toBe(200);
  return res.body.data as {
    status: string;
    version: number;
    deadlineDate: string;
    overdue: boolean;
    complaint: { topic: { code: string; nameEn: string }; type: { code: string; text: string | null } } | null;
    timeline: { type: string; data: Record<string, unknown> }[];
  };
}

/** A visitor's tracking session of a case, opened with the code sent to its e-mail. */
async function trackingHeaders(caseNo: string, email: string) {
  const code = await request(t.app).post(`${CASES}/public/cases/${caseNo}/code`).set(accessKeyHeaders(t)).send({ channel: 'EMAIL' });
  expect(code.status).toBe(200);
  const { otpReference } = code.body.data;
  const message = (await outboxFor(t, email)).find((one) => one.text.includes(otpReference));
  const otp = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  const session = await request(t.app)
    .post(`${CASES}/public/cases/${caseNo}/session`)
    .set(accessKeyHeaders(t))
    .send({ channel: 'EMAIL', otpReference, otp });
  expect(session.status).toBe(200);
  return { ...accessKeyHeaders(t), [CASE_TRACKING_HEADER]: session.body.data.trackingToken as string };
}

const reply = async (caseNo: string, text: string) =>
  request(t.app)
    .post(`${STAFF}/${caseNo}/reply`)
    .set(bearerHeaders(await officer()))
    .send({ version: (await staffCase(caseNo)).version, text });
const resolve = async (caseNo: string, text: string) =>
  request(t.app)
    .post(`${STAFF}/${caseNo}/resolve`)
    .set(bearerHeaders(await officer()))
    .send({ version: (await staffCase(caseNo)).version, text });

beforeAll(async () => {
  t = await createIsolatedTestApp({
    challengeCost: 10,
    challengeMaxCounter: 20,
    challengeTtlSeconds: CHALLENGE_TTL_SECONDS,
    complaintRateLimitPerMinute: 10_000,
  });
  // The same database behind the limit the product ships with, counted apart from the other tests' filings.
  limited = createTestApp({
    databaseUrl: t.config.databaseUrl,
    challengeCost: 10,
    challengeMaxCounter: 20,
    complaintRateLimitPerMinute: 10,
  });
  officerAccount = await createStaff(t, { roles: ['CASE_OFFICER'] });
  // The overdue job alone, run at the instants a test names.
  const jobs = { register: (job: { run: (at: Date) => Promise<unknown> }) => (overdueJob = job.run) } as unknown as TJobRunner;
  registerCaseJobs(jobs, { db: t.db, notifier: t.notifier });
});

afterAll(async () => {
  await limited.close();
  await t.close();
});

describe('the security confirmation', () => {
  it('accepts a solved challenge once and refuses it the second time', async () => {
    const payload = await solved();
    expect((await file(complaint({ challenge: payload }))).status).toBe(201);
    const again = await file(complaint({ challenge: payload }));
    expect(again.status).toBe(409);
    expect(errorCodes(again)).toEqual(['ERR_CHALLENGE_0004']);
  });

  it('lets only one of two parallel submissions of one solution through', async () => {
    const payload = await solved();
    const statuses = (await Promise.all([file(complaint({ challenge: payload })), file(complaint({ challenge: payload }))])).map(
      (res) => res.status,
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('refuses a wrong solution, a missing one and a tampered challenge with a localised message', async () => {
    const decoded = JSON.parse(Buffer.from(await solved(), 'base64').toString('utf8'));
    // Unsolved: a key the solver did not derive, of the right length.
    const wrong = Buffer.from(JSON.stringify({ ...decoded, solution: { counter: 1, derivedKey: '00'.repeat(32) } })).toString('base64');
    const refused = await file(complaint({ challenge: wrong }), accessKeyHeaders(t, 'TH'));
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toEqual([
      expect.objectContaining({ code: 'ERR_CHALLENGE_0002', description: 'การยืนยันความปลอดภัยไม่ถูกต้อง กรุณายืนยันใหม่อีกครั้ง' }),
    ]);
    const tampered = {
      ...decoded,
      challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, data: { expiresAtMs: 9e15 } } },
    };
    expect(errorCodes(await file(complaint({ challenge: Buffer.from(JSON.stringify(tampered)).toString('base64') })))).toEqual([
      'ERR_CHALLENGE_0002',
    ]);
    expect(errorCodes(await file(complaint({ challenge: 'not a payload' })))).toEqual(['ERR_CHALLENGE_0001']);
  });

  it('accepts a challenge one second before its expiry and refuses it one second after', async () => {
    const issuedAt = t.clock.now();
    const early = await solved();
    const late = await solved();
    t.clock.set(new Date(issuedAt.getTime() + (CHALLENGE_TTL_SECONDS - 1) * SECOND));
    expect((await file(complaint({ challenge: early }))).status).toBe(201);
    t.clock.set(new Date(issuedAt.getTime() + (CHALLENGE_TTL_SECONDS + 1) * SECOND));
    const expired = await file(complaint({ challenge: late }), accessKeyHeaders(t, 'EN'));
    expect(expired.status).toBe(422);
    expect(expired.body.data.errors).toEqual([
      expect.objectContaining({ code: 'ERR_CHALLENGE_0003', description: 'The security confirmation has expired; please confirm again' }),
    ]);
  });

  it('leaves the challenge unspent when the filing is refused', async () => {
    const payload = await solved();
    expect(errorCodes(await file(complaint({ challenge: payload, typeCode: 'OTHER' })))).toEqual(['ERR_CASE_0303']);
    expect(errorCodes(await file(complaint({ challenge: payload, topicCode: 'NO_SUCH_TOPIC' })))).toEqual(['ERR_CASE_0304']);
    expect((await file(complaint({ challenge: payload, typeCode: 'OTHER', typeText: 'A lost tag' }))).status).toBe(201);
  });
});

describe('the per-address limit', () => {
  it('lets 10 complaints a minute from one address through and refuses the 11th to the 20th', async () => {
    const payloads = await Promise.all(Array.from({ length: 20 }, () => solved(limited)));
    const statuses: number[] = [];
    for (const payload of payloads)
      statuses.push((await file(complaint({ challenge: payload }), accessKeyHeaders(limited), limited)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(10).fill(429)]);
  });
});

describe('a complaint as a case', () => {
  let caseNo: string;
  const visitor = { email: newEmail(), phone: newMobile() };

  it('is numbered, acknowledged by e-mail and SMS, and due 3 business days later across a holiday', async () => {
    // Friday 4 December 2026: Monday 7 (King Bhumibol's birthday in lieu) and Thursday 10 (Constitution Day) do not count.
    t.clock.set(bangkok('2026-12-04T16:00:00'));
    const res = await file(complaint({ ...visitor, challenge: await solved() }), accessKeyHeaders(t, 'EN'));
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ caseNo: expect.stringMatching(/^CP2612-\d{5}$/), status: 'SUBMITTED', firstAnswerBy: '2026-12-11' });
    caseNo = res.body.data.caseNo;
    const sent = [...(await outboxFor(t, visitor.email)), ...(await outboxFor(t, visitor.phone))];
    expect(sent.map((message) => [message.channel, message.purpose]).sort()).toEqual([
      ['EMAIL', 'CASE_UPDATED'],
      ['SMS', 'CASE_UPDATED'],
    ]);
    expect(sent[0]?.text).toContain(caseNo);
    expect(sent[0]?.text).toContain('11 December 2026');
  });

  it('is in the staff queue, where the officer answers by message and the customer is told', async () => {
    const queue = await request(t.app)
      .get(STAFF)
      .query({ kind: 'COMPLAINT' })
      .set(bearerHeaders(await officer()));
    expect(queue.body.data.items).toContainEqual(expect.objectContaining({ caseNo, kind: 'COMPLAINT', deadlineDate: '2026-12-11' }));
    const answered = await reply(caseNo, 'We are checking the double charge with the bank.');
    expect(answered.status).toBe(200);
    expect(answered.body.data.status).toBe('ANSWERED');
    const [latest] = await outboxFor(t, visitor.email, 1);
    expect(latest?.text).toContain('We are checking the double charge with the bank.');
    const detail = await staffCase(caseNo);
    expect(detail.timeline.filter((event) => event.type === 'MESSAGE').map((event) => event.data['text'])).toEqual([
      'My card was charged twice for invoice IV2612000001.',
      'We are checking the double charge with the bank.',
    ]);
  });

  it('is closed with a resolution the customer receives', async () => {
    t.clock.set(bangkok('2026-12-08T10:00:00'));
    const resolved = await resolve(caseNo, 'The second charge was refunded to your card.');
    expect(resolved.body.data.status).toBe('RESOLVED');
    const [latest] = await outboxFor(t, visitor.email, 1);
    expect(latest?.text).toContain('The second charge was refunded to your card.');
  });

  it('shows the visitor its topic and type and that it may be reopened, and reopens it with a new first answer due', async () => {
    const tracked = await trackingHeaders(caseNo, visitor.email);
    const shown = await request(t.app).get(`${CASES}/public/cases/${caseNo}`).set(tracked);
    expect(shown.status).toBe(200);
    expect(shown.body.data.complaint).toEqual({
      topic: expect.objectContaining({ code: 'PAYMENT', nameEn: expect.any(String), nameTh: expect.any(String), text: null }),
      type: expect.objectContaining({ code: 'COMPLAINT', text: null }),
      reopen: { possible: true, until: bangkok('2026-12-22T10:00:00').toISOString(), refusal: null },
    });
    const reopened = await request(t.app).post(`${CASES}/public/cases/${caseNo}/reopen`).set(tracked).send({ text: 'Not refunded yet.' });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.status).toBe('REOPENED');
    // Tuesday 8 December: Thursday 10 (Constitution Day) does not count.
    const after = await request(t.app).get(`${CASES}/public/cases/${caseNo}`).set(tracked);
    expect(after.body.data).toMatchObject({ status: 'REOPENED', deadlineDate: '2026-12-14', complaint: { reopen: null } });
  });
});

describe('reopening', () => {
  async function resolvedMemberComplaint(resolvedAt: Date) {
    const member = await createCustomer(t);
    t.clock.set(new Date(resolvedAt.getTime() - DAY));
    const filed = await file(complaint({ challenge: await solved() }), bearerHeaders(await tokenOf(t, member)));
    expect(filed.status).toBe(201);
    const caseNo: string = filed.body.data.caseNo;
    t.clock.set(resolvedAt);
    expect((await resolve(caseNo, 'Answered on the phone.')).status).toBe(200);
    const reopen = async (text?: string) =>
      request(t.app)
        .post(`${CASES}/cases/${caseNo}/reopen`)
        .set(bearerHeaders(await tokenOf(t, member)))
        .send(text ? { text } : {});
    const reopenState = async () => {
      const res = await request(t.app)
        .get(`${CASES}/cases/${caseNo}`)
        .set(bearerHeaders(await tokenOf(t, member)));
      expect(res.status).toBe(200);
      return res.body.data.complaint.reopen;
    };
    return { caseNo, member, reopen, reopenState };
  }

  const resolvedAt = bangkok('2026-12-15T10:00:00');

  it('reopens a member’s complaint 13 days 23:59:59 after its resolution, and not a second time', async () => {
    const { caseNo, member, reopen, reopenState } = await resolvedMemberComplaint(resolvedAt);
    const until = bangkok('2026-12-29T10:00:00').toISOString();
    const mine = await request(t.app)
      .get(`${CASES}/cases`)
      .query({ kind: 'COMPLAINT' })
      .set(bearerHeaders(await tokenOf(t, member)));
    expect(mine.body.data.items).toEqual([expect.objectContaining({ caseNo, status: 'RESOLVED' })]);
    t.clock.set(new Date(resolvedAt.getTime() + 14 * DAY - SECOND));
    expect(await reopenState()).toEqual({ possible: true, until, refusal: null });
    const reopened = await reopen('The refund has not arrived.');
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.status).toBe('REOPENED');
    expect((await reply(caseNo, 'The bank confirms the refund today.')).body.data.status).toBe('ANSWERED');
    expect((await resolve(caseNo, 'Refund confirmed.')).status).toBe(200);
    expect(await reopenState()).toEqual({ possible: false, until: expect.any(String), refusal: 'ALREADY_REOPENED' });
    const twice = await reopen();
    expect(twice.status).toBe(409);
    expect(errorCodes(twice)).toEqual(['ERR_CASE_0302']);
  });

  it('refuses to reopen 14 days and one second after the resolution', async () => {
    const { reopen, reopenState } = await resolvedMemberComplaint(resolvedAt);
    t.clock.set(new Date(resolvedAt.getTime() + 14 * DAY));
    expect(await reopenState()).toEqual({ possible: true, until: bangkok('2026-12-29T10:00:00').toISOString(), refusal: null });
    t.clock.set(new Date(resolvedAt.getTime() + 14 * DAY + SECOND));
    expect(await reopenState()).toEqual({ possible: false, until: bangkok('2026-12-29T10:00:00').toISOString(), refusal: 'WINDOW_PASSED' });
    const late = await reopen();
    expect(late.status).toBe(422);
    expect(errorCodes(late)).toEqual(['ERR_CASE_0301']);
  });

  it('lets the customer reply to an answer, which hands the complaint back to review', async () => {
    const member = await createCustomer(t);
    const token = await tokenOf(t, member);
    const filed = await file(complaint({ challenge: await solved() }), bearerHeaders(token));
    const caseNo: string = filed.body.data.caseNo;
    await reply(caseNo, 'Which invoice?');
    const answer = await request(t.app).post(`${CASES}/cases/${caseNo}/messages`).set(bearerHeaders(token)).send({ text: 'IV2612000001' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('IN_REVIEW');
  });
});

describe('the first answer of a reopened complaint', () => {
  it('is due 3 business days after the reopening across a holiday, and the overdue job flags it after that day only', async () => {
    const member = await createCustomer(t);
    t.clock.set(bangkok('2026-11-30T09:00:00'));
    const filed = await file(complaint({ challenge: await solved() }), bearerHeaders(await tokenOf(t, member)));
    const caseNo: string = filed.body.data.caseNo;
    // The first deadline (Thursday 3 December) passes unanswered: flagged once, as any case.
    await overdueJob(bangkok('2026-12-04T00:05:00'));
    expect((await staffCase(caseNo)).overdue).toBe(true);
    t.clock.set(bangkok('2026-12-04T11:00:00'));
    expect((await resolve(caseNo, 'Refunded.')).status).toBe(200);
    // Reopened on Friday 4 December: Monday 7 and Thursday 10 (holidays) do not count, so Friday 11.
    t.clock.set(bangkok('2026-12-04T15:00:00'));
    const reopened = await request(t.app)
      .post(`${CASES}/cases/${caseNo}/reopen`)
      .set(bearerHeaders(await tokenOf(t, member)))
      .send({ text: 'Still charged twice.' });
    expect(reopened.status).toBe(200);
    const fresh = await staffCase(caseNo);
    expect(fresh).toMatchObject({ status: 'REOPENED', deadlineDate: '2026-12-11', overdue: false });
    expect(fresh.timeline).toContainEqual(
      expect.objectContaining({ type: 'STATUS', data: { from: 'RESOLVED', to: 'REOPENED', deadlineDate: '2026-12-11' } }),
    );
    await overdueJob(bangkok('2026-12-11T00:05:00'));
    expect((await staffCase(caseNo)).overdue).toBe(false);
    await overdueJob(bangkok('2026-12-12T00:05:00'));
    expect((await staffCase(caseNo)).overdue).toBe(true);
  });

  it('is shown with its topic, type and free text on the staff case page', async () => {
    const filed = await file(complaint({ challenge: await solved(), typeCode: 'OTHER', typeText: 'A lost tag' }));
    const detail = await staffCase(filed.body.data.caseNo);
    expect(detail.complaint).toMatchObject({ topic: { code: 'PAYMENT' }, type: { code: 'OTHER', text: 'A lost tag' } });
  });
});

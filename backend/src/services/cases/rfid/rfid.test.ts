import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { CASE_TRACKING_HEADER } from '@mflow/contracts/cases/visitor-cases.contract';
import type { TJobRunner } from '../../../platform/jobs/job-runner';
import { createMember, sessionTokenFor, type TTestCustomer } from '../../../test/factories/customers';
import { createTag } from '../../../test/factories/gateway';
import { accessKeyHeaders, bearerHeaders, errorCodes, outboxFor } from '../../../test/factories/http';
import { newThaiId } from '../../../test/factories/identities';
import { createSignedInStaff } from '../../../test/factories/staff';
import { seedVehicle, stepProof } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { registerCaseJobs } from '../engine/case-jobs';

// Requests of Monday 16 November 2026 (TEST_START) contacted, booked, fitted and flagged as the clock moves: a database of its own.
let t: TTestApp;
type TMember = TTestCustomer & { token: string; idNumber: string; vehicleId: string };
let alice: TMember;
let bob: TMember;
let carol: TMember;
let officerId: string;
let overdueJob: (at: Date) => Promise<unknown>;

const CASES = '/caseservice/api/v1';
const STAFF = '/staffservice/api/v1';
const bangkok = (local: string) => new Date(`${local}+07:00`);

async function memberWithVehicle(status: 'ACTIVE' | 'WAIT' = 'ACTIVE'): Promise<TMember> {
  const idNumber = newThaiId();
  const member = await createMember(t, { idNumber });
  const vehicle = await seedVehicle(t, member.customerId, { status });
  return { ...member, idNumber, vehicleId: vehicle.id };
}

const asMember = async (member: TMember) => bearerHeaders(await sessionTokenFor(t, member));
const asOfficer = async () => bearerHeaders(await sessionTokenFor(t, { staffId: officerId }));

async function fileFor(member: TMember, body: object = {}) {
  return request(t.app)
    .post(`${CASES}/rfid`)
    .set(await asMember(member))
    .send({ vehicleId: member.vehicleId, tagKind: 'MPASS', contactChannel: 'PHONE', centreCode: 'M7-LKB', ...body });
}

async function staffCase(caseNo: string) {
  const res = await request(t.app)
    .get(`${STAFF}/rfid/${caseNo}`)
    .set(await asOfficer());
  expect(res.status).toBe(200);
  return res.body.data as { version: number; status: string; overdue: boolean; rfid: Record<string, unknown> };
}

async function staffStep(caseNo: string, step: string, body: object = {}) {
  const { version } = await staffCase(caseNo);
  return request(t.app)
    .post(`${STAFF}/rfid/${caseNo}/${step}`)
    .set(await asOfficer())
    .send({ version, ...body });
}

async function moveClockTo(local: string) {
  const res = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok(local).toISOString() });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createIsolatedTestApp({ otpResendCooldownSeconds: 0 });
  alice = await memberWithVehicle();
  bob = await memberWithVehicle();
  carol = await memberWithVehicle();
  officerId = (await createSignedInStaff(t, { roles: ['CASE_OFFICER'] })).staffId;
  const jobs = { register: (job: { run: (at: Date) => Promise<unknown> }) => (overdueJob = job.run) } as unknown as TJobRunner;
  registerCaseJobs(jobs, { db: t.db, notifier: t.notifier });
});
afterAll(() => t.close());

let aliceCase: string;
let bobCase: string;
let carolCase: string;

describe('a member asks for a tag for one of their vehicles', () => {
  it('files a request for an ACTIVE vehicle, due to be contacted by the 5th business day, and tells the member on the channel chosen only', async () => {
    const res = await fileFor(alice);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'REQUESTED', deadlineDate: '2026-11-23' });
    aliceCase = res.body.data.caseNo;
    expect(aliceCase).toMatch(/^RF2611-\d{5}$/);
    const sms = await outboxFor(t, alice.mobile);
    expect(sms.map((message) => [message.channel, message.text.includes(aliceCase)])).toEqual([['SMS', true]]);
    expect(await outboxFor(t, alice.email)).toEqual([]);
    const shown = await request(t.app)
      .get(`${CASES}/rfid/${aliceCase}`)
      .set(await asMember(alice));
    expect(shown.body.data).toMatchObject({
      kind: 'RFID',
      status: 'REQUESTED',
      rfid: {
        tagKind: 'MPASS',
        contactChannel: 'PHONE',
        centreCode: 'M7-LKB',
        contactDeadline: '2026-11-23',
        appointment: null,
        installed: null,
      },
    });
    bobCase = (await fileFor(bob, { contactChannel: 'EMAIL', tagKind: 'EASYPASS' })).body.data.caseNo;
    carolCase = (await fileFor(carol)).body.data.caseNo;
  });

  it('refuses a vehicle not yet approved, another member’s vehicle, a second open request for the vehicle and an unknown centre', async () => {
    const waiting = await memberWithVehicle('WAIT');
    expect(errorCodes(await fileFor(waiting))).toEqual(['ERR_CASE_0401']);
    expect(errorCodes(await fileFor({ ...waiting, vehicleId: alice.vehicleId }))).toEqual(['ERR_CASE_0401']);
    expect(errorCodes(await fileFor(alice))).toEqual(['ERR_CASE_0403']);
    const other = await memberWithVehicle();
    expect(errorCodes(await fileFor(other, { centreCode: 'NOPE' }))).toEqual(['ERR_CASE_0402']);
  });

  it('shows a member only their own requests', async () => {
    const res = await request(t.app)
      .get(`${CASES}/rfid/${aliceCase}`)
      .set(await asMember(bob));
    expect(res.status).toBe(404);
    expect(errorCodes(res)).toEqual(['ERR_CASE_0001']);
  });

  it('puts the requests in the staff case queue by their contact deadline', async () => {
    const res = await request(t.app)
      .get(`${STAFF}/cases`)
      .query({ kind: 'RFID' })
      .set(await asOfficer());
    expect(res.body.data.items.map((item: { caseNo: string }) => item.caseNo)).toEqual(
      expect.arrayContaining([aliceCase, bobCase, carolCase]),
    );
  });
});

describe('the officer contacts, books the fitting and records the tag', () => {
  it('marks contacted, and the member is told', async () => {
    const res = await staffStep(aliceCase, 'contacted', { text: 'Called; prefers Wednesday morning.' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('CONTACTED');
    expect(res.body.data.rfid.contactedAt).toBe(t.clock.now().toISOString());
    expect((await outboxFor(t, alice.mobile))[0]?.text).toContain('contacted');
    expect((await staffStep(carolCase, 'contacted')).status).toBe(200);
  });

  it('books the fitting at the preferred centre from the slot engine, not before contact', async () => {
    expect(errorCodes(await staffStep(bobCase, 'schedule', { slotStart: '2026-11-18T09:00:00+07:00' }))).toEqual(['ERR_CASE_0003']);
    const res = await staffStep(aliceCase, 'schedule', { slotStart: '2026-11-18T09:00:00+07:00' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('SCHEDULED');
    expect(res.body.data.rfid.appointment).toMatchObject({
      centreCode: 'M7-LKB',
      slotStart: bangkok('2026-11-18T09:00:00').toISOString(),
      status: 'BOOKED',
    });
  });

  it('records the fitted tag on the day of the fitting, checking the requester in', async () => {
    const tag = { tagKind: 'MPASS', tagNumber: '1234509876', chipSerial: 'CHIP998877', officeNumber: '00001' };
    expect(errorCodes(await staffStep(aliceCase, 'install', { ...tag, tagNumber: '12' }))).toEqual(['ERR_PAY_0011']);
    await moveClockTo('2026-11-18T09:20:00');
    const res = await staffStep(aliceCase, 'install', tag);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('INSTALLED');
    expect(res.body.data.rfid.installed).toMatchObject({ tagKind: 'MPASS', tagNumber: '1234509876', chipSerial: 'CHIP998877' });
    expect(res.body.data.rfid.appointment.status).toBe('CHECKED_IN');
    expect((await outboxFor(t, alice.mobile))[0]?.text).toContain('1234509876');
  });
});

describe('the contact deadline', () => {
  it('is not flagged by the overdue job on the 5th business day (Monday 23 November) and is on the 6th (Tuesday 24 November), unless contacted', async () => {
    await overdueJob(bangkok('2026-11-23T00:05:00'));
    expect((await staffCase(bobCase)).overdue).toBe(false);
    await overdueJob(bangkok('2026-11-24T00:05:00'));
    expect((await staffCase(bobCase)).overdue).toBe(true);
    expect((await staffCase(carolCase)).overdue).toBe(false);
    expect((await staffCase(aliceCase)).overdue).toBe(false);
  });
});

describe('the fitted tag becomes a payment method in one step', () => {
  const addTag = async (member: TMember, body: object = {}) =>
    request(t.app)
      .post(`${CASES}/rfid/${aliceCase}/payment-method`)
      .set(await asMember(member))
      .send({
        verificationToken: await stepProof(t, { mobile: member.mobile, token: await sessionTokenFor(t, member) }, 'CREATE_MPASS'),
        ...body,
      });

  it('is refused by the tag rules when the programme has it registered to another card-holder, and not added', async () => {
    await createTag(t, { programme: 'MPASS', tagNumber: '1234509876', holderId: alice.idNumber });
    const res = await addTag(alice, { holderId: newThaiId() });
    expect(errorCodes(res)).toEqual(['ERR_GW_0005']);
    const methods = await request(t.app)
      .get('/customerservice/api/v1/paymentmethods')
      .set(await asMember(alice));
    expect(methods.body.data.items).toEqual([]);
  });

  it('adds the tag under the member’s own ID, once, and another member cannot', async () => {
    expect(errorCodes(await addTag(bob))).toEqual(['ERR_CASE_0001']);
    const res = await addTag(alice);
    expect(res.status).toBe(200);
    expect(res.body.data.rfid.paymentMethodId).toEqual(expect.any(String));
    const methods = await request(t.app)
      .get('/customerservice/api/v1/paymentmethods')
      .set(await asMember(alice));
    expect(methods.body.data.items).toMatchObject([{ kind: 'MPASS', paymentMethodId: res.body.data.rfid.paymentMethodId }]);
    expect(errorCodes(await addTag(alice))).toEqual(['ERR_CASE_0406']);
  });
});

describe('cancelling', () => {
  it('lets the member cancel before the fitting and the officer cancel with a reason, not after', async () => {
    const cancelled = await request(t.app)
      .post(`${CASES}/rfid/${carolCase}/cancel`)
      .set(await asMember(carol));
    expect(cancelled.body.data.status).toBe('CANCELLED');
    const byStaff = await staffStep(bobCase, 'cancel', { text: 'Duplicate of a phone request.' });
    expect(byStaff.body.data).toMatchObject({ status: 'CANCELLED', rfid: { cancelReason: 'Duplicate of a phone request.' } });
    expect((await outboxFor(t, bob.email))[0]?.text).toContain('Duplicate of a phone request.');
    const late = await request(t.app)
      .post(`${CASES}/rfid/${aliceCase}/cancel`)
      .set(await asMember(alice));
    expect(errorCodes(late)).toEqual(['ERR_CASE_0003']);
  });
});

describe('a visitor', () => {
  it('asks with a plate and a contact, and needs the code sent to that contact to read the request', async () => {
    const email = 'rfid.visitor@example.com';
    const filed = await request(t.app).post(`${CASES}/public/rfid`).set(accessKeyHeaders(t)).send({
      name: 'Somsri Visitor',
      contactChannel: 'EMAIL',
      contact: email,
      plate: 'กข 4321',
      province: '10',
      tagKind: 'EASYPASS',
      centreCode: 'M7-LKB',
    });
    expect(filed.status).toBe(201);
    const { caseNo } = filed.body.data;
    const bad = await request(t.app).post(`${CASES}/public/rfid`).set(accessKeyHeaders(t)).send({
      name: 'Somsri Visitor',
      contactChannel: 'PHONE',
      contact: email,
      plate: 'กข 4321',
      province: '10',
      tagKind: 'EASYPASS',
      centreCode: 'M7-LKB',
    });
    expect(errorCodes(bad)).toEqual(['ERR_CUST_0015']);

    const unproven = await request(t.app)
      .get(`${CASES}/public/rfid/${caseNo}`)
      .set({ ...accessKeyHeaders(t), [CASE_TRACKING_HEADER]: randomBytes(32).toString('base64url') });
    expect(errorCodes(unproven)).toEqual(['ERR_CASE_0152']);

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
    const tracked = { ...accessKeyHeaders(t), [CASE_TRACKING_HEADER]: session.body.data.trackingToken };
    const shown = await request(t.app).get(`${CASES}/public/rfid/${caseNo}`).set(tracked);
    expect(shown.body.data).toMatchObject({
      status: 'REQUESTED',
      rfid: { plate: 'กข 4321', tagKind: 'EASYPASS', contactChannel: 'EMAIL' },
    });
    expect((await request(t.app).get(`${CASES}/public/rfid/${aliceCase}`).set(tracked)).status).toBe(404);

    const cancelled = await request(t.app)
      .post(`${CASES}/public/rfid/${caseNo}/cancel`)
      .set(tracked)
      .send({ text: 'A tag was fitted at the dealer.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', rfid: { cancelReason: 'A tag was fitted at the dealer.' } });
    const [told] = await outboxFor(t, email, 1);
    expect(told?.text).toContain('A tag was fitted at the dealer.');
  });
});

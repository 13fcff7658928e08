import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import type { TTestApp } from '../../../test/test-app';
import { createMember } from '../../../test/factories/customers';
import { createTag } from '../../../test/factories/gateway';
import { bearerHeaders, errorCodes } from '../../../test/factories/http';
import {
  createRegistryVehicle,
  createVehicleMember,
  newPlate,
  seedVehicle,
  stepProof,
  uploadVehicleDocuments,
  vehicleForm,
} from '../../../test/factories/vehicles';
import type { TVerificationStep } from '@mflow/contracts/otp/verification-steps';
import { TEST_CARDS } from '../../gateway/test-cards';
import { paymentMethods } from './payment-method.schema';

let t: TTestApp;

beforeAll(async () => {
  t = await createIsolatedTestApp({ otpResendCooldownSeconds: 0, otpHourlyLimit: 100_000, authRateLimitPerMinute: 100_000 });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-11-16T09:00:00+07:00')));

const base = '/customerservice/api/v1/paymentmethods';

type TMember = { customerId: string; mobile: string; token: string };

const CARD = {
  kind: 'CARD',
  brand: 'VISA',
  number: '4111 1111 1111 1111',
  expiryMonth: '11',
  expiryYear: '2027',
  cvv: '987',
  holderName: 'SOMCHAI JAIDEE',
};
const MASTERCARD = { ...CARD, brand: 'MASTERCARD', number: '5555555555554444' };

async function addMethod(member: TMember, body: Record<string, unknown>, step?: TVerificationStep) {
  const proofStep =
    step ??
    (body.kind === 'CARD'
      ? 'CREATE_CREDIT_CARD'
      : body.kind === 'MPASS'
        ? 'CREATE_MPASS'
        : body.kind === 'EASYPASS'
          ? 'CREATE_EASYPASS'
          : 'CREATE_BANK_ACCOUNT');
  return request(t.app)
    .post(base)
    .set(bearerHeaders(member.token))
    .send({ ...body, verificationToken: await stepProof(t, member, proofStep) });
}

/** Sets a method primary; with `at`, the clock is moved there after the proof is made (the OTP throttle does not let a clock run backwards). */
async function setPrimary(member: TMember, paymentMethodId: string, at?: Date) {
  const verificationToken = await stepProof(t, member, 'SET_MAIN_PAYMENT');
  if (at) t.clock.set(at);
  return request(t.app).put(`${base}/${paymentMethodId}/primary`).set(bearerHeaders(member.token)).send({ verificationToken });
}

/** Proofs made one after another: a newer OTP to the same contact replaces the one before it until verified. */
async function proofsOf(member: TMember, step: TVerificationStep, count: number): Promise<string[]> {
  const proofs: string[] = [];
  for (let index = 0; index < count; index += 1) proofs.push(await stepProof(t, member, step));
  return proofs;
}

async function listOf(member: TMember) {
  const res = await request(t.app).get(base).set(bearerHeaders(member.token));
  expect(res.status).toBe(200);
  return res.body.data.items as {
    paymentMethodId: string;
    kind: string;
    isPrimary: boolean;
    display: string;
    effectiveFrom: string | null;
  }[];
}

async function rowsOf(customerId: string) {
  return t.db.select().from(paymentMethods).where(eq(paymentMethods.customerId, customerId));
}

/** A member with a tag of their own registered at the simulated gateway. */
async function tagFor(programme: 'MPASS' | 'EASYPASS') {
  const tag = await createTag(t, { programme });
  return { kind: programme, tagNumber: tag.tagNumber, chipSerial: 'CHIP000123', holderId: tag.holderId, officeNumber: '00001' };
}

describe('adding a card', () => {
  it('keeps the gateway token, the type and the last four digits, shows the number masked, and makes the first method primary at once', async () => {
    const member = await createMember(t);
    const res = await addMethod(member, CARD);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      kind: 'CARD',
      brand: 'VISA',
      display: '**** **** **** 1111',
      isPrimary: true,
      effectiveFrom: '2026-11-16',
      debitMode: 'AUTOMATIC',
    });
    const [row] = await rowsOf(member.customerId);
    expect(row).toMatchObject({ last4: '1111', brand: 'VISA', maskedDisplay: '**** **** **** 1111' });
    expect(row?.gatewayToken).toMatch(/^tok_/);
    expect(JSON.stringify(res.body)).not.toContain('4111111111111111');
  });

  it('stores neither the CVV nor the card number anywhere in the database', async () => {
    const member = await createMember(t);
    const number = '4242424242424242';
    expect((await addMethod(member, { ...CARD, number, cvv: '739' })).status).toBe(201);
    const columns = await t.db.execute<{ table_name: string; column_name: string }>(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE' and c.data_type in ('text', 'character varying', 'jsonb', 'json')`);
    for (const { table_name: table, column_name: column } of columns.rows) {
      const found = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${number}%`} or ${sql.identifier(column)}::text = '739'`,
      );
      expect({ table, column, n: found.rows[0]?.n }).toEqual({ table, column, n: 0 });
    }
  });

  it('refuses a card the gateway refuses, and keeps nothing', async () => {
    const member = await createMember(t);
    const res = await addMethod(member, { ...CARD, number: TEST_CARDS.refusedAtSave[0] });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(errorCodes(res)[0]).toMatch(/^ERR_GW_/);
    expect(await rowsOf(member.customerId)).toHaveLength(0);
  });

  it('refuses a card whose expiry month has passed by the clock, and takes one expiring this month', async () => {
    const member = await createMember(t);
    const expired = await addMethod(member, { ...CARD, expiryMonth: '10', expiryYear: '2026' });
    expect(expired.status).toBe(400);
    expect(errorCodes(expired)).toEqual(['ERR_PAY_0006']);
    expect((await addMethod(member, { ...CARD, expiryMonth: '11', expiryYear: '2026' })).status).toBe(201);
  });

  it('answers each wrong card field with its own code, never a 500', async () => {
    const member = await createMember(t);
    const res = await addMethod(member, {
      ...CARD,
      number: '4111 1111 1111 111',
      expiryMonth: '1',
      expiryYear: '27',
      cvv: '12',
      holderName: 'S',
    });
    expect(res.status).toBe(400);
    expect(errorCodes(res).sort()).toEqual(['ERR_PAY_0001', 'ERR_PAY_0004', 'ERR_PAY_0005', 'ERR_PAY_0007', 'ERR_PAY_0008']);
    const nonsense = await request(t.app)
      .post(base)
      .set(bearerHeaders(member.token))
      .send({ kind: 'CASH', amount: [1] });
    expect(nonsense.status).toBe(400);
  });

  it('needs the proof of its own step: a credit card is not a debit card', async () => {
    const member = await createMember(t);
    const res = await addMethod(member, CARD, 'CREATE_DEBIT_CARD');
    expect(res.status).toBe(400);
    expect(errorCodes(res)).toEqual(['ERR_OTP_0016']);
    expect((await addMethod(member, { ...CARD, brand: 'VISA_DEBIT' }, 'CREATE_DEBIT_CARD')).status).toBe(201);
  });
});

describe('payment rules (requirements/payment-methods.md)', () => {
  it('refuses a duplicate payment channel, also when two requests race', async () => {
    const member = await createMember(t);
    expect((await addMethod(member, CARD)).status).toBe(201);
    const again = await addMethod(member, { ...CARD, number: '4111-1111-1111-1111' });
    expect(again.status).toBe(409);
    expect(errorCodes(again)).toEqual(['ERR_PAY_0021']);

    const racer = await createMember(t);
    const bodies = (await proofsOf(racer, 'CREATE_CREDIT_CARD', 3)).map((verificationToken) => ({ ...CARD, verificationToken }));
    const answers = await Promise.all(bodies.map((body) => request(t.app).post(base).set(bearerHeaders(racer.token)).send(body)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await rowsOf(racer.customerId)).toHaveLength(1);
  });

  it('lets a member whose e-mail is not activated add QR only', async () => {
    const member = await createMember(t, { emailConfirmedAt: null });
    const card = await addMethod(member, CARD);
    expect(card.status).toBe(409);
    expect(errorCodes(card)).toEqual(['ERR_PAY_0022']);
    const qr = await addMethod(member, { kind: 'QR' });
    expect(qr.status).toBe(201);
    expect(qr.body.data).toMatchObject({ kind: 'QR', display: 'QR', debitMode: null, isPrimary: true });
  });

  it('takes direct debit from the designated bank only, with that bank’s account length', async () => {
    const member = await createMember(t);
    const otherBank = await addMethod(member, { kind: 'BANK_DEBIT', bankCode: '002', accountNumber: '1234567890' });
    expect(errorCodes(otherBank)).toEqual(['ERR_PAY_0025']);
    const short = await addMethod(member, { kind: 'BANK_DEBIT', bankCode: '006', accountNumber: '12345678901' });
    expect(errorCodes(short)).toEqual(['ERR_PAY_0009']);
    const ok = await addMethod(member, { kind: 'BANK_DEBIT', bankCode: '006', accountNumber: '1234567890', debitMode: 'DAILY' });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ kind: 'BANK_DEBIT', bankCode: '006', display: '******7890', debitMode: 'DAILY' });
  });

  it('takes a request-to-pay mobile, masked', async () => {
    const member = await createMember(t);
    const res = await addMethod(member, { kind: 'REQUEST_TO_PAY', mobile: '0812345678' });
    expect(res.status).toBe(201);
    expect(res.body.data.display).toBe('081-XXX-5678');
  });

  it('checks a tag against its card-holder at the gateway', async () => {
    const member = await createMember(t);
    const tag = await tagFor('EASYPASS');
    const wrongHolder = await addMethod(member, { ...tag, holderId: '1101700230708' });
    expect(wrongHolder.status).toBeGreaterThanOrEqual(400);
    expect(wrongHolder.status).toBeLessThan(500);
    expect((await addMethod(member, tag)).status).toBe(201);
  });
});

describe('the primary method', () => {
  it('moves to the method set primary, effective on the 1st when set on the 16th at 00:00:00 Bangkok', async () => {
    const member = await createMember(t);
    const first = (await addMethod(member, CARD)).body.data;
    const second = (await addMethod(member, MASTERCARD)).body.data;
    expect(second.isPrimary).toBe(false);
    const res = await setPrimary(member, second.paymentMethodId, new Date('2026-11-16T00:00:00+07:00'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isPrimary: true, effectiveFrom: '2026-12-01' });
    const items = await listOf(member);
    expect(items.map((item) => [item.paymentMethodId, item.isPrimary])).toEqual([
      [second.paymentMethodId, true],
      [first.paymentMethodId, false],
    ]);
  });

  it('takes effect on the 16th when set on the 15th at 23:59:59 Bangkok', async () => {
    const member = await createMember(t);
    await addMethod(member, CARD);
    const second = (await addMethod(member, MASTERCARD)).body.data;
    expect((await setPrimary(member, second.paymentMethodId, new Date('2026-11-15T23:59:59+07:00'))).body.data.effectiveFrom).toBe(
      '2026-11-16',
    );
  });

  it('stays with exactly one method when set-primary calls run in parallel', async () => {
    const member = await createMember(t);
    const ids: string[] = [];
    for (const body of [CARD, MASTERCARD, { kind: 'QR' }, { kind: 'REQUEST_TO_PAY', mobile: '0891234567' }])
      ids.push((await addMethod(member, body)).body.data.paymentMethodId);
    const proofs = await proofsOf(member, 'SET_MAIN_PAYMENT', ids.length);
    const answers = await Promise.all(
      ids.map((id, index) =>
        request(t.app).put(`${base}/${id}/primary`).set(bearerHeaders(member.token)).send({ verificationToken: proofs[index] }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const primaries = (await rowsOf(member.customerId)).filter((row) => row.isPrimary);
    expect(primaries).toHaveLength(1);
  });

  it('is not deleted while other methods remain; another method is', async () => {
    const member = await createMember(t);
    const first = (await addMethod(member, CARD)).body.data;
    const second = (await addMethod(member, { kind: 'QR' })).body.data;
    const refused = await request(t.app)
      .delete(`${base}/${first.paymentMethodId}`)
      .query({ verificationToken: await stepProof(t, member, 'DELETE_CREDIT_CARD') })
      .set(bearerHeaders(member.token));
    expect(refused.status).toBe(409);
    expect(errorCodes(refused)).toEqual(['ERR_PAY_0026']);
    const deleted = await request(t.app)
      .delete(`${base}/${second.paymentMethodId}`)
      .query({ verificationToken: await stepProof(t, member, 'DELETE_BANK_ACCOUNT') })
      .set(bearerHeaders(member.token));
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.items.map((item: { paymentMethodId: string }) => item.paymentMethodId)).toEqual([first.paymentMethodId]);
    // Deleted, the channel can be added again.
    expect((await addMethod(member, { kind: 'QR' })).status).toBe(201);
  });

  it("answers another customer's method as not found, for every verb", async () => {
    const owner = await createMember(t);
    const stranger = await createMember(t);
    const method = (await addMethod(owner, CARD)).body.data;
    expect(errorCodes(await setPrimary(stranger, method.paymentMethodId))).toEqual(['ERR_PAY_0020']);
    const edit = await request(t.app)
      .put(`${base}/${method.paymentMethodId}`)
      .set(bearerHeaders(stranger.token))
      .send({ debitMode: 'DAILY', verificationToken: await stepProof(t, stranger, 'EDIT_CREDIT_CARD') });
    expect(edit.status).toBe(404);
    const malformed = await request(t.app)
      .put(`${base}/not-an-id/primary`)
      .set(bearerHeaders(stranger.token))
      .send({ verificationToken: 'x' });
    expect(malformed.status).toBe(404);
  });

  it('changes the debit mode with the proof of the kind’s edit step', async () => {
    const member = await createMember(t);
    const method = (await addMethod(member, CARD)).body.data;
    const res = await request(t.app)
      .put(`${base}/${method.paymentMethodId}`)
      .set(bearerHeaders(member.token))
      .send({ debitMode: 'DAILY', verificationToken: await stepProof(t, member, 'EDIT_CREDIT_CARD') });
    expect(res.status).toBe(200);
    expect(res.body.data.debitMode).toBe('DAILY');
  });
});

describe('M-PASS and Easy Pass as the primary method (requirements/payment-methods.md#tags-as-the-primary-method)', () => {
  it('is set primary only while the member has exactly one vehicle', async () => {
    const member = await createMember(t);
    await addMethod(member, CARD);
    const tag = (await addMethod(member, await tagFor('MPASS'))).body.data;
    const none = await setPrimary(member, tag.paymentMethodId);
    expect(none.status).toBe(409);
    expect(errorCodes(none)).toEqual(['ERR_PAY_0024']);
    await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
    expect((await setPrimary(member, tag.paymentMethodId)).status).toBe(200);
    await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
    const card = (await listOf(member)).find((item) => item.kind === 'CARD');
    expect((await setPrimary(member, card?.paymentMethodId ?? '')).status).toBe(200);
    expect(errorCodes(await setPrimary(member, tag.paymentMethodId))).toEqual(['ERR_PAY_0024']);
  });

  it('is not made primary as a first method unless the member has exactly one vehicle', async () => {
    const member = await createMember(t);
    const res = await addMethod(member, await tagFor('EASYPASS'));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ isPrimary: false, effectiveFrom: null });
  });

  it('refuses a second vehicle through the vehicles API while a tag is primary', async () => {
    const member = await createVehicleMember(t);
    await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
    const tag = (await addMethod(member, await tagFor('MPASS'))).body.data;
    expect(tag.isPrimary).toBe(true);
    const registered = await createRegistryVehicle(t, member.registrant);
    const documents = await uploadVehicleDocuments(t, member.token);
    const res = await request(t.app)
      .post('/vehicleservice/api/v1/vehicles')
      .set(bearerHeaders(member.token))
      .send({ ...vehicleForm(registered, documents), verificationToken: await stepProof(t, member, 'CREATE_VEHICLE') });
    expect(res.status).toBe(409);
    expect(errorCodes(res)).toEqual(['ERR_PAY_0023']);
  });

  it("refuses a company's fleet file while a tag is primary, before reading its rows", async () => {
    const company = await createVehicleMember(t, 'JURISTIC');
    await seedVehicle(t, company.customerId, { status: 'ACTIVE' });
    expect((await addMethod(company, await tagFor('EASYPASS'))).body.data.isPrimary).toBe(true);
    const res = await request(t.app)
      .post('/vehicleservice/api/v1/fleet-imports')
      .set(bearerHeaders(company.token))
      .field('verificationToken', await stepProof(t, company, 'CREATE_VEHICLE'))
      .attach('file', Buffer.from(`plate_number,province,chassis_last5,owner_flag\n${newPlate()},10,AB123,OWN\n`, 'utf8'), {
        filename: 'fleet.csv',
        contentType: 'text/csv',
      });
    expect(res.status).toBe(409);
    expect(errorCodes(res)).toEqual(['ERR_PAY_0023']);
  });
});

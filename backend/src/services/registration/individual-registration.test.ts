import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { newPassportNumber, PASSWORD } from '../../test/factories/identities';
import { accessKeyHeaders, bearerHeaders, errorCodes, outboxFor, postRegistration } from '../../test/factories/http';
import { createRegistryPerson } from '../../test/factories/registry';
import { signIn } from '../../test/factories/customers';
import { staffToken } from '../../test/factories/staff';
import { uploadDocument } from '../../test/factories/files';
import { individualBody, linkFromOutbox, withProofsAndUploads } from '../../test/factories/registration';
import { describeError } from '../../platform/errors/error-catalogue';
import { otpChallenges } from '../otp/otp.schema';
import { customerAddresses, customerDocuments, customers } from '../customer/customer.schema';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const register = (body: object, language: 'TH' | 'EN' = 'EN') => postRegistration(t, body, language);
const codes = errorCodes;

describe('registration of an individual, end to end', () => {
  it('goes through OTPs, the e-mail link and staff approval before the customer can sign in, and sign-out ends the session', async () => {
    const person = await createRegistryPerson(t);
    const body = await withProofsAndUploads(t, await individualBody(t, person));

    const registered = await register(body);
    expect(registered.status).toBe(201);
    expect(registered.body.data).toMatchObject({
      status: 'WAIT_EMAIL_CONFIRM',
      email: body.email,
      referenceCode: expect.stringMatching(/^R\d{6}[A-Z2-9]{6}$/),
    });
    const { customerId } = registered.body.data;
    expect(new Date(registered.body.data.activationLinkExpiresAt).getTime() - t.clock.now().getTime()).toBe(7 * 86_400_000);

    // The row, its addresses and its documents were written together, the uploads now belong to the customer.
    expect(await t.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId))).toHaveLength(3);
    expect(await t.db.select().from(customerDocuments).where(eq(customerDocuments.customerId, customerId))).toHaveLength(3);

    // Not yet confirmed: the right password is told so, in its own words.
    const early = await signIn(t, body.email, PASSWORD);
    expect(early.status).toBe(403);
    expect(codes(early)).toEqual(['ERR_AUTH_0022']);

    const token = await linkFromOutbox(t, body.email, '/mflow/activate');
    const activated = await request(t.app).post('/customerservice/api/v1/activate').set(accessKeyHeaders(t)).send({ token });
    expect(activated.body.data).toEqual({ status: 'PENDING_APPROVAL' });
    // A second click on the same link answers the status instead of failing.
    const again = await request(t.app).post('/customerservice/api/v1/activate').set(accessKeyHeaders(t)).send({ token });
    expect(again.body.data).toEqual({ status: 'PENDING_APPROVAL' });

    const pending = await signIn(t, body.email, PASSWORD, 'EMAIL', 'TH');
    expect(pending.status).toBe(403);
    expect(pending.body.data.errors).toEqual([{ code: 'ERR_AUTH_0023', description: describeError('ERR_AUTH_0023', 'TH') }]);

    const staff = await staffToken(t);
    const approved = await request(t.app).post(`/staffservice/api/v1/registrations/${customerId}/approve`).set(bearerHeaders(staff));
    expect(approved.body.data).toMatchObject({ customerId, status: 'ACTIVE' });
    const messages = await outboxFor(t, body.email);
    expect(messages.map((m) => m.purpose)).toContain('REGISTRATION_APPROVED');
    expect((await outboxFor(t, body.mobile)).some((m) => m.channel === 'SMS' && m.purpose === 'REGISTRATION_APPROVED')).toBe(true);

    const signedIn = await signIn(t, body.mobile, PASSWORD, 'PHONE');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 1800,
      customerId,
      email: body.email,
      displayName: `${person.firstNameTh} ${person.lastNameTh}`,
      accountType: 'INDIVIDUAL',
      customerType: 'Individual',
      point: 0,
      profileImage: null,
      pinStatus: 'NOT_SET',
    });
    const auth = bearerHeaders(signedIn.body.data.token);
    const current = await request(t.app).get('/customerservice/api/v1/customer/current').set(auth);
    expect(current.body.data).toMatchObject({ customerId, status: 'ACTIVE', firstName: person.firstNameTh, companyName: null, point: 0 });
    expect(current.body.data.attachments.map((a: { type: string }) => a.type).sort()).toEqual([
      'ID_CARD_BACK',
      'ID_CARD_FRONT',
      'SELFIE_WITH_ID',
    ]);

    const out = await request(t.app).get('/authservice/api/logout').set(auth);
    expect(out.body.data).toEqual({ signedOut: true });
    const after = await request(t.app).get('/customerservice/api/v1/customer/current').set(auth);
    expect(after.status).toBe(401);
    expect(codes(after)).toEqual(['ERR_AUTH_0015']);
  });

  it('registers a foreigner with a passport copy instead of the ID card photos', async () => {
    const person = await createRegistryPerson(t, {
      idNumber: newPassportNumber(),
      nationality: 'GBR',
      laserCode: null,
      firstNameTh: null,
      lastNameTh: null,
    });
    const body = await withProofsAndUploads(
      t,
      await individualBody(t, person, {
        documents: [
          { type: 'SELFIE_WITH_ID', fileId: randomUUID() },
          { type: 'PASSPORT', fileId: randomUUID() },
        ],
      }),
    );
    const res = await register(body);
    expect(res.status).toBe(201);
  });

  it('refuses a person the registry does not know, and keeps nothing', async () => {
    const person = await createRegistryPerson(t);
    const body = await individualBody(t, person, { birthDate: '1991-01-31' });
    const res = await register(body, 'TH');
    expect(res.body.data.errors).toEqual([{ code: 'ERR_REG_0001', description: describeError('ERR_REG_0001', 'TH') }]);
    expect(await t.db.select().from(customers).where(eq(customers.email, body.email))).toEqual([]);
  });

  it('refuses a registration without OTP proofs of the mobile and the e-mail', async () => {
    const person = await createRegistryPerson(t);
    const body = await individualBody(t, person);
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(codes(res)[0]).toMatch(/^ERR_OTP_/);
  });

  it('keeps nothing and leaves the OTP proofs unspent when a document cannot be claimed', async () => {
    const person = await createRegistryPerson(t);
    const body = await withProofsAndUploads(t, await individualBody(t, person));
    const broken = { ...body, documents: [...body.documents.slice(0, 2), { type: 'ID_CARD_BACK', fileId: randomUUID() }] };
    const res = await register(broken);
    expect(res.status).toBe(404);
    expect(codes(res)).toEqual(['ERR_FILE_0010']);
    expect(await t.db.select().from(customers).where(eq(customers.email, body.email))).toEqual([]);
    const [proof] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.contact, body.email));
    expect(proof?.consumedAt).toBeNull();
    // The same proofs and the good uploads still register once the document is fixed.
    const fixed = await register({
      ...body,
      documents: [...body.documents.slice(0, 2), { type: 'ID_CARD_BACK', fileId: await uploadDocument(t, 'ID_CARD_BACK') }],
    });
    expect(fixed.status).toBe(201);
  });

  it("answers a document id that is no upload at all with the file service's message, not a server error", async () => {
    const person = await createRegistryPerson(t);
    const body = await withProofsAndUploads(t, await individualBody(t, person));
    const res = await register({ ...body, documents: [...body.documents.slice(0, 2), { type: 'ID_CARD_BACK', fileId: 'not-an-upload' }] });
    expect(res.status).toBe(404);
    expect(codes(res)).toEqual(['ERR_FILE_0010']);
  });

  it('refuses a file uploaded for another document or in a format that document does not take', async () => {
    const person = await createRegistryPerson(t);
    const body = await withProofsAndUploads(t, await individualBody(t, person));
    const pdfSelfie = await uploadDocument(t, 'POWER_OF_ATTORNEY', 'PDF');
    const res = await register({ ...body, documents: [{ type: 'SELFIE_WITH_ID', fileId: pdfSelfie }, ...body.documents.slice(1)] });
    expect(res.body.data.errors).toEqual([
      { code: 'ERR_CUST_0048', description: describeError('ERR_CUST_0048', 'EN', { field: 'documents.SELFIE_WITH_ID' }) },
    ]);
  });

  it('refuses an e-mail, a mobile or an ID that a live account already holds, each with its own message', async () => {
    const person = await createRegistryPerson(t);
    const first = await withProofsAndUploads(t, await individualBody(t, person));
    expect((await register(first)).status).toBe(201);
    const second = await individualBody(t, person, { email: first.email, mobile: first.mobile });
    const res = await register(second, 'TH');
    expect(res.status).toBe(409);
    expect(res.body.data.errors).toEqual([
      { code: 'ERR_CUST_0027', description: describeError('ERR_CUST_0027', 'TH') },
      { code: 'ERR_CUST_0028', description: describeError('ERR_CUST_0028', 'TH') },
      { code: 'ERR_CUST_0029', description: describeError('ERR_CUST_0029', 'TH') },
    ]);
  });
});

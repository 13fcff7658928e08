import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';
import { describeError } from '../../platform/errors/error-catalogue';
import { otpChallenges } from '../otp/otp.schema';
import { bangkokToday, monthsBefore } from '@mflow/contracts/time/bangkok';
import {
  accessKeyHeaders,
  bearerHeaders,
  individualBody,
  linkFromOutbox,
  newEmail,
  newMobile,
  newPassportNumber,
  newRegistryCompany,
  newRegistryPerson,
  PASSWORD,
  signIn,
  staffToken,
  uploadDocument,
  validAddress,
  withProofsAndUploads,
} from './customer.fixtures';
import { customerAddresses, customerDocuments, customers } from './customer.schema';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const register = (body: object, language: 'TH' | 'EN' = 'EN') =>
  request(t.app).post('/customerservice/api/v1/customer').set(accessKeyHeaders(t, language)).send(body);

const codes = (res: request.Response): string[] => (res.body.data?.errors ?? []).map((e: { code: string }) => e.code);

async function outboxFor(to: string) {
  const res = await request(t.app).get('/simservice/api/v1/outbox').query({ to }).set(commonHeaders());
  return res.body.data.messages as { channel: string; purpose: string; text: string; subject: string | null }[];
}

describe('verifyIndividual against the population registry', () => {
  it('confirms a person whose ID, laser code, name and birth date all match, in Thai or in English names', async () => {
    const person = await newRegistryPerson(t);
    const body = {
      nationality: 'THA',
      idNumber: person.idNumber,
      laserCode: person.laserCode,
      firstName: person.firstNameTh,
      lastName: person.lastNameTh,
      birthDate: person.birthDate,
    };
    const thai = await request(t.app).post('/customerservice/api/v1/verifyIndividual').set(accessKeyHeaders(t)).send(body);
    expect(thai.status).toBe(200);
    expect(thai.body.data).toEqual({ verified: true });
    const english = await request(t.app)
      .post('/customerservice/api/v1/verifyIndividual')
      .set(accessKeyHeaders(t))
      .send({ ...body, firstName: ` ${person.firstNameEn.toUpperCase()} `, lastName: person.lastNameEn.toLowerCase() });
    expect(english.status).toBe(200);
  });

  it.each([
    ['the laser code', { laserCode: 'ZZ0000000000' }],
    ['the name', { firstName: 'Someone' }],
    ['the birth date', { birthDate: '1990-02-01' }],
    ['the ID number (a valid one of nobody)', { idNumber: '1101700230708' }],
  ])('answers SPEC 8 "personal data incorrect" in both languages when %s does not match', async (_what, change) => {
    const person = await newRegistryPerson(t);
    const body = {
      nationality: 'THA',
      idNumber: person.idNumber,
      laserCode: person.laserCode,
      firstName: person.firstNameEn,
      lastName: person.lastNameEn,
      birthDate: person.birthDate,
      ...change,
    };
    for (const language of ['TH', 'EN'] as const) {
      const res = await request(t.app).post('/customerservice/api/v1/verifyIndividual').set(accessKeyHeaders(t, language)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.data.errors).toEqual([{ code: 'ERR_REG_0001', description: describeError('ERR_REG_0001', language) }]);
    }
  });

  it('checks a foreigner by passport, name and birth date (no laser code)', async () => {
    const person = await newRegistryPerson(t, { idNumber: newPassportNumber(), nationality: 'JPN', laserCode: null, firstNameTh: null, lastNameTh: null });
    const body = { nationality: 'JPN', idNumber: person.idNumber, firstName: person.firstNameEn, lastName: person.lastNameEn, birthDate: person.birthDate };
    expect((await request(t.app).post('/customerservice/api/v1/verifyIndividual').set(accessKeyHeaders(t)).send(body)).status).toBe(200);
    const wrongNationality = await request(t.app).post('/customerservice/api/v1/verifyIndividual').set(accessKeyHeaders(t)).send({ ...body, nationality: 'CHN' });
    expect(codes(wrongNationality)).toEqual(['ERR_REG_0001']);
  });

  it('needs an access key', async () => {
    const res = await request(t.app).post('/customerservice/api/v1/verifyIndividual').set(commonHeaders()).send({});
    expect(codes(res)).toEqual(['ERR_AUTH_0001']);
  });
});

describe('verifyJuristic against the company registry', () => {
  it('answers the registered names of a trading company', async () => {
    const company = await newRegistryCompany(t);
    const res = await request(t.app).post('/customerservice/api/v1/verifyJuristic').set(accessKeyHeaders(t)).send({ juristicId: company.juristicId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ verified: true, nameTh: company.nameTh, nameEn: company.nameEn, juristicType: 'COMPANY_LIMITED' });
  });

  it('refuses an unknown number, a wrong name and a dissolved company, each with its message', async () => {
    const company = await newRegistryCompany(t);
    const dissolved = await newRegistryCompany(t, { status: 'DISSOLVED' });
    const verify = (body: object) => request(t.app).post('/customerservice/api/v1/verifyJuristic').set(accessKeyHeaders(t)).send(body);
    expect(codes(await verify({ juristicId: '0105536092641' }))).toEqual(['ERR_REG_0002']);
    expect(codes(await verify({ juristicId: company.juristicId, juristicName: 'Another Co., Ltd.' }))).toEqual(['ERR_REG_0002']);
    expect(codes(await verify({ juristicId: dissolved.juristicId }))).toEqual(['ERR_REG_0003']);
  });
});

describe('registration of an individual, end to end', () => {
  it('goes through OTPs, the e-mail link and staff approval before the customer can sign in, and sign-out ends the session', async () => {
    const person = await newRegistryPerson(t);
    const body = await withProofsAndUploads(t, await individualBody(t, person));

    const registered = await register(body);
    expect(registered.status).toBe(201);
    expect(registered.body.data).toMatchObject({ status: 'WAIT_EMAIL_CONFIRM', email: body.email, referenceCode: expect.stringMatching(/^R\d{6}[A-Z2-9]{6}$/) });
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
    const messages = await outboxFor(body.email);
    expect(messages.map((m) => m.purpose)).toContain('REGISTRATION_APPROVED');
    expect((await outboxFor(body.mobile)).some((m) => m.channel === 'SMS' && m.purpose === 'REGISTRATION_APPROVED')).toBe(true);

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
    expect(current.body.data.attachments.map((a: { type: string }) => a.type).sort()).toEqual(['ID_CARD_BACK', 'ID_CARD_FRONT', 'SELFIE_WITH_ID']);

    const out = await request(t.app).get('/authservice/api/logout').set(auth);
    expect(out.body.data).toEqual({ signedOut: true });
    const after = await request(t.app).get('/customerservice/api/v1/customer/current').set(auth);
    expect(after.status).toBe(401);
    expect(codes(after)).toEqual(['ERR_AUTH_0015']);
  });

  it('registers a foreigner with a passport copy instead of the ID card photos', async () => {
    const person = await newRegistryPerson(t, { idNumber: newPassportNumber(), nationality: 'GBR', laserCode: null, firstNameTh: null, lastNameTh: null });
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
    const person = await newRegistryPerson(t);
    const body = await individualBody(t, person, { birthDate: '1991-01-31' });
    const res = await register(body, 'TH');
    expect(res.body.data.errors).toEqual([{ code: 'ERR_REG_0001', description: describeError('ERR_REG_0001', 'TH') }]);
    expect(await t.db.select().from(customers).where(eq(customers.email, body.email))).toEqual([]);
  });

  it('refuses a registration without OTP proofs of the mobile and the e-mail', async () => {
    const person = await newRegistryPerson(t);
    const body = await individualBody(t, person);
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(codes(res)[0]).toMatch(/^ERR_OTP_/);
  });

  it('keeps nothing and leaves the OTP proofs unspent when a document cannot be claimed', async () => {
    const person = await newRegistryPerson(t);
    const body = await withProofsAndUploads(t, await individualBody(t, person));
    const broken = { ...body, documents: [...body.documents.slice(0, 2), { type: 'ID_CARD_BACK', fileId: randomUUID() }] };
    const res = await register(broken);
    expect(res.status).toBe(404);
    expect(codes(res)).toEqual(['ERR_FILE_0010']);
    expect(await t.db.select().from(customers).where(eq(customers.email, body.email))).toEqual([]);
    const [proof] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.contact, body.email));
    expect(proof?.consumedAt).toBeNull();
    // The same proofs and the good uploads still register once the document is fixed.
    const fixed = await register({ ...body, documents: [...body.documents.slice(0, 2), { type: 'ID_CARD_BACK', fileId: await uploadDocument(t, 'ID_CARD_BACK') }] });
    expect(fixed.status).toBe(201);
  });

  it('answers a document id that is no upload at all with the file service\'s message, not a server error', async () => {
    const person = await newRegistryPerson(t);
    const body = await withProofsAndUploads(t, await individualBody(t, person));
    const res = await register({ ...body, documents: [...body.documents.slice(0, 2), { type: 'ID_CARD_BACK', fileId: 'not-an-upload' }] });
    expect(res.status).toBe(404);
    expect(codes(res)).toEqual(['ERR_FILE_0010']);
  });

  it('refuses a file uploaded for another document or in a format that document does not take', async () => {
    const person = await newRegistryPerson(t);
    const body = await withProofsAndUploads(t, await individualBody(t, person));
    const pdfSelfie = await uploadDocument(t, 'POWER_OF_ATTORNEY', 'PDF');
    const res = await register({ ...body, documents: [{ type: 'SELFIE_WITH_ID', fileId: pdfSelfie }, ...body.documents.slice(1)] });
    expect(res.body.data.errors).toEqual([{ code: 'ERR_CUST_0048', description: describeError('ERR_CUST_0048', 'EN', { field: 'documents.SELFIE_WITH_ID' }) }]);
  });

  it('refuses an e-mail, a mobile or an ID that a live account already holds, each with its own message', async () => {
    const person = await newRegistryPerson(t);
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

describe('the e-mail confirmation link', () => {
  async function registered() {
    const person = await newRegistryPerson(t);
    const body = await withProofsAndUploads(t, await individualBody(t, person));
    expect((await register(body)).status).toBe(201);
    return body;
  }
  const activate = (token: string, language: 'TH' | 'EN' = 'EN') =>
    request(t.app).post('/customerservice/api/v1/activate').set(accessKeyHeaders(t, language)).send({ token });
  const resend = (email: string) => request(t.app).post('/customerservice/api/v1/resend/activate/link').set(accessKeyHeaders(t)).send({ email });

  it('works for 7 days and not after', async () => {
    const late = await registered();
    const lateToken = await linkFromOutbox(t, late.email, '/mflow/activate');
    t.clock.advance(7 * 86_400_000);
    const expired = await activate(lateToken, 'TH');
    expect(expired.body.data.errors).toEqual([{ code: 'ERR_CUST_0032', description: describeError('ERR_CUST_0032', 'TH') }]);

    const onTime = await registered();
    const token = await linkFromOutbox(t, onTime.email, '/mflow/activate');
    t.clock.advance(7 * 86_400_000 - 1000);
    expect((await activate(token)).body.data).toEqual({ status: 'PENDING_APPROVAL' });
  });

  it('can be sent again: the new link works, the old one no longer does, and resends are spaced a minute apart', async () => {
    const body = await registered();
    const old = await linkFromOutbox(t, body.email, '/mflow/activate');
    t.clock.advance(61_000);
    expect((await resend(body.email)).body.data).toEqual({ accepted: true });
    const fresh = await linkFromOutbox(t, body.email, '/mflow/activate');
    expect(fresh).not.toBe(old);
    // Within the minute nothing new is sent, but the answer is the same.
    expect((await resend(body.email)).body.data).toEqual({ accepted: true });
    expect((await outboxFor(body.email)).filter((m) => m.purpose === 'EMAIL_ACTIVATION')).toHaveLength(2);
    expect(codes(await activate(old))).toEqual(['ERR_CUST_0032']);
    expect((await activate(fresh)).body.data).toEqual({ status: 'PENDING_APPROVAL' });
  });

  it('answers a resend for an unknown address exactly as for a known one, and sends nothing', async () => {
    const email = newEmail();
    const res = await resend(email);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ accepted: true });
    expect(await outboxFor(email)).toEqual([]);
  });

  it('refuses a made-up token', async () => {
    expect(codes(await activate('not-a-real-token'))).toEqual(['ERR_CUST_0032']);
  });
});

describe('registration of a company through an authorised person', () => {
  async function juristicBody(overrides: Record<string, unknown> = {}) {
    const company = await newRegistryCompany(t);
    const address = await validAddress(t);
    return {
      customerType: 'JURISTIC',
      registrantType: 'AUTHORISED_PERSON',
      juristicId: company.juristicId,
      juristicName: company.nameEn,
      juristicPhone: '0226543210',
      branchName: 'Head office',
      branchCode: '00000',
      juristicType: 'OTHER',
      juristicTypeOther: 'Transport co-operative',
      authorisedDirector: 'Somchai Jaidee',
      companyCertificateIssuedOn: bangkokToday(t.clock),
      titleCode: 'MRS',
      firstName: 'Wanphen',
      lastName: 'Srisuk',
      email: newEmail(),
      mobile: newMobile(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      addresses: { document: address, residence: address, delivery: address },
      authorisedPerson: { titleCode: 'MRS', firstName: 'Wanphen', lastName: 'Srisuk', idNumber: '3993467365325' },
      documents: [
        { type: 'COMPANY_CERTIFICATE', fileId: randomUUID() },
        { type: 'VAT_CERTIFICATE', fileId: randomUUID() },
        { type: 'AUTHORISED_PERSON_ID', fileId: randomUUID() },
        { type: 'POWER_OF_ATTORNEY', fileId: randomUUID() },
      ],
      mobileVerificationToken: 'placeholder',
      emailVerificationToken: 'placeholder',
      acceptTerms: true,
      ...overrides,
    };
  }

  it('registers with the power of attorney and the authorised person\'s ID, and a rejection tells the reason', async () => {
    const body = await withProofsAndUploads(t, await juristicBody());
    const registered = await register(body);
    expect(registered.status).toBe(201);
    const { customerId } = registered.body.data;
    await request(t.app)
      .post('/customerservice/api/v1/activate')
      .set(accessKeyHeaders(t))
      .send({ token: await linkFromOutbox(t, body.email, '/mflow/activate') });

    const staff = await staffToken(t);
    const detail = await request(t.app).get(`/staffservice/api/v1/registrations/${customerId}`).set(bearerHeaders(staff));
    expect(detail.body.data).toMatchObject({
      accountType: 'JURISTIC',
      registrantType: 'AUTHORISED_PERSON',
      companyName: body.juristicName,
      juristicTypeOther: 'Transport co-operative',
      authorisedPerson: { firstName: 'Wanphen', lastName: 'Srisuk', idNumber: '3993467365325' },
      registryMatches: true,
    });
    expect(detail.body.data.attachments.map((a: { type: string }) => a.type).sort()).toEqual([
      'AUTHORISED_PERSON_ID',
      'COMPANY_CERTIFICATE',
      'POWER_OF_ATTORNEY',
      'VAT_CERTIFICATE',
    ]);

    const reason = 'The power of attorney is not signed';
    const rejected = await request(t.app).post(`/staffservice/api/v1/registrations/${customerId}/reject`).set(bearerHeaders(staff)).send({ reason });
    expect(rejected.body.data.status).toBe('REJECTED');
    const sms = (await outboxFor(body.mobile)).find((m) => m.purpose === 'REGISTRATION_REJECTED');
    expect(sms?.text).toContain(reason);
    const login = await signIn(t, body.email, PASSWORD);
    expect(login.body.data.errors).toEqual([{ code: 'ERR_AUTH_0024', description: describeError('ERR_AUTH_0024', 'EN', { reason }) }]);

    // A rejected registration frees the company branch, the e-mail and the mobile for a corrected one.
    t.clock.advance(61_000);
    const retry = await withProofsAndUploads(t, { ...body, documents: body.documents.map((d) => ({ ...d, fileId: randomUUID() })) });
    expect((await register(retry)).status).toBe(201);
  });

  it('needs the power of attorney and the authorised person\'s ID copy', async () => {
    const body = await juristicBody({
      documents: [
        { type: 'COMPANY_CERTIFICATE', fileId: randomUUID() },
        { type: 'VAT_CERTIFICATE', fileId: randomUUID() },
      ],
    });
    const res = await register(body);
    expect(res.body.data.errors).toEqual([
      { code: 'ERR_CUST_0023', description: describeError('ERR_CUST_0023', 'EN', { field: 'documents.AUTHORISED_PERSON_ID' }) },
      { code: 'ERR_CUST_0023', description: describeError('ERR_CUST_0023', 'EN', { field: 'documents.POWER_OF_ATTORNEY' }) },
    ]);
  });

  it('refuses a company certificate older than 6 months, or dated in the future', async () => {
    const today = bangkokToday(t.clock);
    const oldestAccepted = monthsBefore(today, 6);
    const dayBefore = new Date(Date.parse(`${oldestAccepted}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const old = await register(await juristicBody({ companyCertificateIssuedOn: dayBefore }), 'TH');
    expect(old.body.data.errors).toEqual([
      { code: 'ERR_CUST_0020', description: describeError('ERR_CUST_0020', 'TH', { field: 'companyCertificateIssuedOn' }) },
    ]);
    const oldest = await register(await juristicBody({ companyCertificateIssuedOn: oldestAccepted }));
    expect(codes(oldest)).not.toContain('ERR_CUST_0020');
    const future = await register(await juristicBody({ companyCertificateIssuedOn: tomorrow }));
    expect(codes(future)).toEqual(['ERR_CUST_0044']);
  });

  it('refuses a dissolved company', async () => {
    const company = await newRegistryCompany(t, { status: 'DISSOLVED' });
    const res = await register(await juristicBody({ juristicId: company.juristicId, juristicName: company.nameTh }));
    expect(codes(res)).toEqual(['ERR_REG_0003']);
  });

  it('answers a mobile already registered with its message even before OTPs are checked', async () => {
    const taken = await withProofsAndUploads(t, await juristicBody());
    expect((await register(taken)).status).toBe(201);
    const res = await register(await juristicBody({ mobile: taken.mobile, email: newEmail() }));
    expect(codes(res)).toEqual(['ERR_CUST_0028']);
  });
});

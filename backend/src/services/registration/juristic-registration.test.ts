import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { newEmail, newMobile, PASSWORD } from '../../test/factories/identities';
import { accessKeyHeaders, bearerHeaders, errorCodes, outboxFor, postRegistration } from '../../test/factories/http';
import { createRegistryCompany } from '../../test/factories/registry';
import { signIn } from '../../test/factories/customers';
import { staffToken } from '../../test/factories/staff';
import { linkFromOutbox, validAddress, withProofsAndUploads } from '../../test/factories/registration';
import { describeError } from '../../platform/errors/error-catalogue';
import { bangkokToday, monthsBefore } from '@mflow/contracts/time/bangkok';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const register = (body: object, language: 'TH' | 'EN' = 'EN') => postRegistration(t, body, language);
const codes = errorCodes;

describe('registration of a company through an authorised person', () => {
  async function juristicBody(overrides: Record<string, unknown> = {}) {
    const company = await createRegistryCompany(t);
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

  it("registers with the power of attorney and the authorised person's ID, and a rejection tells the reason", async () => {
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
    const rejected = await request(t.app)
      .post(`/staffservice/api/v1/registrations/${customerId}/reject`)
      .set(bearerHeaders(staff))
      .send({ reason });
    expect(rejected.body.data.status).toBe('REJECTED');
    const sms = (await outboxFor(t, body.mobile)).find((m) => m.purpose === 'REGISTRATION_REJECTED');
    expect(sms?.text).toContain(reason);
    const login = await signIn(t, body.email, PASSWORD);
    expect(login.body.data.errors).toEqual([{ code: 'ERR_AUTH_0024', description: describeError('ERR_AUTH_0024', 'EN', { reason }) }]);

    // A rejected registration frees the company branch, the e-mail and the mobile for a corrected one.
    t.clock.advance(61_000);
    const retry = await withProofsAndUploads(t, { ...body, documents: body.documents.map((d) => ({ ...d, fileId: randomUUID() })) });
    expect((await register(retry)).status).toBe(201);
  });

  it("needs the power of attorney and the authorised person's ID copy", async () => {
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
    const company = await createRegistryCompany(t, { status: 'DISSOLVED' });
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

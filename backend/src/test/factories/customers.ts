import request from 'supertest';
import { hashSecret } from '../../services/credentials/passwords';
import { insertCustomer, type TNewCustomer } from '../../services/customer/customer-records';
import type { TTestApp } from '../test-app';
import { testRandom } from '../test-random';
import { accessKeyHeaders } from './http';
import { newEmail, newJuristicId, newMobile, newThaiId, PASSWORD } from './identities';

type TLanguage = 'TH' | 'EN';

export type TCustomerOverrides = Partial<TNewCustomer> & { type?: 'INDIVIDUAL' | 'JURISTIC' };

export type TTestCustomer = { customerId: string; email: string; mobile: string; password: string };

const JURISTIC_DEFAULTS: Partial<TNewCustomer> = {
  nationality: null,
  idNumber: null,
  birthDate: null,
  gender: null,
  juristicName: 'บริษัท ทดสอบ จำกัด',
  juristicPhone: '021234567',
  branchName: 'สำนักงานใหญ่',
  branchCode: '00000',
  juristicType: 'COMPANY_LIMITED',
  authorisedDirector: 'ทดสอบ ระบบ',
  companyCertificateIssuedOn: '2026-09-01',
};

/**
 * A customer written through the customer module, ACTIVE unless a status is given: for tests of
 * what members do after registration. `type: 'JURISTIC'` makes a company with its own number.
 */
export async function createCustomer(t: TTestApp, overrides: TCustomerOverrides = {}): Promise<TTestCustomer> {
  const { type = 'INDIVIDUAL', ...values } = overrides;
  const email = values.email ?? newEmail();
  const mobile = values.mobile ?? newMobile();
  const now = t.clock.now();
  const row = await insertCustomer({
    db: t.db,
    at: now,
    values: {
      referenceCode: `RTEST${testRandom().hex(10).toUpperCase()}`,
      customerType: type,
      status: 'ACTIVE',
      registrantType: 'OWNER',
      titleCode: 'MR',
      firstName: 'Tester',
      lastName: 'Member',
      email,
      mobile,
      passwordHash: await hashSecret(PASSWORD),
      notificationLanguage: 'EN',
      nationality: 'THA',
      idNumber: newThaiId(),
      birthDate: '1990-01-31',
      gender: 'M',
      emailConfirmedAt: now,
      ...(type === 'JURISTIC' ? { ...JURISTIC_DEFAULTS, juristicId: newJuristicId() } : {}),
      ...values,
    },
    addresses: [],
  });
  return { customerId: row.id, email, mobile, password: PASSWORD };
}

export function signIn(t: TTestApp, identifier: string, password: string, type = 'EMAIL', language: TLanguage = 'EN') {
  return request(t.app)
    .post('/authservice/api/auth')
    .set(accessKeyHeaders(t, language))
    .set('type', type)
    .set('Authorization', `Basic ${Buffer.from(`${identifier}:${password}`).toString('base64')}`);
}

/** Signs an active customer in through the API and answers the bearer token. */
export async function tokenOf(t: TTestApp, customer: TTestCustomer): Promise<string> {
  const res = await signIn(t, customer.email, customer.password);
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** An activated member signed in through the API: the customer and the bearer token of its session. */
export async function createMember(t: TTestApp, overrides: TCustomerOverrides = {}): Promise<TTestCustomer & { token: string }> {
  const customer = await createCustomer(t, overrides);
  return { ...customer, token: await tokenOf(t, customer) };
}

/** A session opened straight through the session manager, for tests that are not about signing in. */
export async function sessionTokenFor(t: TTestApp, subject: { customerId: string } | { staffId: string }): Promise<string> {
  const [subjectType, subjectId] =
    'customerId' in subject ? (['CUSTOMER', subject.customerId] as const) : (['STAFF', subject.staffId] as const);
  return (await t.sessions.open({ db: t.db, subjectType, subjectId })).token;
}

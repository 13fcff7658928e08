/**
 * Factories for the account tests: registry people and companies, addresses that fit the master
 * lists, OTP proofs read from the simulated outbox, uploads, and whole registrations. Every call
 * makes fresh identities, so test files can share the run's database in parallel.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import request from 'supertest';
import { commonHeaders, type TTestApp } from '../../test/test-app';
import { hashSecret } from '../auth/passwords';
import { masterItems } from '../master/master.schema';
import { registryCompanies, registryPeople } from '../registry/registry.schema';
import { createStaffUser } from '../staff/staff.service';
import { type TAddressInput } from '@mflow/contracts/rules/address';
import { customers } from './customer.schema';

export const PASSWORD = 'Toll-Road-2026';

type TLanguage = 'TH' | 'EN';

function withCheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const letters = (count: number) => Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');

export const newThaiId = () => withCheckDigit(`${randomInt(1, 9)}${digits(11)}`);
export const newJuristicId = () => withCheckDigit(`0${digits(11)}`);
export const newEmail = () => `${randomUUID().slice(0, 12)}@example.com`;
export const newMobile = () => `08${digits(8)}`;
export const newPassportNumber = () => `AB${digits(7)}`;

export function accessKeyHeaders(t: TTestApp, language: TLanguage = 'EN'): Record<string, string> {
  return { ...commonHeaders(language), AccessKey: t.accessKeys.issue().accessKey };
}

export function bearerHeaders(token: string, language: TLanguage = 'EN'): Record<string, string> {
  return { ...commonHeaders(language), Authorization: `Bearer ${token}` };
}

export type TPerson = typeof registryPeople.$inferSelect;

/** A Thai person in the population registry, with a valid ID and laser code. */
export async function newRegistryPerson(t: TTestApp, overrides: Partial<TPerson> = {}): Promise<TPerson> {
  const person: TPerson = {
    idNumber: newThaiId(),
    laserCode: `JT${digits(10)}`,
    nationality: 'THA',
    titleCode: 'MR',
    firstNameTh: 'ทดสอบ',
    lastNameTh: 'ระบบ',
    firstNameEn: 'Test',
    lastNameEn: `Person${letters(6)}`,
    birthDate: '1990-01-31',
    gender: 'M',
    ...overrides,
  };
  await t.db.insert(registryPeople).values(person);
  return person;
}

export async function newRegistryCompany(t: TTestApp, overrides: Partial<typeof registryCompanies.$inferInsert> = {}) {
  const company = {
    juristicId: newJuristicId(),
    nameTh: `บริษัท ทดสอบ ${digits(5)} จำกัด`,
    nameEn: `Test ${digits(5)} Co., Ltd.`,
    juristicType: 'COMPANY_LIMITED',
    registeredOn: '2010-01-01',
    status: 'ACTIVE' as const,
    directors: ['ทดสอบ ระบบ'],
    ...overrides,
  };
  await t.db.insert(registryCompanies).values(company);
  return company;
}

/** An address whose province, district, sub-district and postal code belong together in the master lists. */
export async function validAddress(t: TTestApp): Promise<TAddressInput> {
  const [subDistrict] = await t.db
    .select()
    .from(masterItems)
    .where(and(eq(masterItems.listName, 'subdistricts'), isNotNull(masterItems.parentCode), sql`${masterItems.extra}->>'postalCode' is not null`))
    .orderBy(asc(masterItems.code))
    .limit(1);
  if (!subDistrict?.parentCode) throw new Error('no sub-districts in the master data');
  const [district] = await t.db
    .select()
    .from(masterItems)
    .where(and(eq(masterItems.listName, 'districts'), eq(masterItems.code, subDistrict.parentCode)));
  return {
    houseNumber: '99/12',
    soi: 'Sukhumvit 22',
    road: 'Sukhumvit',
    subDistrictCode: subDistrict.code,
    districtCode: subDistrict.parentCode,
    provinceCode: district?.parentCode ?? '',
    postalCode: String(subDistrict.extra?.postalCode),
  };
}

/** Sends an OTP, reads the code from the simulated outbox as a tester would, and verifies it. */
export async function otpProof(t: TTestApp, channel: 'SMS' | 'EMAIL', contact: string, purpose: string, auth?: Record<string, string>): Promise<string> {
  const headers = auth ?? accessKeyHeaders(t);
  const sent = await request(t.app).post('/otpservice/api/v1/otp').set(headers).send({ channel, contact, purpose });
  if (sent.status !== 200) throw new Error(`OTP not sent: ${JSON.stringify(sent.body)}`);
  const reference: string = sent.body.data.otpReference;
  const outbox = await request(t.app).get('/simservice/api/v1/outbox').query({ to: contact }).set(commonHeaders());
  const message = (outbox.body.data.messages as { text: string }[]).find((m) => m.text.includes(reference));
  const otp = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  const verified = await request(t.app).post('/otpservice/api/v1/verify').set(headers).send({ contact, otpReference: reference, otp });
  if (verified.status !== 200) throw new Error(`OTP not verified: ${JSON.stringify(verified.body)}`);
  return verified.body.data.verificationToken;
}

const PNG = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** An online upload (no owner yet), as the registration form makes it. */
export async function uploadDocument(t: TTestApp, documentType: string, format: 'PNG' | 'PDF' = 'PNG'): Promise<string> {
  const res = await request(t.app)
    .post('/fileservice/api/v1/online/uploadFile')
    .set(accessKeyHeaders(t))
    .field('documentType', documentType)
    .attach('file', format === 'PNG' ? PNG() : PDF, format === 'PNG' ? 'photo.png' : 'paper.pdf');
  if (res.status !== 200) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data.fileId;
}

/** A signed-in customer's own upload. */
export async function uploadOwnFile(t: TTestApp, token: string, documentType = 'PROFILE'): Promise<string> {
  const res = await request(t.app)
    .post('/fileservice/api/v1/uploadFile')
    .set(bearerHeaders(token))
    .field('documentType', documentType)
    .attach('file', PNG(), 'me.png');
  if (res.status !== 200) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data.fileId;
}

/** A complete, valid individual registration body for a registry person; tokens and documents are placeholders unless given. */
export async function individualBody(t: TTestApp, person: TPerson, overrides: Record<string, unknown> = {}) {
  const address = await validAddress(t);
  return {
    customerType: 'INDIVIDUAL',
    registrantType: 'OWNER',
    nationality: person.nationality,
    idNumber: person.idNumber,
    ...(person.laserCode ? { laserCode: person.laserCode } : {}),
    titleCode: person.titleCode,
    firstName: person.firstNameTh ?? person.firstNameEn,
    lastName: person.lastNameTh ?? person.lastNameEn,
    birthDate: person.birthDate,
    gender: person.gender,
    email: newEmail(),
    mobile: newMobile(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    addresses: { registration: { ...address }, residence: { ...address }, delivery: { ...address } },
    documents: [
      { type: 'SELFIE_WITH_ID', fileId: randomUUID() },
      { type: 'ID_CARD_FRONT', fileId: randomUUID() },
      { type: 'ID_CARD_BACK', fileId: randomUUID() },
    ],
    mobileVerificationToken: 'placeholder',
    emailVerificationToken: 'placeholder',
    acceptTerms: true,
    ...overrides,
  };
}

/** Replaces the placeholders with real OTP proofs and real uploads, so the body can be registered. */
export async function withProofsAndUploads<T extends { email: string; mobile: string; documents: { type: string; fileId: string }[] }>(t: TTestApp, body: T): Promise<T> {
  const documents = [];
  for (const document of body.documents) documents.push({ type: document.type, fileId: await uploadDocument(t, document.type) });
  return {
    ...body,
    documents,
    mobileVerificationToken: await otpProof(t, 'SMS', body.mobile, 'REGISTER_MOBILE'),
    emailVerificationToken: await otpProof(t, 'EMAIL', body.email, 'REGISTER_EMAIL'),
  };
}

/** The link of the newest e-mail to an address whose text carries a portal link. */
export async function linkFromOutbox(t: TTestApp, to: string, path: string): Promise<string> {
  const outbox = await request(t.app).get('/simservice/api/v1/outbox').query({ to }).set(commonHeaders());
  const pattern = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=([\\w-]+)`);
  for (const message of outbox.body.data.messages as { text: string }[]) {
    const match = pattern.exec(message.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${path} link for ${to}`);
}

export async function staffToken(t: TTestApp, email = 'staff@mflow.local', password = 'StaffDemo1'): Promise<string> {
  const res = await request(t.app).post('/staffservice/api/v1/auth').set(accessKeyHeaders(t)).send({ email, password });
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** A staff account of the test's own, so that lock tests never lock the shared reviewer. */
export async function newStaff(t: TTestApp): Promise<{ email: string; password: string }> {
  const account = { email: `staff-${randomUUID().slice(0, 8)}@example.com`, password: 'Reviewer-2026' };
  await createStaffUser({ db: t.db, clock: t.clock, displayName: 'Test reviewer', ...account });
  return account;
}

export function signIn(t: TTestApp, identifier: string, password: string, type = 'EMAIL', language: TLanguage = 'EN') {
  return request(t.app)
    .post('/authservice/api/auth')
    .set(accessKeyHeaders(t, language))
    .set('type', type)
    .set('Authorization', `Basic ${Buffer.from(`${identifier}:${password}`).toString('base64')}`);
}

export type TActiveCustomer = { customerId: string; email: string; mobile: string; password: string };

/** An approved customer written straight to the database, for tests of what members do after registration. */
export async function newActiveCustomer(t: TTestApp, overrides: Partial<typeof customers.$inferInsert> = {}): Promise<TActiveCustomer> {
  const email = newEmail();
  const mobile = newMobile();
  const now = t.clock.now();
  const [row] = await t.db
    .insert(customers)
    .values({
      referenceCode: `RTEST${randomBytes(5).toString('hex').toUpperCase()}`,
      customerType: 'INDIVIDUAL',
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
      registeredAt: now,
      emailConfirmedAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no customer');
  return { customerId: row.id, email, mobile, password: PASSWORD };
}

/** Signs an active customer in through the API and answers the bearer token. */
export async function tokenOf(t: TTestApp, customer: TActiveCustomer): Promise<string> {
  const res = await signIn(t, customer.email, customer.password);
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

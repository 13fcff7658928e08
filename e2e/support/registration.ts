/**
 * A customer registration made through the public API, the way the registration form makes it:
 * access key, OTPs read from the simulated outbox, document uploads, POST /customer, and the
 * confirmation link from the outbox e-mail. It ends PENDING_APPROVAL, in the back-office queue.
 * The staff steps (sign-in, approve) are here too, and with them a fresh ACTIVE member or company
 * for each test that changes an account.
 */
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { addDays, bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { REGISTRY_COMPANIES } from '../../seed/demo/registry-companies';
import { REGISTRY_PEOPLE, type TRegistryPerson } from '../../seed/demo/registry-people';
import { REGISTRY_VEHICLES } from '../../seed/demo/registry-vehicles';
import { commonHeaders } from './headers';
import { testDigits, testHex, testInt } from './random';

/** The seeded back-office reviewer (README "Demo accounts"). */
export const STAFF = { email: 'staff@mflow.local', password: 'StaffDemo1' } as const;

export const CUSTOMER_PASSWORD = 'Toll-Road-2026';

type Language = 'TH' | 'EN';
type Envelope<T> = { status: 'SUCCESS'; data: T } | { status: 'FAIL'; data: { errors: { code: string; description: string }[] } };

export type OutboxMessage = {
  channel: 'EMAIL' | 'SMS';
  to: string;
  subject: string | null;
  text: string;
  purpose: string;
  createdAt: string;
};

export type PendingRegistration = {
  customerId: string;
  referenceCode: string;
  email: string;
  mobile: string;
  password: string;
  person: TRegistryPerson;
  /** As the back-office lists it: first and last name. */
  displayName: string;
  registrantType: 'OWNER' | 'AUTHORISED_PERSON';
  documentTypes: string[];
};

/** A 160 x 100 blue PNG: a real image, so the back-office has something to show. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAABkCAIAAACO1KzYAAAAsUlEQVR42u3RAQkAAAgEsQ9hNrMazxoig0twS/XocbEAsAALsAALsAALMGABFmABFmABFmDAAizAAizAAizAAgxYgAVYgAVYgAUYsAALsAALsAALMGABFmABFmABFmABBizAAizAAizAAgxYgAVYgAVYgAUYsAuABViABViABViAAQuwAAuwAAuwAAMWYAEWYAEWYAEWYMACLMACLMACLMCABViABViABViAAQuwAOteC0tv0RsYz4ycAAAAAElFTkSuQmCC',
  'base64',
);

/** A one-page PDF with a line of text and a correct cross-reference table. */
export function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function withCheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

export const newEmail = () => `e2e-${testHex(12)}@example.com`;
export const newMobile = () => `08${testDigits(8)}`;
const newThaiId = () => withCheckDigit(`${testInt(1, 9)}${testDigits(11)}`);

/** The data of a SUCCESS envelope; anything else fails the test with the answer. */
export async function dataOf<T>(response: APIResponse, what: string): Promise<T> {
  const body = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  expect(body?.status, `${what}: ${response.status()} ${JSON.stringify(body)}`).toBe('SUCCESS');
  return (body as { data: T }).data;
}

export async function accessKeyHeaders(request: APIRequestContext, language: Language = 'EN'): Promise<Record<string, string>> {
  const grant = await dataOf<{ accessKey: string }>(
    await request.post('/masterservice/api/v1/accesskey', { headers: commonHeaders(language) }),
    'access key',
  );
  return { ...commonHeaders(language), AccessKey: grant.accessKey };
}

/** The simulated outbox for one e-mail address or mobile number, newest first. */
export async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/simservice/api/v1/outbox', { params: { to }, headers: commonHeaders() });
  return (await dataOf<{ messages: OutboxMessage[] }>(response, 'outbox')).messages;
}

/** Sends an OTP, reads the code from the outbox as a tester would, and answers the verification token. */
async function otpProof(request: APIRequestContext, channel: 'SMS' | 'EMAIL', contact: string, purpose: string): Promise<string> {
  const headers = await accessKeyHeaders(request);
  const sent = await dataOf<{ otpReference: string }>(
    await request.post('/otpservice/api/v1/otp', { headers, data: { channel, contact, purpose } }),
    `OTP to ${contact}`,
  );
  const message = (await outboxFor(request, contact)).find((item) => item.text.includes(sent.otpReference));
  const otp = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  expect(otp, `OTP ${sent.otpReference} in the outbox of ${contact}`).toBeTruthy();
  const verified = await dataOf<{ verificationToken: string }>(
    await request.post('/otpservice/api/v1/verify', { headers, data: { contact, otpReference: sent.otpReference, otp } }),
    `OTP verification for ${contact}`,
  );
  return verified.verificationToken;
}

/** An online upload (no owner yet), as the registration form makes it. */
async function uploadDocument(request: APIRequestContext, documentType: string): Promise<string> {
  const paper = documentType === 'POWER_OF_ATTORNEY';
  const file = paper
    ? { name: 'power-of-attorney.pdf', mimeType: 'application/pdf', buffer: pdf('Power of attorney (e2e)') }
    : { name: `${documentType.toLowerCase()}.png`, mimeType: 'image/png', buffer: PNG };
  const response = await request.post('/fileservice/api/v1/online/uploadFile', {
    headers: await accessKeyHeaders(request),
    multipart: { documentType, file },
  });
  return (await dataOf<{ fileId: string }>(response, `upload of ${documentType}`)).fileId;
}

/** A Bangkok address whose codes belong together in the master lists. */
async function validAddress(request: APIRequestContext) {
  const headers = await accessKeyHeaders(request);
  const master = async (name: string, parent: string) =>
    (
      await dataOf<{ items: { code: string; extra?: { postalCode?: string } }[] }>(
        await request.get(`/customerservice/api/v1/master/${name}`, { headers, params: { parent } }),
        `master list ${name}`,
      )
    ).items;
  const [district] = await master('districts', '10');
  const subDistrict = (await master('subdistricts', district?.code ?? '')).find((item) => item.extra?.postalCode);
  expect(subDistrict, 'a Bangkok sub-district with a postal code').toBeTruthy();
  return {
    houseNumber: '99/12',
    soi: 'Sukhumvit 22',
    road: 'Sukhumvit',
    subDistrictCode: subDistrict?.code ?? '',
    districtCode: district?.code ?? '',
    provinceCode: '10',
    postalCode: String(subDistrict?.extra?.postalCode),
  };
}

const THAI_PEOPLE = REGISTRY_PEOPLE.filter((person) => person.nationality === 'THA' && person.laserCode);

/** People who own a vehicle of the land-transport registry: only the test that adds that vehicle registers them (`person`). */
const VEHICLE_OWNERS = new Set(REGISTRY_VEHICLES.map((vehicle) => vehicle.ownerId));

/** Thai people of the simulated registry, last first: the README offers the first ones to people trying the portal by hand. */
const CANDIDATES = THAI_PEOPLE.filter((person) => !VEHICLE_OWNERS.has(person.idNumber)).reverse();

/** The link in the newest e-mail to an address that carries a portal link with a token. */
async function linkTokenFromOutbox(request: APIRequestContext, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=([\\w-]+)`);
  for (const message of await outboxFor(request, to)) {
    const match = pattern.exec(message.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${path} link for ${to}`);
}

export type RegistrationOptions = {
  /** An authorised person registers on the owner's behalf: two more documents, one of them a PDF. */
  registrantType?: 'OWNER' | 'AUTHORISED_PERSON';
  /** Language of the customer's e-mails and SMS. */
  notificationLanguage?: Language;
  /** This person's ID number (a registry vehicle's owner, say) instead of the next person free. */
  person?: string;
  /** This e-mail address (a simulated identity provider's user, say) instead of a new one. */
  email?: string;
};

/** The people a registration tries, in order: the one asked for, or everyone free to register. */
function candidatesFor(options: RegistrationOptions): readonly TRegistryPerson[] {
  if (options.person === undefined) return CANDIDATES;
  const person = THAI_PEOPLE.find((candidate) => candidate.idNumber === options.person);
  if (!person) throw new Error(`no Thai person ${options.person} in the simulated registry`);
  return [person];
}

/**
 * Registers an individual (a person of the simulated registry no live account holds yet) and
 * confirms the e-mail address: the registration is then PENDING_APPROVAL, in the staff queue.
 */
export async function registerPendingCustomer(request: APIRequestContext, options: RegistrationOptions = {}): Promise<PendingRegistration> {
  const registrantType = options.registrantType ?? 'OWNER';
  const email = options.email ?? newEmail();
  const mobile = newMobile();
  const documentTypes = [
    'SELFIE_WITH_ID',
    'ID_CARD_FRONT',
    'ID_CARD_BACK',
    ...(registrantType === 'AUTHORISED_PERSON' ? ['AUTHORISED_PERSON_ID', 'POWER_OF_ATTORNEY'] : []),
  ];
  const documents = [];
  for (const type of documentTypes) documents.push({ type, fileId: await uploadDocument(request, type) });
  const address = await validAddress(request);
  const common = {
    customerType: 'INDIVIDUAL',
    registrantType,
    email,
    mobile,
    password: CUSTOMER_PASSWORD,
    confirmPassword: CUSTOMER_PASSWORD,
    notificationLanguage: options.notificationLanguage ?? 'EN',
    addresses: { registration: address, residence: address, delivery: address },
    documents,
    ...(registrantType === 'AUTHORISED_PERSON'
      ? { authorisedPerson: { titleCode: 'MRS', firstName: 'ผู้รับมอบ', lastName: 'อำนาจ', idNumber: newThaiId() } }
      : {}),
    mobileVerificationToken: await otpProof(request, 'SMS', mobile, 'REGISTER_MOBILE'),
    emailVerificationToken: await otpProof(request, 'EMAIL', email, 'REGISTER_EMAIL'),
    acceptTerms: true,
  };

  // Registry people are shared by every test of the run (and by anyone trying the demo), so a person
  // whose ID a live account already holds is passed over. The proofs and uploads are only spent on success.
  for (const person of candidatesFor(options)) {
    const response = await request.post('/customerservice/api/v1/customer', {
      headers: await accessKeyHeaders(request),
      data: {
        ...common,
        nationality: person.nationality,
        idNumber: person.idNumber,
        laserCode: person.laserCode,
        titleCode: person.titleCode,
        firstName: person.firstNameTh ?? person.firstNameEn,
        lastName: person.lastNameTh ?? person.lastNameEn,
        birthDate: person.birthDate,
        gender: person.gender,
      },
    });
    const body = (await response.json()) as Envelope<{ customerId: string; referenceCode: string; status: string }>;
    if (body.status === 'FAIL' && body.data.errors.some((error) => error.code === 'ERR_CUST_0029')) continue;
    const registered = await dataOf<{ customerId: string; referenceCode: string; status: string }>(response, 'registration');
    expect(registered.status).toBe('WAIT_EMAIL_CONFIRM');

    const token = await linkTokenFromOutbox(request, email, '/mflow/activate');
    const activated = await dataOf<{ status: string }>(
      await request.post('/customerservice/api/v1/activate', { headers: await accessKeyHeaders(request), data: { token } }),
      'activation',
    );
    expect(activated.status).toBe('PENDING_APPROVAL');
    return {
      customerId: registered.customerId,
      referenceCode: registered.referenceCode,
      email,
      mobile,
      password: CUSTOMER_PASSWORD,
      person,
      displayName: `${person.firstNameTh ?? person.firstNameEn} ${person.lastNameTh ?? person.lastNameEn}`,
      registrantType,
      documentTypes,
    };
  }
  throw new Error(
    options.person === undefined
      ? 'every Thai person of the simulated registry already holds an account'
      : `${options.person} already holds an account`,
  );
}

/** Signs the seeded reviewer in through the API and answers the staff bearer headers. */
export async function staffHeaders(request: APIRequestContext, language: Language = 'EN'): Promise<Record<string, string>> {
  const response = await request.post('/staffservice/api/v1/auth', { headers: await accessKeyHeaders(request, language), data: STAFF });
  const { token } = await dataOf<{ token: string }>(response, 'staff sign-in');
  return { ...commonHeaders(language), Authorization: `Bearer ${token}` };
}

/** Approves a registration as the seeded reviewer, without the browser: the customer becomes ACTIVE and can sign in. */
export async function approveAsStaff(request: APIRequestContext, customerId: string): Promise<void> {
  const response = await request.post(`/staffservice/api/v1/registrations/${customerId}/approve`, { headers: await staffHeaders(request) });
  expect((await dataOf<{ status: string }>(response, 'approval')).status).toBe('ACTIVE');
}

/** A member's sign-in: what `signIn` and the API steps of the support modules take. */
export type MemberCredentials = { identifier: string; password: string };

export type FreshMember = PendingRegistration & MemberCredentials;

/**
 * An ACTIVE member of the test's own, made the whole way (registered, e-mail confirmed, approved by
 * staff), for a test that changes an account (passcode, password, profile, payment methods,
 * vehicles, sign-in failures): the demo accounts are shared by every test of a worker, so a change
 * to one is seen by the tests that run after it there (decision 0041). Tests take the `member`
 * fixture, or call this for a particular person or e-mail address.
 */
export async function freshMember(request: APIRequestContext, options: RegistrationOptions = {}): Promise<FreshMember> {
  const registration = await registerPendingCustomer(request, options);
  await approveAsStaff(request, registration.customerId);
  return { ...registration, identifier: registration.email };
}

export type FreshCompany = MemberCredentials & { customerId: string; email: string; mobile: string; displayName: string };

/**
 * A company of the simulated registry (by juristic number), registered by a director through the
 * API, confirmed and approved: ACTIVE, for a test that changes a company's account. A company holds
 * one account, so a spec registers a company no other spec registers.
 */
export async function freshCompany(request: APIRequestContext, juristicId: string): Promise<FreshCompany> {
  const company = REGISTRY_COMPANIES.find((candidate) => candidate.juristicId === juristicId);
  if (!company) throw new Error(`no company ${juristicId} in the simulated registry`);
  const email = newEmail();
  const mobile = newMobile();
  const address = await validAddress(request);
  const { now } = await dataOf<{ now: string }>(await request.get('/simservice/api/v1/clock', { headers: commonHeaders() }), 'the clock');
  const documents = [];
  for (const type of ['COMPANY_CERTIFICATE', 'VAT_CERTIFICATE']) documents.push({ type, fileId: await uploadDocument(request, type) });
  const [firstName = '', lastName = ''] = company.directors[0]?.split(' ') ?? [];
  const response = await request.post('/customerservice/api/v1/customer', {
    headers: await accessKeyHeaders(request),
    data: {
      customerType: 'JURISTIC',
      registrantType: 'OWNER',
      juristicId,
      juristicName: company.nameTh,
      juristicType: company.juristicType,
      juristicPhone: '0226543210',
      branchName: 'สำนักงานใหญ่',
      branchCode: '00000',
      authorisedDirector: `${firstName} ${lastName}`,
      // The certificate may be at most 6 months old by the server's clock, which other tests of the worker move on.
      companyCertificateIssuedOn: addDays(bangkokDateOf(new Date(now)), -30),
      titleCode: 'MR',
      firstName,
      lastName,
      email,
      mobile,
      password: CUSTOMER_PASSWORD,
      confirmPassword: CUSTOMER_PASSWORD,
      notificationLanguage: 'EN',
      addresses: { document: address, residence: address, delivery: address },
      documents,
      mobileVerificationToken: await otpProof(request, 'SMS', mobile, 'REGISTER_MOBILE'),
      emailVerificationToken: await otpProof(request, 'EMAIL', email, 'REGISTER_EMAIL'),
      acceptTerms: true,
    },
  });
  const registered = await dataOf<{ customerId: string }>(response, `registration of ${company.nameEn}`);
  const token = await linkTokenFromOutbox(request, email, '/mflow/activate');
  await dataOf(
    await request.post('/customerservice/api/v1/activate', { headers: await accessKeyHeaders(request), data: { token } }),
    'activation',
  );
  await approveAsStaff(request, registered.customerId);
  return { customerId: registered.customerId, email, mobile, identifier: email, password: CUSTOMER_PASSWORD, displayName: company.nameTh };
}

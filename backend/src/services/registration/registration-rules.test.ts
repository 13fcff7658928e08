import request from 'supertest';
import { describeError, type TErrorCode } from '../../platform/errors/error-catalogue';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { newJuristicId, newThaiId, PASSWORD } from '../../test/factories/identities';
import { accessKeyHeaders } from '../../test/factories/http';
import { createRegistryPerson } from '../../test/factories/registry';
import { individualBody, validAddress } from '../../test/factories/registration';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

type TBody = Record<string, unknown> & {
  addresses: Record<string, Record<string, unknown>>;
  documents: { type: string; fileId: string }[];
};

/** A wrong check digit on an otherwise well-formed 13-digit number. */
function withWrongCheckDigit(id: string): string {
  return `${id.slice(0, 12)}${(Number(id[12]) + 1) % 10}`;
}

async function baseIndividual(): Promise<TBody> {
  return (await individualBody(t, await createRegistryPerson(t))) as unknown as TBody;
}

async function baseJuristic(): Promise<TBody> {
  const address = await validAddress(t);
  return {
    customerType: 'JURISTIC',
    registrantType: 'OWNER',
    juristicId: newJuristicId(),
    juristicName: 'Test Co., Ltd.',
    juristicPhone: '0226543210',
    branchName: 'Head office',
    branchCode: '00000',
    juristicType: 'COMPANY_LIMITED',
    authorisedDirector: 'Somchai Jaidee',
    companyCertificateIssuedOn: '2026-11-01',
    titleCode: 'MR',
    firstName: 'Somchai',
    lastName: 'Jaidee',
    email: 'company@example.com',
    mobile: '0812345678',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    addresses: { document: { ...address }, residence: { ...address }, delivery: { ...address } },
    documents: [
      { type: 'COMPANY_CERTIFICATE', fileId: 'f1' },
      { type: 'VAT_CERTIFICATE', fileId: 'f2' },
    ],
    mobileVerificationToken: 'placeholder',
    emailVerificationToken: 'placeholder',
    acceptTerms: true,
  };
}

type TCase = { rule: string; kind: 'INDIVIDUAL' | 'JURISTIC'; change: (body: TBody) => void; code: TErrorCode; field: string };

const setPassword = (value: string) => (body: TBody) => Object.assign(body, { password: value, confirmPassword: value });

/** requirements/accounts.md#field-rules, each rule that registration applies: a bad value and the message it must get. */
const CASES: TCase[] = [
  { rule: 'password shorter than 8', kind: 'INDIVIDUAL', change: setPassword('Ab1cdef'), code: 'ERR_CUST_0001', field: 'password' },
  {
    rule: 'password longer than 20',
    kind: 'INDIVIDUAL',
    change: setPassword('Ab1cdefghijklmnopqrst'),
    code: 'ERR_CUST_0001',
    field: 'password',
  },
  {
    rule: 'password without an uppercase letter',
    kind: 'INDIVIDUAL',
    change: setPassword('tollroad2026'),
    code: 'ERR_CUST_0002',
    field: 'password',
  },
  {
    rule: 'password without a lowercase letter',
    kind: 'INDIVIDUAL',
    change: setPassword('TOLLROAD2026'),
    code: 'ERR_CUST_0003',
    field: 'password',
  },
  { rule: 'password without a digit', kind: 'INDIVIDUAL', change: setPassword('TollRoadTwenty'), code: 'ERR_CUST_0004', field: 'password' },
  { rule: 'a common password', kind: 'INDIVIDUAL', change: setPassword('Password1'), code: 'ERR_CUST_0005', field: 'password' },
  {
    rule: 'confirmation that does not match',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { confirmPassword: 'Toll-Road-2027' }),
    code: 'ERR_CUST_0006',
    field: 'confirmPassword',
  },
  {
    rule: 'national ID not 13 digits',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { idNumber: '110170023070' }),
    code: 'ERR_CUST_0008',
    field: 'idNumber',
  },
  {
    rule: 'national ID with a wrong check digit',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { idNumber: withWrongCheckDigit(newThaiId()) }),
    code: 'ERR_CUST_0009',
    field: 'idNumber',
  },
  {
    rule: 'laser code not 2 letters and 10 digits',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { laserCode: 'J12345678901' }),
    code: 'ERR_CUST_0010',
    field: 'laserCode',
  },
  {
    rule: 'Thai national without a laser code',
    kind: 'INDIVIDUAL',
    change: (b) => delete b.laserCode,
    code: 'ERR_COMMON_0004',
    field: 'laserCode',
  },
  {
    rule: 'passport shorter than 7',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { nationality: 'GBR', idNumber: 'AB1234', laserCode: undefined }),
    code: 'ERR_CUST_0011',
    field: 'idNumber',
  },
  {
    rule: 'passport longer than 13',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { nationality: 'GBR', idNumber: 'AB123456789012', laserCode: undefined }),
    code: 'ERR_CUST_0011',
    field: 'idNumber',
  },
  {
    rule: 'e-mail not valid',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { email: 'somchai.example.com' }),
    code: 'ERR_CUST_0017',
    field: 'email',
  },
  {
    rule: 'mobile not 10 digits',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { mobile: '081234567' }),
    code: 'ERR_CUST_0015',
    field: 'mobile',
  },
  {
    rule: 'mobile not a mobile prefix',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { mobile: '0212345678' }),
    code: 'ERR_CUST_0015',
    field: 'mobile',
  },
  {
    rule: 'postal code not 5 digits',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b.addresses.registration ?? {}, { postalCode: '1011' }),
    code: 'ERR_CUST_0016',
    field: 'addresses.registration.postalCode',
  },
  {
    rule: 'empty house number (a dash stands for none)',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b.addresses.residence ?? {}, { houseNumber: '' }),
    code: 'ERR_CUST_0018',
    field: 'addresses.residence.houseNumber',
  },
  {
    rule: 'a name with digits',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { firstName: 'Somchai2' }),
    code: 'ERR_CUST_0021',
    field: 'firstName',
  },
  {
    rule: 'a birth date that does not exist',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { birthDate: '1990-02-30' }),
    code: 'ERR_CUST_0019',
    field: 'birthDate',
  },
  {
    rule: 'terms not accepted',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { acceptTerms: false }),
    code: 'ERR_CUST_0043',
    field: 'acceptTerms',
  },
  {
    rule: 'a required document missing',
    kind: 'INDIVIDUAL',
    change: (b) => b.documents.pop(),
    code: 'ERR_CUST_0023',
    field: 'documents.ID_CARD_BACK',
  },
  {
    rule: 'a document of another kind of registration',
    kind: 'INDIVIDUAL',
    change: (b) => b.documents.push({ type: 'VAT_CERTIFICATE', fileId: 'x' }),
    code: 'ERR_CUST_0024',
    field: 'documents.VAT_CERTIFICATE',
  },
  {
    rule: 'a document given twice',
    kind: 'INDIVIDUAL',
    change: (b) => b.documents.push({ type: 'SELFIE_WITH_ID', fileId: 'x' }),
    code: 'ERR_CUST_0025',
    field: 'documents.SELFIE_WITH_ID',
  },
  {
    rule: 'an authorised person without their data',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { registrantType: 'AUTHORISED_PERSON' }),
    code: 'ERR_COMMON_0004',
    field: 'authorisedPerson',
  },
  { rule: 'a required name left out', kind: 'INDIVIDUAL', change: (b) => delete b.lastName, code: 'ERR_COMMON_0004', field: 'lastName' },
  {
    rule: 'a birth date in the future',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { birthDate: '2030-01-01' }),
    code: 'ERR_CUST_0044',
    field: 'birthDate',
  },
  {
    rule: 'an address whose parts do not belong together',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b.addresses.delivery ?? {}, { postalCode: '99999' }),
    code: 'ERR_CUST_0026',
    field: 'addresses.delivery',
  },
  {
    rule: 'a title not in the list',
    kind: 'INDIVIDUAL',
    change: (b) => Object.assign(b, { titleCode: 'COMPANY' }),
    code: 'ERR_CUST_0047',
    field: 'titleCode',
  },
  {
    rule: 'juristic number not 13 digits',
    kind: 'JURISTIC',
    change: (b) => Object.assign(b, { juristicId: '010553609264' }),
    code: 'ERR_CUST_0012',
    field: 'juristicId',
  },
  {
    rule: 'juristic number with a wrong check digit',
    kind: 'JURISTIC',
    change: (b) => Object.assign(b, { juristicId: withWrongCheckDigit(newJuristicId()) }),
    code: 'ERR_CUST_0013',
    field: 'juristicId',
  },
  {
    rule: 'company phone not 10 digits',
    kind: 'JURISTIC',
    change: (b) => Object.assign(b, { juristicPhone: '022654321' }),
    code: 'ERR_CUST_0014',
    field: 'juristicPhone',
  },
  {
    rule: 'branch code not 5 digits',
    kind: 'JURISTIC',
    change: (b) => Object.assign(b, { branchCode: '0' }),
    code: 'ERR_CUST_0045',
    field: 'branchCode',
  },
  {
    rule: 'juristic type OTHER without its description',
    kind: 'JURISTIC',
    change: (b) => Object.assign(b, { juristicType: 'OTHER' }),
    code: 'ERR_CUST_0022',
    field: 'juristicTypeOther',
  },
  {
    rule: 'a company without its certificate',
    kind: 'JURISTIC',
    change: (b) => b.documents.shift(),
    code: 'ERR_CUST_0023',
    field: 'documents.COMPANY_CERTIFICATE',
  },
  {
    rule: 'a company certificate issue date that is no date',
    kind: 'JURISTIC',
    change: (b) => Object.assign(b, { companyCertificateIssuedOn: '01/11/2026' }),
    code: 'ERR_CUST_0019',
    field: 'companyCertificateIssuedOn',
  },
];

describe('registration rules (requirements/accounts.md#field-rules), each failure with its own message in Thai and English', () => {
  it.each(CASES)('$rule → $code', async ({ kind, change, code, field }) => {
    const body = kind === 'INDIVIDUAL' ? await baseIndividual() : await baseJuristic();
    change(body);
    for (const language of ['TH', 'EN'] as const) {
      const res = await request(t.app).post('/customerservice/api/v1/customer').set(accessKeyHeaders(t, language)).send(body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.data.errors).toContainEqual({ code, description: describeError(code, language, { field }) });
    }
    expect(describeError(code, 'TH', { field })).not.toBe(describeError(code, 'EN', { field }));
  });

  it('reports every broken password rule at once, not only the first', async () => {
    const body = await baseIndividual();
    setPassword('abc')(body);
    const res = await request(t.app).post('/customerservice/api/v1/customer').set(accessKeyHeaders(t)).send(body);
    expect(res.body.data.errors.map((e: { code: string }) => e.code)).toEqual(['ERR_CUST_0001', 'ERR_CUST_0002', 'ERR_CUST_0004']);
  });

  it('names a missing customer type as required, and an unknown one as invalid', async () => {
    const missing = await request(t.app).post('/customerservice/api/v1/customer').set(accessKeyHeaders(t)).send({});
    expect(missing.body.data.errors).toEqual([{ code: 'ERR_COMMON_0004', description: 'The field customerType is required' }]);
    const unknown = await request(t.app).post('/customerservice/api/v1/customer').set(accessKeyHeaders(t)).send({ customerType: 'ROBOT' });
    expect(unknown.body.data.errors).toEqual([{ code: 'ERR_COMMON_0002', description: 'The value of customerType is invalid' }]);
  });

  it('accepts a dash for no house number', async () => {
    const body = await baseIndividual();
    Object.assign(body.addresses.registration ?? {}, { houseNumber: '-' });
    const res = await request(t.app).post('/customerservice/api/v1/customer').set(accessKeyHeaders(t)).send(body);
    // Past every field rule: what stops it is the placeholder OTP proof.
    expect(res.body.data.errors[0].code).toMatch(/^ERR_OTP_/);
  });
});

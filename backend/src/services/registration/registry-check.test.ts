import request from 'supertest';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';
import { newPassportNumber } from '../../test/factories/identities';
import { accessKeyHeaders, errorCodes } from '../../test/factories/http';
import { createRegistryCompany, createRegistryPerson, identityCheckBody } from '../../test/factories/registry';
import { describeError } from '../../platform/errors/error-catalogue';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const codes = errorCodes;

describe('verifyIndividual against the population registry', () => {
  it('confirms a person whose ID, laser code, name and birth date all match, in Thai or in English names', async () => {
    const person = await createRegistryPerson(t);
    const body = identityCheckBody(person);
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
  ])(
    'answers "personal data incorrect" (requirements/error-messages.md#visible-messages) in both languages when %s does not match',
    async (_what, change) => {
      const person = await createRegistryPerson(t);
      const body = { ...identityCheckBody(person, 'EN'), ...change };
      for (const language of ['TH', 'EN'] as const) {
        const res = await request(t.app).post('/customerservice/api/v1/verifyIndividual').set(accessKeyHeaders(t, language)).send(body);
        expect(res.status).toBe(400);
        expect(res.body.data.errors).toEqual([{ code: 'ERR_REG_0001', description: describeError('ERR_REG_0001', language) }]);
      }
    },
  );

  it('checks a foreigner by passport, name and birth date (no laser code)', async () => {
    const person = await createRegistryPerson(t, {
      idNumber: newPassportNumber(),
      nationality: 'JPN',
      laserCode: null,
      firstNameTh: null,
      lastNameTh: null,
    });
    const body = {
      nationality: 'JPN',
      idNumber: person.idNumber,
      firstName: person.firstNameEn,
      lastName: person.lastNameEn,
      birthDate: person.birthDate,
    };
    expect((await request(t.app).post('/customerservice/api/v1/verifyIndividual').set(accessKeyHeaders(t)).send(body)).status).toBe(200);
    const wrongNationality = await request(t.app)
      .post('/customerservice/api/v1/verifyIndividual')
      .set(accessKeyHeaders(t))
      .send({ ...body, nationality: 'CHN' });
    expect(codes(wrongNationality)).toEqual(['ERR_REG_0001']);
  });

  it('needs an access key', async () => {
    const res = await request(t.app).post('/customerservice/api/v1/verifyIndividual').set(commonHeaders()).send({});
    expect(codes(res)).toEqual(['ERR_AUTH_0001']);
  });
});

describe('verifyJuristic against the company registry', () => {
  it('answers the registered names of a trading company', async () => {
    const company = await createRegistryCompany(t);
    const res = await request(t.app)
      .post('/customerservice/api/v1/verifyJuristic')
      .set(accessKeyHeaders(t))
      .send({ juristicId: company.juristicId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      verified: true,
      nameTh: company.nameTh,
      nameEn: company.nameEn,
      juristicType: 'COMPANY_LIMITED',
    });
  });

  it('refuses an unknown number, a wrong name and a dissolved company, each with its message', async () => {
    const company = await createRegistryCompany(t);
    const dissolved = await createRegistryCompany(t, { status: 'DISSOLVED' });
    const verify = (body: object) => request(t.app).post('/customerservice/api/v1/verifyJuristic').set(accessKeyHeaders(t)).send(body);
    expect(codes(await verify({ juristicId: '0105536092641' }))).toEqual(['ERR_REG_0002']);
    expect(codes(await verify({ juristicId: company.juristicId, juristicName: 'Another Co., Ltd.' }))).toEqual(['ERR_REG_0002']);
    expect(codes(await verify({ juristicId: dissolved.juristicId }))).toEqual(['ERR_REG_0003']);
  });
});

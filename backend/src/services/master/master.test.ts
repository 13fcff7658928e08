import request from 'supertest';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

async function accessKey(): Promise<string> {
  const res = await request(t.app).post('/masterservice/api/v1/accesskey').set(commonHeaders());
  expect(res.status).toBe(200);
  return res.body.data.accessKey as string;
}

describe('masterservice access keys', () => {
  it('issues a key by GET and by POST, valid for under five minutes', async () => {
    for (const method of ['get', 'post'] as const) {
      const res = await request(t.app)[method]('/masterservice/api/v1/accesskey').set(commonHeaders());
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('SUCCESS');
      expect(typeof res.body.data.accessKey).toBe('string');
      expect(res.body.data.expiresIn).toBeLessThan(300);
    }
  });

  it('refuses page config without a key, in the language of the request', async () => {
    const th = await request(t.app).get('/masterservice/api/v1/page/config').set(commonHeaders('TH'));
    const en = await request(t.app).get('/masterservice/api/v1/page/config').set(commonHeaders('EN'));
    expect(th.status).toBe(401);
    expect(th.body).toEqual({
      status: 'FAIL',
      data: { errors: [{ code: 'ERR_AUTH_0001', description: 'ไม่พบรหัสการเข้าถึง (AccessKey)' }] },
    });
    expect(en.body.data.errors[0]).toEqual({ code: 'ERR_AUTH_0001', description: 'An access key is required' });
  });

  it('refuses a key once the clock passes its lifetime', async () => {
    const key = await accessKey();
    t.clock.advance(t.config.accessKeyTtlSeconds * 1000 + 1000);
    const res = await request(t.app).get('/masterservice/api/v1/page/config').set(commonHeaders('EN')).set('AccessKey', key);
    expect(res.status).toBe(401);
    expect(res.body.data.errors[0].code).toBe('ERR_AUTH_0003');
  });

  it('refuses malformed and forged keys', async () => {
    for (const key of ['garbage', 'a.b.c', `${await accessKey()}x`]) {
      const res = await request(t.app).get('/masterservice/api/v1/pagepermission').set(commonHeaders()).set('AccessKey', key);
      expect(res.status).toBe(401);
      expect(res.body.data.errors[0].code).toBe('ERR_AUTH_0002');
    }
  });
});

describe('masterservice page settings', () => {
  it('reads page config and the 24 menu permissions with a key', async () => {
    const key = await accessKey();
    const config = await request(t.app).get('/masterservice/api/v1/page/config').set(commonHeaders()).set('AccessKey', key);
    expect(config.body).toEqual({ status: 'SUCCESS', data: { statusPage: false } });
    const pages = await request(t.app).get('/masterservice/api/v1/pagepermission').set(commonHeaders('EN')).set('AccessKey', key);
    expect(pages.status).toBe(200);
    expect(pages.body.data.pages).toHaveLength(24);
    expect(pages.body.data.pages[0]).toEqual({ code: 'MENU00000', name: 'Register', status: 'ACTIVE' });
    expect(pages.body.data.pages.map((p: { code: string }) => p.code)).toEqual(
      Array.from({ length: 24 }, (_, i) => `MENU${String(i).padStart(5, '0')}`),
    );
  });

  it('names menus in Thai when the request is in Thai', async () => {
    const res = await request(t.app)
      .get('/masterservice/api/v1/pagepermission')
      .set(commonHeaders('TH'))
      .set('AccessKey', await accessKey());
    expect(res.body.data.pages[0].name).toBe('ลงทะเบียน');
  });

  it('serves the maintenance setting without any key', async () => {
    const res = await request(t.app).get('/masterservice/api/v1/remoteconfig').set(commonHeaders());
    expect(res.body).toEqual({ status: 'SUCCESS', data: { settings: [{ key: 'maintenance', enabled: false }] } });
  });
});

describe('customerservice master lists', () => {
  const get = async (path: string, language: 'TH' | 'EN' = 'TH') =>
    request(t.app)
      .get(`/customerservice/api/v1/master/${path}`)
      .set(commonHeaders(language))
      .set('AccessKey', await accessKey());

  it('lists the 77 provinces in Thai and in English', async () => {
    const th = await get('provinces');
    const en = await get('provinces', 'EN');
    expect(th.body.data.items).toHaveLength(77);
    expect(th.body.data.items.find((p: { code: string }) => p.code === '10').name).toBe('กรุงเทพมหานคร');
    expect(en.body.data.items.find((p: { code: string }) => p.code === '10').name).toBe('Bangkok');
  });

  it('cascades from province to district to sub-district with postal codes', async () => {
    const districts = (await get('districts?parent=10')).body.data.items;
    expect(districts.length).toBe(50);
    const district = districts[0];
    const subdistricts = (await get(`subdistricts?parent=${district.code}`)).body.data.items;
    expect(subdistricts.length).toBeGreaterThan(0);
    for (const s of subdistricts) {
      expect(s.parentCode).toBe(district.code);
      expect(s.extra.postalCode).toMatch(/^\d{5}$/);
    }
    const postcodes = (await get(`postcodes?parent=${district.code}`)).body.data.items;
    expect(postcodes.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([...new Set(subdistricts.map((s: { extra: { postalCode: string } }) => s.extra.postalCode))]),
    );
  });

  it.each([
    'titles',
    'nationalities',
    'genders',
    'banks',
    'cardtypes',
    'vehiclebrands',
    'colours',
    'vehicletypes',
    'platetypes',
    'vehicleclasses',
    'juristictypes',
    'complainttopics',
    'disputereasons',
    'plazas',
    'gantries',
    'districts',
    'subdistricts',
    'postcodes',
  ])('serves the %s list in both languages', async (name) => {
    const th = (await get(name)).body.data.items;
    const en = (await get(name, 'EN')).body.data.items;
    expect(th.length).toBeGreaterThan(0);
    expect(th.map((i: { code: string }) => i.code)).toEqual(en.map((i: { code: string }) => i.code));
    expect(en.every((i: { name: string; nameEn: string }) => i.name === i.nameEn)).toBe(true);
  });

  it('names the one bank that takes direct debit', async () => {
    const banks = (await get('banks', 'EN')).body.data.items;
    expect(banks.filter((b: { extra: { directDebit: boolean } }) => b.extra.directDebit)).toHaveLength(1);
  });

  it('answers an unknown list with 404 in the envelope', async () => {
    const res = await get('spaceships', 'EN');
    expect(res.status).toBe(404);
    expect(res.body.data.errors[0]).toEqual({ code: 'ERR_MASTER_0001', description: 'There is no master list named spaceships' });
  });

  it('rejects unknown query parameters', async () => {
    const res = await get('provinces?sort=desc', 'EN');
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0].code).toBe('ERR_COMMON_0003');
  });
});

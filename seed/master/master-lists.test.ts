import { getDatabase, getProvinceAll } from 'thai-address-universal';
import { allMasterLists } from './all-lists';
import type { MasterItem, MasterList } from './types';

const LIST_NAMES = [
  'provinces',
  'districts',
  'subdistricts',
  'postcodes',
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
];

const THAI_SCRIPT = /[\u0E00-\u0E7F]/;

let lists: MasterList[];

function items(name: string): MasterItem[] {
  const list = lists.find((candidate) => candidate.name === name);
  if (!list) throw new Error(`no list named ${name}`);
  return list.items;
}

function codesOf(name: string): Set<string> {
  return new Set(items(name).map((item) => item.code));
}

beforeAll(async () => {
  lists = await allMasterLists();
}, 60_000);

describe('master lists', () => {
  it('has unique list names, including every list the portal asks for', () => {
    const names = lists.map((list) => list.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(LIST_NAMES));
  });

  it('has unique codes within every list', () => {
    for (const list of lists) {
      const seen = new Set<string>();
      const duplicates = list.items.map((item) => item.code).filter((code) => seen.has(code) || !seen.add(code));
      expect({ list: list.name, duplicates }).toEqual({ list: list.name, duplicates: [] });
    }
  });

  it('names every item in both languages, the Thai name in Thai script', () => {
    for (const list of lists) {
      expect(list.items.length).toBeGreaterThan(0);
      const blank = list.items.filter((item) => !item.code.trim() || !item.nameTh.trim() || !item.nameEn.trim());
      // Postal codes are numbers in both languages.
      const notThai = list.name === 'postcodes' ? [] : list.items.filter((item) => !THAI_SCRIPT.test(item.nameTh));
      expect({ list: list.name, blank, notThai }).toEqual({ list: list.name, blank: [], notThai: [] });
    }
  });

  it('survives a JSON round trip unchanged, as the seed stores extra as jsonb', () => {
    expect(JSON.parse(JSON.stringify(lists))).toEqual(lists);
  });
});

describe('address lists', () => {
  it('has exactly 77 provinces, Bangkok first with code 10', () => {
    const provinces = items('provinces');
    expect(provinces).toHaveLength(77);
    expect(provinces[0]).toEqual({ code: '10', nameTh: 'กรุงเทพมหานคร', nameEn: 'Bangkok' });
    for (const province of provinces) expect(province.code).toMatch(/^\d{2}$/);
  });

  it('uses the DOPA code 38 for Bueng Kan, which the dataset leaves without codes', () => {
    expect(items('provinces')).toContainEqual({ code: '38', nameTh: 'บึงกาฬ', nameEn: 'Bueng Kan' });
    expect(items('districts').filter((district) => district.parentCode === '38')).toHaveLength(8);
  });

  it('hangs every district under a province, with a 4-digit code in that province range', () => {
    const provinceCodes = codesOf('provinces');
    const districts = items('districts');
    expect(districts.length).toBeGreaterThan(900);
    const misplaced = districts.filter(
      (district) =>
        !provinceCodes.has(district.parentCode ?? '') ||
        !/^\d{4}$/.test(district.code) ||
        !district.code.startsWith(district.parentCode ?? '-'),
    );
    expect(misplaced).toEqual([]);
  });

  it('hangs every sub-district under a district, with a 6-digit code in that district range', () => {
    const districtCodes = codesOf('districts');
    const subDistricts = items('subdistricts');
    expect(subDistricts.length).toBeGreaterThan(7000);
    const misplaced = subDistricts.filter(
      (subDistrict) =>
        !districtCodes.has(subDistrict.parentCode ?? '') ||
        !/^\d{6}$/.test(subDistrict.code) ||
        !subDistrict.code.startsWith(subDistrict.parentCode ?? '-'),
    );
    expect(misplaced).toEqual([]);
  });

  it('gives every district at least one sub-district', () => {
    const parents = new Set(items('subdistricts').map((subDistrict) => subDistrict.parentCode));
    for (const district of items('districts')) expect(parents.has(district.code)).toBe(true);
  });

  it('keeps every sub-district of the dataset, once', async () => {
    await getProvinceAll();
    const datasetSubDistricts = new Set(getDatabase().map((row) => `${row.province}|${row.district}|${row.sub_district}`));
    expect(items('subdistricts')).toHaveLength(datasetSubDistricts.size);
  });

  it('gives 5-digit postal codes where the dataset has one', () => {
    const subDistricts = items('subdistricts');
    const withPostalCode = subDistricts.filter((subDistrict) => subDistrict.extra?.postalCode !== undefined);
    // Only a few uninhabited islands have none.
    expect(subDistricts.length - withPostalCode.length).toBeLessThan(100);
    const malformed = withPostalCode.filter((subDistrict) => {
      const postalCodes = [subDistrict.extra?.postalCode, ...((subDistrict.extra?.postalCodes as unknown[] | undefined) ?? [])];
      return postalCodes.some((postalCode) => typeof postalCode !== 'string' || !/^\d{5}$/.test(postalCode));
    });
    expect(malformed).toEqual([]);
  });

  it('lists each postal code under every district it serves, and only there', () => {
    const fromSubDistricts = new Set(
      items('subdistricts').flatMap((subDistrict) => {
        const postalCodes = (subDistrict.extra?.postalCodes as string[] | undefined) ?? [subDistrict.extra?.postalCode].filter(Boolean);
        return postalCodes.map((postalCode) => `${subDistrict.parentCode}|${postalCode}`);
      }),
    );
    const postcodes = items('postcodes');
    const districtCodes = codesOf('districts');
    const malformed = postcodes.filter(
      (postcode) =>
        !districtCodes.has(postcode.parentCode ?? '') ||
        !/^\d{5}$/.test(postcode.nameTh) ||
        postcode.nameEn !== postcode.nameTh ||
        postcode.extra?.postalCode !== postcode.nameTh,
    );
    expect(malformed).toEqual([]);
    expect(new Set(postcodes.map((postcode) => `${postcode.parentCode}|${postcode.nameTh}`))).toEqual(fromSubDistricts);
  });
});

describe('payment lists', () => {
  it('offers direct debit for exactly one bank, Krungthai', () => {
    const directDebit = items('banks').filter((bank) => bank.extra?.directDebit === true);
    expect(directDebit).toHaveLength(1);
    expect(directDebit[0]).toMatchObject({ code: '006', extra: { shortName: 'KTB' } });
  });

  it('gives every bank a 3-digit code and the account lengths it uses', () => {
    for (const bank of items('banks')) {
      expect(bank.code).toMatch(/^\d{3}$/);
      const lengths = bank.extra?.accountLengths as number[];
      expect(lengths.length).toBeGreaterThan(0);
      for (const length of lengths) expect([10, 12, 14, 15]).toContain(length);
    }
  });

  it('gives every card type digit prefixes and card lengths of at least 16', () => {
    expect([...codesOf('cardtypes')]).toEqual(['VISA', 'MASTERCARD', 'JCB', 'UNIONPAY', 'VISA_DEBIT', 'VISA_ELECTRON']);
    for (const cardType of items('cardtypes')) {
      for (const prefix of cardType.extra?.prefixes as string[]) expect(prefix).toMatch(/^\d+$/);
      for (const length of cardType.extra?.lengths as number[]) expect(length).toBeGreaterThanOrEqual(16);
    }
  });
});

describe('vehicle and toll lists', () => {
  it('maps every vehicle type to an existing vehicle class', () => {
    const classCodes = codesOf('vehicleclasses');
    for (const vehicleType of items('vehicletypes')) expect(classCodes.has(vehicleType.extra?.vehicleClass as string)).toBe(true);
  });

  it('leaves motorcycles out, as they may not use a motorway', () => {
    expect(codesOf('vehicletypes').has('RY12')).toBe(false);
  });

  it('gives every colour but the free-text one a hex value', () => {
    for (const colour of items('colours')) {
      if (colour.extra?.freeText === true) continue;
      expect(colour.extra?.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('prices every vehicle class at every plaza in whole satang', () => {
    const classCodes = [...codesOf('vehicleclasses')];
    for (const plaza of items('plazas')) {
      const tariff = plaza.extra?.tariff as Record<string, number>;
      expect(Object.keys(tariff).sort()).toEqual(classCodes.sort());
      for (const satang of Object.values(tariff)) expect(Number.isInteger(satang) && satang > 0).toBe(true);
    }
  });

  it('hangs every gantry under a plaza, two or three per plaza', () => {
    const plazaCodes = codesOf('plazas');
    const gantries = items('gantries');
    for (const gantry of gantries) expect(plazaCodes.has(gantry.parentCode ?? '')).toBe(true);
    for (const plazaCode of plazaCodes) {
      const count = gantries.filter((gantry) => gantry.parentCode === plazaCode).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
    }
  });
});

import { getDistricts, getProvinces, getSubDistricts, type AddressEntry } from 'thai-address-universal';
import type { MasterItem, MasterList } from './types';

/**
 * Provinces, districts, sub-districts and postal codes, built from the bundled
 * `thai-address-universal` dataset so that a new dataset release only needs a version bump.
 *
 * The dataset's geocodes are not clean enough to use as primary keys as they are: Bueng Kan
 * still carries a placeholder province code and no district codes, two districts share a code
 * with their neighbour, and about one sub-district in six has no code, a code another row also
 * uses, or a code from the district it belonged to before a split. The corrections below fix what
 * is known from DOPA; the rest is repaired by rule (see `assignSubDistrictCodes`), and any other
 * surprise fails loudly instead of loading bad keys.
 */

type ProvinceCorrection = { code?: string; nameEn?: string };

/** Keyed by the dataset's province code. */
const PROVINCE_CORRECTIONS: Readonly<Record<string, ProvinceCorrection>> = {
  // Bueng Kan was split from Nong Khai in 2011 and given DOPA code 38; the dataset still says 97.
  '97': { code: '38' },
  '30': { nameEn: 'Nakhon Ratchasima' },
  '60': { nameEn: 'Nakhon Sawan' },
  '72': { nameEn: 'Suphan Buri' },
};

/** Keyed by the official province code and the district's Thai name, which is unique within a province. */
type DistrictCorrection = { provinceCode: string; nameTh: string; code?: string; nameEn?: string };

const DISTRICT_CORRECTIONS: readonly DistrictCorrection[] = [
  // The dataset has no district codes for Bueng Kan; these are the DOPA codes.
  { provinceCode: '38', nameTh: 'เมืองบึงกาฬ', code: '3801' },
  { provinceCode: '38', nameTh: 'พรเจริญ', code: '3802' },
  { provinceCode: '38', nameTh: 'โซ่พิสัย', code: '3803' },
  { provinceCode: '38', nameTh: 'เซกา', code: '3804' },
  { provinceCode: '38', nameTh: 'ปากคาด', code: '3805' },
  { provinceCode: '38', nameTh: 'บึงโขงหลง', code: '3806' },
  { provinceCode: '38', nameTh: 'ศรีวิไล', code: '3807' },
  { provinceCode: '38', nameTh: 'บุ่งคล้า', code: '3808' },
  // Both share a code with the district they sit beside in the dataset.
  { provinceCode: '50', nameTh: 'กัลยาณิวัฒนา', code: '5025', nameEn: 'Galyani Vadhana' },
  { provinceCode: '53', nameTh: 'น้ำปาด', code: '5304', nameEn: 'Nam Pat' },
  // Romanisations the dataset garbled.
  { provinceCode: '10', nameTh: 'สาทร', nameEn: 'Sathon' },
  { provinceCode: '17', nameTh: 'ค่ายบางระจัน', nameEn: 'Khai Bang Rachan' },
  { provinceCode: '24', nameTh: 'สนามชัยเขต', nameEn: 'Sanam Chai Khet' },
  { provinceCode: '40', nameTh: 'อุบลรัตน์', nameEn: 'Ubolratana' },
  { provinceCode: '40', nameTh: 'แวงใหญ่', nameEn: 'Waeng Yai' },
  { provinceCode: '40', nameTh: 'ภูผาม่าน', nameEn: 'Phu Pha Man' },
  { provinceCode: '73', nameTh: 'นครชัยศรี', nameEn: 'Nakhon Chai Si' },
  { provinceCode: '76', nameTh: 'ชะอำ', nameEn: 'Cha-am' },
];

const BANGKOK_CODE = '10';

/** Substitute sub-district numbers count down from here, the range DOPA leaves unused in practice. */
const HIGHEST_SUB_DISTRICT_NUMBER = 99;

const thaiOrder = new Intl.Collator('th');
const byThaiName = (a: { nameTh: string }, b: { nameTh: string }): number => thaiOrder.compare(a.nameTh, b.nameTh);

type Province = { code: string; nameTh: string; nameEn: string };
type District = Province & { provinceCode: string; lookupKey: string };
type SubDistrict = {
  districtCode: string;
  nameTh: string;
  nameEn: string;
  /** Codes the dataset gives this sub-district, in dataset order; usually one. */
  datasetCodes: string[];
  /** Distinct postal codes, in dataset order; empty for a few uninhabited islands. */
  postalCodes: string[];
  code?: string;
};

function fail(message: string): never {
  throw new Error(`Address master data: ${message}`);
}

async function loadProvinces(): Promise<(Province & { datasetCode: string })[]> {
  const entries = await getProvinces();
  const provinces = entries.map((entry) => {
    const correction = PROVINCE_CORRECTIONS[entry.code] ?? {};
    return {
      datasetCode: entry.code,
      code: correction.code ?? entry.code,
      nameTh: entry.nameTh,
      nameEn: correction.nameEn ?? entry.nameEn,
    };
  });
  for (const datasetCode of Object.keys(PROVINCE_CORRECTIONS)) {
    if (!entries.some((entry) => entry.code === datasetCode)) fail(`province correction for ${datasetCode} matches nothing`);
  }
  // Bangkok first, then Thai dictionary order: the order Thai address forms use.
  return provinces.sort((a, b) => Number(b.code === BANGKOK_CODE) - Number(a.code === BANGKOK_CODE) || byThaiName(a, b));
}

async function loadDistricts(provinces: (Province & { datasetCode: string })[]): Promise<District[]> {
  const pending = new Set(DISTRICT_CORRECTIONS);
  const raw: { province: Province; entry: AddressEntry; code: string; nameEn: string }[] = [];
  for (const province of provinces) {
    const entries = (await getDistricts(province.datasetCode)).sort(byThaiName);
    for (const entry of entries) {
      const correction = DISTRICT_CORRECTIONS.find((c) => c.provinceCode === province.code && c.nameTh === entry.nameTh);
      if (correction) pending.delete(correction);
      raw.push({ province, entry, code: correction?.code ?? entry.code, nameEn: correction?.nameEn ?? entry.nameEn });
    }
  }
  for (const correction of pending) fail(`district correction for ${correction.provinceCode} ${correction.nameTh} matches nothing`);

  // getSubDistricts matches a district by code or by name in either language, and both can be
  // ambiguous in the dataset, so each district is looked up by whichever of the two is unique.
  const countOf = (values: string[]): Map<string, number> =>
    values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<string, number>());
  const datasetCodeCounts = countOf(raw.map((row) => row.entry.code));
  const nameCounts = countOf(raw.flatMap((row) => [row.entry.nameTh.toLowerCase(), row.entry.nameEn.toLowerCase()]));

  const seen = new Set<string>();
  return raw.map(({ province, entry, code, nameEn }) => {
    if (!/^\d{4}$/.test(code) || !code.startsWith(province.code))
      fail(`district ${entry.nameTh} has code "${code}" outside province ${province.code}`);
    if (seen.has(code)) fail(`district code ${code} is used twice`);
    seen.add(code);
    let lookupKey: string;
    if (entry.code !== '' && datasetCodeCounts.get(entry.code) === 1) lookupKey = entry.code;
    else if (nameCounts.get(entry.nameTh.toLowerCase()) === 1) lookupKey = entry.nameTh;
    else fail(`district ${entry.nameTh} (${code}) cannot be looked up unambiguously`);
    return { code, nameTh: entry.nameTh, nameEn, provinceCode: province.code, lookupKey };
  });
}

async function loadSubDistricts(districts: District[]): Promise<SubDistrict[]> {
  const all: SubDistrict[] = [];
  for (const district of districts) {
    // The dataset has one row per (sub-district, postal code): merge them into one sub-district.
    const byName = new Map<string, SubDistrict>();
    for (const entry of await getSubDistricts(district.lookupKey)) {
      const existing = byName.get(entry.nameTh);
      const subDistrict = existing ?? {
        districtCode: district.code,
        nameTh: entry.nameTh,
        nameEn: entry.nameEn,
        datasetCodes: [],
        postalCodes: [],
      };
      if (entry.code && !subDistrict.datasetCodes.includes(entry.code)) subDistrict.datasetCodes.push(entry.code);
      if (entry.postalCode && !subDistrict.postalCodes.includes(entry.postalCode)) subDistrict.postalCodes.push(entry.postalCode);
      byName.set(entry.nameTh, subDistrict);
    }
    if (byName.size === 0) fail(`district ${district.code} has no sub-districts`);
    all.push(...[...byName.values()].sort(byThaiName));
  }
  return all;
}

/**
 * Keeps a dataset code when it lies in the sub-district's own district range and no earlier
 * sub-district took it; everything else gets a substitute in its district's range, counting down
 * from 99 so it does not collide with the low numbers DOPA hands out. Substitutes are flagged in
 * `extra.substituteCode`, so they can be swapped for DOPA codes once a clean source is available.
 */
function assignSubDistrictCodes(subDistricts: SubDistrict[]): Set<SubDistrict> {
  const taken = new Set<string>();
  for (const subDistrict of subDistricts) {
    const own = subDistrict.datasetCodes.find(
      (code) => /^\d{6}$/.test(code) && code.startsWith(subDistrict.districtCode) && !taken.has(code),
    );
    if (own) {
      subDistrict.code = own;
      taken.add(own);
    }
  }
  const substituted = new Set<SubDistrict>();
  for (const subDistrict of subDistricts) {
    if (subDistrict.code) continue;
    let number = HIGHEST_SUB_DISTRICT_NUMBER;
    while (number > 0 && taken.has(`${subDistrict.districtCode}${String(number).padStart(2, '0')}`)) number -= 1;
    if (number === 0) fail(`district ${subDistrict.districtCode} has no free sub-district code left`);
    subDistrict.code = `${subDistrict.districtCode}${String(number).padStart(2, '0')}`;
    taken.add(subDistrict.code);
    substituted.add(subDistrict);
  }
  return substituted;
}

function subDistrictItem(subDistrict: SubDistrict, substituted: boolean): MasterItem {
  const [postalCode] = subDistrict.postalCodes;
  return {
    code: subDistrict.code ?? fail(`sub-district ${subDistrict.nameTh} has no code`),
    nameTh: subDistrict.nameTh,
    nameEn: subDistrict.nameEn,
    parentCode: subDistrict.districtCode,
    extra: {
      ...(postalCode ? { postalCode } : {}),
      ...(subDistrict.postalCodes.length > 1 ? { postalCodes: subDistrict.postalCodes } : {}),
      ...(substituted ? { substituteCode: true } : {}),
    },
  };
}

/** One item per (district, postal code): a postal code often serves several districts, so the code carries both. */
function postcodeItems(districts: District[], subDistricts: SubDistrict[]): MasterItem[] {
  const byDistrict = new Map<string, Set<string>>();
  for (const subDistrict of subDistricts) {
    const postalCodes = byDistrict.get(subDistrict.districtCode) ?? new Set<string>();
    for (const postalCode of subDistrict.postalCodes) postalCodes.add(postalCode);
    byDistrict.set(subDistrict.districtCode, postalCodes);
  }
  return districts.flatMap((district) => {
    return [...(byDistrict.get(district.code) ?? [])].sort().map((postalCode) => ({
      code: `${district.code}-${postalCode}`,
      nameTh: postalCode,
      nameEn: postalCode,
      parentCode: district.code,
      extra: { postalCode },
    }));
  });
}

export async function addressLists(): Promise<MasterList[]> {
  const provinces = await loadProvinces();
  const districts = await loadDistricts(provinces);
  const subDistricts = await loadSubDistricts(districts);
  const substituted = assignSubDistrictCodes(subDistricts);
  return [
    { name: 'provinces', items: provinces.map(({ code, nameTh, nameEn }) => ({ code, nameTh, nameEn })) },
    {
      name: 'districts',
      items: districts.map(({ code, nameTh, nameEn, provinceCode }) => ({ code, nameTh, nameEn, parentCode: provinceCode })),
    },
    { name: 'subdistricts', items: subDistricts.map((subDistrict) => subDistrictItem(subDistrict, substituted.has(subDistrict))) },
    { name: 'postcodes', items: postcodeItems(districts, subDistricts) },
  ];
}

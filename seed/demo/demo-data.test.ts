import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hasValidThaiCheckDigit, ZLaserCodeSchema, ZPassportSchema } from '@mflow/contracts/rules/identity';
import { ZPasswordSchema } from '@mflow/contracts/rules/password';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS, DEMO_STAFF, DEMO_TRAINER, newTrainerPassword } from './demo-accounts';
import { REGISTRY_COMPANIES } from './registry-companies';
import { REGISTRY_PEOPLE } from './registry-people';
import { axleCountFits } from '@mflow/contracts/vehicle/vehicle-kinds';
import { normalisePlate, PLATE_TYPES, plateFitsType } from '@mflow/contracts/vehicle/plate';
import { REFERENCE_CODE } from '../../backend/src/services/vehicle/vehicle-rules';
import { allMasterLists } from '../master/all-lists';
import type { MasterItem } from '../master/types';
import { DEMO_VEHICLES } from './demo-vehicles';
import { REGISTRY_VEHICLES } from './registry-vehicles';

describe('demo registries', () => {
  it('has at least 30 Thai people with valid ID check digits and laser codes, and some foreigners with passports', () => {
    const thai = REGISTRY_PEOPLE.filter((person) => person.nationality === 'THA');
    expect(thai.length).toBeGreaterThanOrEqual(30);
    for (const person of thai) {
      expect(hasValidThaiCheckDigit(person.idNumber)).toBe(true);
      expect(ZLaserCodeSchema.safeParse(person.laserCode).success).toBe(true);
    }
    const foreign = REGISTRY_PEOPLE.filter((person) => person.nationality !== 'THA');
    expect(foreign.length).toBeGreaterThanOrEqual(3);
    for (const person of foreign) expect(ZPassportSchema.safeParse(person.idNumber).success).toBe(true);
    expect(new Set(REGISTRY_PEOPLE.map((person) => person.idNumber)).size).toBe(REGISTRY_PEOPLE.length);
  });

  it('has 10 companies with valid juristic numbers', () => {
    expect(REGISTRY_COMPANIES).toHaveLength(10);
    for (const company of REGISTRY_COMPANIES) expect(hasValidThaiCheckDigit(company.juristicId)).toBe(true);
  });

  it('gives the demo accounts passwords the portal itself would accept, and people who are in the registry', () => {
    expect(ZPasswordSchema.safeParse(DEMO_CUSTOMER_PASSWORD).success).toBe(true);
    expect(ZPasswordSchema.safeParse(DEMO_STAFF.password).success).toBe(true);
    for (const demo of DEMO_CUSTOMERS) {
      const inRegistry =
        demo.values.customerType === 'JURISTIC'
          ? REGISTRY_COMPANIES.some((company) => company.juristicId === demo.values.juristicId)
          : REGISTRY_PEOPLE.some((person) => person.idNumber === demo.values.idNumber && person.laserCode === demo.values.laserCode);
      expect(inRegistry).toBe(true);
    }
  });

  it('gives the demo trainer a fresh password each time, which the portal itself would accept', () => {
    expect(DEMO_TRAINER.roles).toContain('TRAINER');
    expect(DEMO_STAFF.roles).toEqual(['APPROVER']);
    const first = newTrainerPassword();
    expect(ZPasswordSchema.safeParse(first).success).toBe(true);
    expect(newTrainerPassword()).not.toBe(first);
  });
});

describe('demo vehicles and the land-transport registry', () => {
  let lists: Map<string, MasterItem[]>;

  beforeAll(async () => {
    lists = new Map((await allMasterLists()).map((list) => [list.name, list.items]));
  });

  const codes = (name: string) => (lists.get(name) ?? []).map((item) => item.code);

  it('holds vehicles that the portal itself would accept: plate of its type, codes from the master lists, axles of the class', () => {
    expect(REGISTRY_VEHICLES.length).toBeGreaterThanOrEqual(30);
    for (const vehicle of REGISTRY_VEHICLES) {
      expect(normalisePlate(vehicle.plateNumber)).toBe(vehicle.plateNumber);
      expect(plateFitsType(vehicle.plateNumber, vehicle.plateType)).toBe(true);
      expect(codes('provinces')).toContain(vehicle.provinceCode);
      expect(codes('vehiclebrands')).toContain(vehicle.brandCode);
      for (const colour of vehicle.colourCodes) expect(codes('colours')).toContain(colour);
      const type = lists.get('vehicletypes')?.find((item) => item.code === vehicle.vehicleTypeCode);
      expect(type?.extra?.vehicleClass).toBe(vehicle.categoryGroup);
      expect(axleCountFits(vehicle.categoryGroup, vehicle.axleCount)).toBe(true);
      expect(vehicle.chassisNumber).toMatch(/^[A-Z0-9]{17}$/);
    }
    expect(new Set(REGISTRY_VEHICLES.map((vehicle) => vehicle.chassisNumber)).size).toBe(REGISTRY_VEHICLES.length);
    expect(new Set(REGISTRY_VEHICLES.map((vehicle) => `${vehicle.plateNumber}|${vehicle.provinceCode}`)).size).toBe(
      REGISTRY_VEHICLES.length,
    );
  });

  it('has the special plate types of requirements/vehicles.md#vehicle-fields, and the master list names the same plate types as the contract', () => {
    for (const plateType of ['MILITARY', 'DIPLOMATIC', 'INTERNATIONAL_ORGANISATION', 'COMMERCIAL', 'PRIVATE']) {
      expect(REGISTRY_VEHICLES.some((vehicle) => vehicle.plateType === plateType)).toBe(true);
    }
    expect(codes('platetypes')).toEqual([...PLATE_TYPES]);
  });

  it('registers vehicles to registry people and companies with valid numbers', () => {
    for (const vehicle of REGISTRY_VEHICLES) {
      if (vehicle.ownerType === 'COMPANY' || /^\d{13}$/.test(vehicle.ownerId)) expect(hasValidThaiCheckDigit(vehicle.ownerId)).toBe(true);
      if (vehicle.ownerType === 'PERSON') expect(REGISTRY_PEOPLE.some((person) => person.idNumber === vehicle.ownerId)).toBe(true);
    }
  });

  it('gives the demo individual two ACTIVE vehicles and the demo company a fleet of at least eight, one WAIT and one REJECTED, each its own in the registry', () => {
    const of = (email: string) => DEMO_VEHICLES.filter((vehicle) => vehicle.email === email);
    expect(of('somchai@mflow.local').map((vehicle) => vehicle.status)).toEqual(['ACTIVE', 'ACTIVE']);
    const fleet = of('siamlogistics@mflow.local');
    expect(fleet.length).toBeGreaterThanOrEqual(8);
    expect(fleet.filter((vehicle) => vehicle.status === 'WAIT')).toHaveLength(1);
    expect(fleet.filter((vehicle) => vehicle.status === 'REJECTED')).toHaveLength(1);
    for (const demo of DEMO_VEHICLES) {
      const account = DEMO_CUSTOMERS.find((customer) => customer.email === demo.email);
      const registered = REGISTRY_VEHICLES.find(
        (vehicle) => vehicle.plateNumber === demo.plateNumber && vehicle.provinceCode === demo.provinceCode,
      );
      expect(registered?.ownerId).toBe(account?.values.idNumber ?? account?.values.juristicId);
      expect(demo.referenceCode).toMatch(REFERENCE_CODE);
    }
    expect(new Set(DEMO_VEHICLES.map((vehicle) => vehicle.referenceCode)).size).toBe(DEMO_VEHICLES.length);
  });
});

describe("the README's demo vehicles", () => {
  it('quote each registry vehicle with its own province and chassis characters', () => {
    const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Demo vehicles'), readme.indexOf('## Running on a server'));
    const rows = section.split('\n').filter((line) => /^\| `[^`]+`/.test(line) || /^\| [^|]+ \| `[^`]+` \| \d\d/.test(line));
    expect(rows.length).toBeGreaterThanOrEqual(25);
    for (const row of rows) {
      const cells = row.split('|').map((cell) => cell.trim());
      const plateCell = cells.find((cell) => cell.startsWith('`')) ?? '';
      const plate = /`([^`]+)`/.exec(plateCell)?.[1] ?? '';
      const province = /^(\d\d)\b/.exec(cells[cells.indexOf(plateCell) + 1] ?? '')?.[1];
      const last5 = /`([A-Z0-9]{5})`/.exec(cells[cells.indexOf(plateCell) + 2] ?? '')?.[1];
      const registered = REGISTRY_VEHICLES.find((vehicle) => vehicle.plateNumber === plate && vehicle.provinceCode === province);
      expect({ plate, last5: registered?.chassisNumber.slice(-5) }).toEqual({ plate, last5 });
    }
  });
});

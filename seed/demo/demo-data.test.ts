import { hasValidThaiCheckDigit, ZLaserCodeSchema, ZPassportSchema } from '@mflow/contracts/rules/identity';
import { ZPasswordSchema } from '@mflow/contracts/rules/password';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS, DEMO_STAFF, DEMO_TRAINER, newTrainerPassword } from './demo-accounts';
import { REGISTRY_COMPANIES } from './registry-companies';
import { REGISTRY_PEOPLE } from './registry-people';

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

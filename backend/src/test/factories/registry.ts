import {
  addSimulatedCompanies,
  addSimulatedPeople,
  type TSimulatedCompany,
  type TSimulatedPerson,
} from '../../services/registry/registry.simulated';
import type { TTestApp } from '../test-app';
import { digits, letters, newJuristicId, newThaiId } from './identities';

export type TPerson = Required<
  Pick<TSimulatedPerson, 'idNumber' | 'nationality' | 'titleCode' | 'firstNameEn' | 'lastNameEn' | 'birthDate' | 'gender'>
> &
  Pick<TSimulatedPerson, 'laserCode' | 'firstNameTh' | 'lastNameTh'>;

/** A Thai person in the simulated population registry, with a valid ID and laser code. */
export async function createRegistryPerson(t: TTestApp, overrides: Partial<TPerson> = {}): Promise<TPerson> {
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
  await addSimulatedPeople({ db: t.db, people: [person] });
  return person;
}

/** What the portal sends to verifyIndividual for this person, with the Thai or the English name. */
export function identityCheckBody(person: TPerson, names: 'TH' | 'EN' = 'TH') {
  return {
    nationality: 'THA',
    idNumber: person.idNumber,
    laserCode: person.laserCode,
    firstName: names === 'TH' ? person.firstNameTh : person.firstNameEn,
    lastName: names === 'TH' ? person.lastNameTh : person.lastNameEn,
    birthDate: person.birthDate,
  };
}

/** A trading company in the simulated company registry. */
export async function createRegistryCompany(t: TTestApp, overrides: Partial<TSimulatedCompany> = {}) {
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
  await addSimulatedCompanies({ db: t.db, companies: [company] });
  return company;
}

import { eq } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { THAI_NATIONALITY } from '@mflow/contracts/rules/identity';
import { registryCompanies, registryPeople } from './registry.schema';

/** Names are compared as people type them: case, surrounding and repeated spaces, and Unicode forms do not matter. */
export function normaliseName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export type TPersonToCheck = {
  nationality: string;
  idNumber: string;
  laserCode?: string | undefined;
  firstName: string;
  lastName: string;
  birthDate: string;
};

/**
 * SPEC 5 "Identity": the ID number, the back-of-card code (Thai cards), the name (in Thai or in
 * English, both parts from the same card) and the birth date must all match the registry. Any
 * mismatch gets the one SPEC 8 message, so the check cannot be used to learn which part was right.
 */
export async function verifyPerson({ db, person }: { db: TQueryable; person: TPersonToCheck }): Promise<void> {
  const [row] = await db.select().from(registryPeople).where(eq(registryPeople.idNumber, person.idNumber.toUpperCase()));
  const first = normaliseName(person.firstName);
  const last = normaliseName(person.lastName);
  const nameMatches = (firstName: string | null, lastName: string | null) =>
    firstName !== null && lastName !== null && normaliseName(firstName) === first && normaliseName(lastName) === last;
  const matches =
    row !== undefined &&
    row.nationality === person.nationality &&
    (person.nationality !== THAI_NATIONALITY || row.laserCode === person.laserCode?.toUpperCase()) &&
    (nameMatches(row.firstNameTh, row.lastNameTh) || nameMatches(row.firstNameEn, row.lastNameEn)) &&
    row.birthDate === person.birthDate;
  if (!matches) throw new AppError('ERR_REG_0001');
}

export type TRegisteredCompany = { juristicId: string; nameTh: string; nameEn: string; juristicType: string; registeredOn: string };

/** The company must be in the register and still trading; a name, when given, must be its Thai or English name. */
export async function verifyCompany(options: { db: TQueryable; juristicId: string; juristicName?: string | undefined }): Promise<TRegisteredCompany> {
  const { db, juristicId, juristicName } = options;
  const [row] = await db.select().from(registryCompanies).where(eq(registryCompanies.juristicId, juristicId));
  if (!row) throw new AppError('ERR_REG_0002');
  if (juristicName !== undefined && ![row.nameTh, row.nameEn].some((name) => normaliseName(name) === normaliseName(juristicName))) {
    throw new AppError('ERR_REG_0002');
  }
  if (row.status !== 'ACTIVE') throw new AppError('ERR_REG_0003');
  return { juristicId: row.juristicId, nameTh: row.nameTh, nameEn: row.nameEn, juristicType: row.juristicType, registeredOn: row.registeredOn };
}

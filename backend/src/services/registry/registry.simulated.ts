import { eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { THAI_NATIONALITY } from '@mflow/contracts/rules/identity';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { TPlateKey, TRegisteredVehicle, TRegistries, TVehicleRegistry } from '../../platform/ports';
import { registryCompanies, registryPeople, registryVehicles } from './registry.schema';

/** Names are compared as people type them: case, surrounding and repeated spaces, and Unicode forms do not matter. */
function normaliseName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

function toRegisteredVehicle(row: typeof registryVehicles.$inferSelect): TRegisteredVehicle {
  const { ownerType, ownerId, ownerName, ownerAddress, ...vehicle } = row;
  return { ...vehicle, owner: { type: ownerType, id: ownerId, name: ownerName, address: ownerAddress } };
}

/**
 * The land-transport registry of the simulated world. A fleet file asks for hundreds of plates:
 * they are looked up in one query, not one query a plate.
 */
function createSimulatedVehicleRegistry(db: TQueryable): TVehicleRegistry {
  const findVehicles = async (keys: TPlateKey[]): Promise<TRegisteredVehicle[]> => {
    if (keys.length === 0) return [];
    // One JSON parameter however many plates, where a list of OR terms would grow with the file.
    const pairs = JSON.stringify(keys.map((key) => ({ p: normalisePlate(key.plateNumber), r: key.provinceCode })));
    const rows = await db
      .select()
      .from(registryVehicles)
      .where(
        sql`(${registryVehicles.plateNumber}, ${registryVehicles.provinceCode}) in (select p, r from json_to_recordset(${pairs}::json) as k(p text, r text))`,
      );
    return rows.map(toRegisteredVehicle);
  };
  return {
    findVehicles,
    async findVehicle(key) {
      const [found] = await findVehicles([key]);
      return found;
    },
  };
}

/**
 * The population, company and vehicle registries of the simulated world, kept in this database
 * and seeded with demo people, companies and vehicles. They answer as the real registries are
 * specified to: one message for any mismatch of a person, so the check cannot be used to learn
 * which part was right.
 */
export function createSimulatedRegistries({ db }: { db: TQueryable }): TRegistries {
  return {
    population: {
      async verifyPerson(person) {
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
      },
    },
    company: {
      async verifyCompany({ juristicId, juristicName }) {
        const [row] = await db.select().from(registryCompanies).where(eq(registryCompanies.juristicId, juristicId));
        if (!row) throw new AppError('ERR_REG_0002');
        if (juristicName !== undefined && ![row.nameTh, row.nameEn].some((name) => normaliseName(name) === normaliseName(juristicName))) {
          throw new AppError('ERR_REG_0002');
        }
        if (row.status !== 'ACTIVE') throw new AppError('ERR_REG_0003');
        return {
          juristicId: row.juristicId,
          nameTh: row.nameTh,
          nameEn: row.nameEn,
          juristicType: row.juristicType,
          registeredOn: row.registeredOn,
        };
      },
    },
    vehicle: createSimulatedVehicleRegistry(db),
  };
}

export type TSimulatedPerson = typeof registryPeople.$inferInsert;
export type TSimulatedCompany = typeof registryCompanies.$inferInsert;

/** Puts people into the simulated population registry (demo data, tests); people already there are left as they are. */
export async function addSimulatedPeople({ db, people }: { db: TQueryable; people: TSimulatedPerson[] }): Promise<void> {
  if (people.length > 0) await db.insert(registryPeople).values(people).onConflictDoNothing();
}

/** Puts companies into the simulated company registry (demo data, tests); companies already there are left as they are. */
export async function addSimulatedCompanies({ db, companies }: { db: TQueryable; companies: TSimulatedCompany[] }): Promise<void> {
  if (companies.length > 0) await db.insert(registryCompanies).values(companies).onConflictDoNothing();
}

export type TSimulatedVehicle = typeof registryVehicles.$inferInsert;

/** Puts vehicles into the simulated land-transport registry (demo data, tests), plates in canonical spelling; plates already there are left as they are. */
export async function addSimulatedVehicles({ db, vehicles }: { db: TQueryable; vehicles: TSimulatedVehicle[] }): Promise<void> {
  if (vehicles.length === 0) return;
  await db
    .insert(registryVehicles)
    .values(vehicles.map((vehicle) => ({ ...vehicle, plateNumber: normalisePlate(vehicle.plateNumber) })))
    .onConflictDoNothing();
}

import { randomInt } from 'node:crypto';
import { AXLES_OF_CATEGORY_GROUP, CATEGORY_GROUPS, type TCategoryGroup } from '@mflow/contracts/vehicle/vehicle-kinds';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import { openDatabase } from '../../platform/db/database';
import { hashSecret } from '../../services/credentials/passwords';
import type { Pool } from 'pg';
import { insertCustomer } from '../../services/customer/customer-records';
import { addSimulatedVehicles, type TSimulatedVehicle } from '../../services/registry/registry.simulated';
import { changeStatus, freshReferenceCodes, insertVehicle } from '../../services/vehicle/vehicle-records';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS } from '../../../../seed/demo/demo-accounts';
import type { TPersonSpec } from './world-schema';
import * as schema from '../../../../db/schema';

/** `later`: in the land-transport registry as the member's, under this chassis number, but not yet the member's vehicle. */
type TVehicleOfPerson = { plate: string; province: string; class: number | undefined; later: { chassisNumber: string } | undefined };
export type TPerson = { name: string; email: string; password: string; vehicles: Record<string, TVehicleOfPerson> };

function withCheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

/**
 * The demo customers' password as the seed hashed it: new members share it, and a bcrypt hash of
 * their own would cost each file a few hundred milliseconds of the runner's time.
 */
async function demoPasswordHash(pool: Pool): Promise<string> {
  const email = DEMO_CUSTOMERS[0]?.email ?? '';
  const seeded = await pool.query<{ password_hash: string }>('SELECT password_hash FROM customer WHERE lower(email) = lower($1)', [email]);
  return seeded.rows[0]?.password_hash ?? hashSecret(DEMO_CUSTOMER_PASSWORD);
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const chassisNumber = () => Array.from({ length: 17 }, () => VIN_CHARACTERS[randomInt(VIN_CHARACTERS.length)]).join('');

/** A vehicle type of the master list for each toll class, as the registry files a car, a 6-wheel and a 10-wheel truck. */
const REGISTERED_AS: Record<TCategoryGroup, Pick<TSimulatedVehicle, 'vehicleTypeCode' | 'brandCode'>> = {
  C1: { vehicleTypeCode: 'RY1', brandCode: 'TOYOTA' },
  C2: { vehicleTypeCode: 'TRUCK_6W', brandCode: 'ISUZU' },
  C3: { vehicleTypeCode: 'TRUCK_10W', brandCode: 'HINO' },
};

const categoryGroupOf = (vehicle: TVehicleOfPerson): TCategoryGroup => CATEGORY_GROUPS[(vehicle.class ?? 1) - 1] ?? 'C1';

function vehiclesOf(spec: TPersonSpec): Record<string, TVehicleOfPerson> {
  return Object.fromEntries(
    Object.entries(spec.vehicles).map(([name, vehicle]) => [
      name,
      {
        plate: normalisePlate(vehicle.plate),
        province: vehicle.province,
        class: vehicle.class,
        later: vehicle.added === 'later' ? { chassisNumber: chassisNumber() } : undefined,
      },
    ]),
  );
}

/** The land-transport registry's rows of the member's vehicles added later, owned by the member. */
function registryRowsOf(vehicles: TVehicleOfPerson[], owner: { idNumber: string; name: string }): TSimulatedVehicle[] {
  return vehicles.flatMap((vehicle) => {
    if (!vehicle.later) return [];
    const categoryGroup = categoryGroupOf(vehicle);
    return [
      {
        plateNumber: vehicle.plate,
        provinceCode: vehicle.province,
        plateType: 'PRIVATE' as const,
        chassisNumber: vehicle.later.chassisNumber,
        ...REGISTERED_AS[categoryGroup],
        colourCodes: ['WHITE'],
        categoryGroup,
        axleCount: AXLES_OF_CATEGORY_GROUP[categoryGroup].min,
        ownerType: 'PERSON' as const,
        ownerId: owner.idNumber,
        ownerName: owner.name,
      },
    ];
  });
}

/**
 * The scenario's people on its fresh database, before the backend starts: demo accounts are
 * already there (seeded); a new member is written through the customer and vehicle modules as an
 * approved member whose vehicles are ACTIVE from the scenario's start, as if registered before it.
 * A vehicle added later goes into the land-transport registry instead, as the member's, so that
 * the add-vehicle API's registry check takes it when an addVehicle step adds it.
 */
export async function preparePeople({
  databaseUrl,
  people,
  start,
}: {
  databaseUrl: string;
  people: Record<string, TPersonSpec>;
  start: Date;
}): Promise<Record<string, TPerson>> {
  const prepared: Record<string, TPerson> = {};
  const fresh = Object.entries(people).flatMap(([name, spec]) => ('member' in spec ? [{ name, spec }] : []));
  for (const [name, spec] of Object.entries(people)) {
    if ('account' in spec) prepared[name] = { name, email: spec.account, password: DEMO_CUSTOMER_PASSWORD, vehicles: vehiclesOf(spec) };
  }
  if (fresh.length === 0) return prepared;
  const database = openDatabase({ url: databaseUrl, poolSize: 1, schema });
  try {
    const passwordHash = await demoPasswordHash(database.pool);
    const system = { by: 'SYSTEM' as const, byId: null };
    for (const { name, spec } of fresh) {
      const email = spec.member.email ?? `${name.toLowerCase()}@scenario.mflow.local`;
      const idNumber = withCheckDigit(`${randomInt(1, 9)}${digits(11)}`);
      const customer = await insertCustomer({
        db: database.db,
        at: start,
        values: {
          referenceCode: `RSCN${digits(6)}`,
          customerType: 'INDIVIDUAL',
          status: 'ACTIVE',
          registrantType: 'OWNER',
          titleCode: 'MR',
          firstName: spec.member.firstName,
          lastName: spec.member.lastName,
          email,
          mobile: `08${digits(8)}`,
          passwordHash,
          notificationLanguage: 'EN',
          nationality: 'THA',
          idNumber,
          birthDate: '1990-01-31',
          gender: 'M',
          emailConfirmedAt: start,
        },
        addresses: [],
      });
      const vehicles = vehiclesOf(spec);
      const fromStart = Object.values(vehicles).filter((vehicle) => !vehicle.later);
      await addSimulatedVehicles({
        db: database.db,
        vehicles: registryRowsOf(Object.values(vehicles), { idNumber, name: `${spec.member.firstName} ${spec.member.lastName}` }),
      });
      const codes = await freshReferenceCodes({ db: database.db, count: fromStart.length });
      for (const [index, vehicle] of fromStart.entries()) {
        const categoryGroup = categoryGroupOf(vehicle);
        const added = await insertVehicle({
          db: database.db,
          values: {
            customerId: customer.id,
            plateNumber: vehicle.plate,
            provinceCode: vehicle.province,
            plateType: 'PRIVATE',
            chassisLast5: digits(5),
            ownerFlag: 'OWN',
            vehicleTypeCode: 'RY1',
            brandCode: 'TOYOTA',
            brandOther: null,
            colourCodes: ['WHITE'],
            colourOther: null,
            categoryGroup,
            axleCount: AXLES_OF_CATEGORY_GROUP[categoryGroup].min,
            source: 'FLEET_IMPORT',
          },
          referenceCode: codes[index] ?? '',
          documents: [],
          at: start,
          change: system,
        });
        await changeStatus({ db: database.db, vehicle: added, status: 'ACTIVE', at: start, change: system });
      }
      prepared[name] = { name, email, password: DEMO_CUSTOMER_PASSWORD, vehicles };
    }
  } finally {
    await database.pool.end();
  }
  return prepared;
}

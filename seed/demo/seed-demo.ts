import type { Logger } from 'pino';
import { isSettableClock, type Clock } from '../../backend/src/platform/clock';
import type { TQueryable } from '../../backend/src/platform/db/database';
import { findSeedRun, recordSeedRun } from '../../backend/src/services/master/master.service';
import { addSimulatedCompanies, addSimulatedPeople, addSimulatedVehicles } from '../../backend/src/services/registry/registry.simulated';
import { seedDemoAccounts, seedDemoCaseOfficer, seedDemoEditor, seedDemoStaffRoles, seedDemoTrainer } from './demo-accounts';
import { seedDemoVehicles } from './demo-vehicles';
import { REGISTRY_COMPANIES } from './registry-companies';
import { REGISTRY_PEOPLE } from './registry-people';
import { REGISTRY_VEHICLES } from './registry-vehicles';

const DEMO_ACCOUNTS_SEED = 'demo-accounts';
/** Apart from the other accounts, so that data from before staff roles gets the trainer too. */
const DEMO_TRAINER_SEED = 'demo-trainer';
/** A seed of its own, so that a database made before vehicles existed gets the demo vehicles on its next start. */
const DEMO_VEHICLES_SEED = 'demo-vehicles';
/** Apart too, so that a database made before content editing gets the editor on its next start. */
const DEMO_EDITOR_SEED = 'demo-editor';
/** Apart as well: a database made before the operations, call-centre and admin roles gets them on its next start. */
const DEMO_STAFF_ROLES_SEED = 'demo-staff-roles';
/** The case officer, a seed of its own: installations that ran the staff roles' seed before it get it too. */
const DEMO_CASE_OFFICER_SEED = 'demo-case-officer';

/**
 * The simulated registries and the demo accounts belong to the simulated world: they are loaded
 * only when the clock is simulated (SIMULATION=true), never into a production database, where a
 * reviewer account with a published password would be a way in.
 *
 * Registry rows missing from the database are added on every start (new releases may add people
 * or vehicles); the demo accounts and their vehicles are created once, so that what trainers do
 * with them (close one, change a password, delete a vehicle) survives a restart.
 */
export async function seedDemoData({ db, clock, logger }: { db: TQueryable; clock: Clock; logger: Logger }): Promise<void> {
  if (!isSettableClock(clock)) return;
  await addSimulatedPeople({ db, people: [...REGISTRY_PEOPLE] });
  await addSimulatedCompanies({ db, companies: [...REGISTRY_COMPANIES] });
  await addSimulatedVehicles({ db, vehicles: [...REGISTRY_VEHICLES] });
  if (!(await findSeedRun({ db, name: DEMO_TRAINER_SEED }))) {
    await seedDemoTrainer({ db, clock, logger });
    await recordSeedRun({ db, clock, name: DEMO_TRAINER_SEED, checksum: 'once' });
  }
  if (!(await findSeedRun({ db, name: DEMO_EDITOR_SEED }))) {
    await seedDemoEditor({ db, clock });
    await recordSeedRun({ db, clock, name: DEMO_EDITOR_SEED, checksum: 'once' });
  }
  if (!(await findSeedRun({ db, name: DEMO_STAFF_ROLES_SEED }))) {
    await seedDemoStaffRoles({ db, clock, logger });
    await recordSeedRun({ db, clock, name: DEMO_STAFF_ROLES_SEED, checksum: 'once' });
  }
  if (!(await findSeedRun({ db, name: DEMO_CASE_OFFICER_SEED }))) {
    await seedDemoCaseOfficer({ db, clock });
    await recordSeedRun({ db, clock, name: DEMO_CASE_OFFICER_SEED, checksum: 'once' });
  }
  if (!(await findSeedRun({ db, name: DEMO_ACCOUNTS_SEED }))) {
    await seedDemoAccounts({ db, clock });
    await recordSeedRun({ db, clock, name: DEMO_ACCOUNTS_SEED, checksum: 'once' });
    logger.info({ people: REGISTRY_PEOPLE.length, companies: REGISTRY_COMPANIES.length }, 'demo registries and accounts loaded');
  }
  if (!(await findSeedRun({ db, name: DEMO_VEHICLES_SEED }))) {
    const vehicles = await seedDemoVehicles({ db, clock });
    await recordSeedRun({ db, clock, name: DEMO_VEHICLES_SEED, checksum: 'once' });
    logger.info({ registryVehicles: REGISTRY_VEHICLES.length, vehicles }, 'demo vehicles loaded');
  }
}

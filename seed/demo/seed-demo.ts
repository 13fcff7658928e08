import type { Logger } from 'pino';
import { isSettableClock, type Clock } from '../../backend/src/platform/clock';
import type { TQueryable } from '../../backend/src/platform/db/database';
import { findSeedRun, recordSeedRun } from '../../backend/src/services/master/master.service';
import { addSimulatedCompanies, addSimulatedPeople } from '../../backend/src/services/registry/registry.simulated';
import { seedDemoAccounts, seedDemoTrainer } from './demo-accounts';
import { REGISTRY_COMPANIES } from './registry-companies';
import { REGISTRY_PEOPLE } from './registry-people';

const DEMO_ACCOUNTS_SEED = 'demo-accounts';
/** Apart from the other accounts, so that data from before staff roles gets the trainer too. */
const DEMO_TRAINER_SEED = 'demo-trainer';

/**
 * The simulated registries and the demo accounts belong to the simulated world: they are loaded
 * only when the clock is simulated (SIMULATION=true), never into a production database, where a
 * reviewer account with a published password would be a way in.
 *
 * Registry rows missing from the database are added on every start (new releases may add people);
 * the demo accounts are created once, so that what trainers do with them (close one, change a
 * password) survives a restart.
 */
export async function seedDemoData({ db, clock, logger }: { db: TQueryable; clock: Clock; logger: Logger }): Promise<void> {
  if (!isSettableClock(clock)) return;
  await addSimulatedPeople({ db, people: [...REGISTRY_PEOPLE] });
  await addSimulatedCompanies({ db, companies: [...REGISTRY_COMPANIES] });
  if (!(await findSeedRun({ db, name: DEMO_TRAINER_SEED }))) {
    await seedDemoTrainer({ db, clock, logger });
    await recordSeedRun({ db, clock, name: DEMO_TRAINER_SEED, checksum: 'once' });
  }
  if (await findSeedRun({ db, name: DEMO_ACCOUNTS_SEED })) return;
  await seedDemoAccounts({ db, clock });
  await recordSeedRun({ db, clock, name: DEMO_ACCOUNTS_SEED, checksum: 'once' });
  logger.info({ people: REGISTRY_PEOPLE.length, companies: REGISTRY_COMPANIES.length }, 'demo registries and accounts loaded');
}

import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { isSettableClock, type Clock } from '../../backend/src/platform/clock';
import type { TQueryable } from '../../backend/src/platform/db/database';
import { registryCompanies, registryPeople } from '../../backend/src/services/registry/registry.schema';
import { seedRuns } from '../../backend/src/services/master/master.schema';
import { seedDemoAccounts } from './demo-accounts';
import { REGISTRY_COMPANIES } from './registry-companies';
import { REGISTRY_PEOPLE } from './registry-people';

const DEMO_ACCOUNTS_SEED = 'demo-accounts';

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
  await db.insert(registryPeople).values([...REGISTRY_PEOPLE]).onConflictDoNothing();
  await db.insert(registryCompanies).values([...REGISTRY_COMPANIES]).onConflictDoNothing();
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_ACCOUNTS_SEED));
  if (done) return;
  await seedDemoAccounts({ db, clock });
  await db.insert(seedRuns).values({ name: DEMO_ACCOUNTS_SEED, checksum: 'once', appliedAt: clock.now() });
  logger.info({ people: REGISTRY_PEOPLE.length, companies: REGISTRY_COMPANIES.length }, 'demo registries and accounts loaded');
}

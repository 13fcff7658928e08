import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import * as schema from '../db/schema';
import type { Clock } from '../backend/src/platform/clock';
import { ADVISORY_LOCKS, withAdvisoryLock } from '../backend/src/platform/db/migrate';
import { ensureDefaultSettings, findSeedRun, recordSeedRun, replaceMasterItems } from '../backend/src/services/master/master.service';
import { seedHolidays } from '../backend/src/services/master/holiday-calendar';
import { upsertTollNetwork } from '../backend/src/services/toll/toll-network';
import { upsertCentres } from '../backend/src/services/appointments/appointment-records';
import { seedContent } from './content/seed-content';
import { seedDemoData } from './demo/seed-demo';
import { allMasterLists } from './master/all-lists';
import { SEEDED_HOLIDAY_YEARS, thaiPublicHolidays } from './master/public-holidays';
import { TOLL_NETWORK } from './master/toll-network';
import { SERVICE_CENTRES } from './master/service-centres';
import { complaintTopics, complaintTypes } from './master/service-lists';
import { seedComplaintLists } from '../backend/src/services/cases/complaints/complaint-lists';

const MASTER_SEED = 'master-data';

const MASTER_SOURCES = path.join(__dirname, 'master');

/**
 * Fingerprints the master data by its sources (the list modules and the address dataset's
 * version) rather than by the built lists, because building the address lists takes seconds and a
 * normal start should not pay that just to find nothing changed.
 */
function masterDataChecksum(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MASTER_SOURCES)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MASTER_SOURCES, file)));
  }
  hash.update(readFileSync(require.resolve('thai-address-universal/package.json')));
  return hash.digest('hex');
}

/**
 * Loads master data, the default settings, the toll plazas and gantries, the service centres and the first content. Master lists are
 * replaced whole when their content changed since the last load (a new dataset release) and left
 * alone otherwise; operator settings are only ever added when missing. Runs under an advisory lock so parallel starts load once.
 */
export async function seedDatabase(options: { pool: Pool; clock: Clock; logger: Logger }): Promise<void> {
  const { pool, clock, logger } = options;
  const checksum = masterDataChecksum();
  await withAdvisoryLock(pool, ADVISORY_LOCKS.seed, async (client) => {
    const db = drizzle(client, { schema, casing: 'snake_case' });
    await db.transaction(async (tx) => {
      const previous = await findSeedRun({ db: tx, name: MASTER_SEED });
      if (previous?.checksum !== checksum) {
        const lists = await allMasterLists();
        const rows = lists.flatMap((list) =>
          list.items.map((item, index) => ({
            listName: list.name,
            code: item.code,
            nameTh: item.nameTh,
            nameEn: item.nameEn,
            parentCode: item.parentCode ?? null,
            extra: item.extra ?? null,
            sortOrder: index,
          })),
        );
        await replaceMasterItems({ db: tx, rows });
        // Added only where the calendar has no holiday on the date: what operations entered stays theirs.
        await seedHolidays({ db: tx, rows: SEEDED_HOLIDAY_YEARS.flatMap((year) => thaiPublicHolidays(year)), at: clock.now() });
        await recordSeedRun({ db: tx, clock, name: MASTER_SEED, checksum });
        logger.info({ lists: lists.length, items: rows.length }, 'master data loaded');
      }
      await ensureDefaultSettings({ db: tx, clock });
      // The road's reference data is written every start, not only when the master checksum
      // changes: it is a handful of rows, and an upsert keeps them equal to the data either way.
      await upsertTollNetwork({ db: tx, plazas: TOLL_NETWORK });
      await upsertCentres({ db: tx, centres: SERVICE_CENTRES });
      // Added where missing only: the back-office keeps the complaint lists from there.
      await seedComplaintLists({ db: tx, lists: { TOPIC: complaintTopics.items, TYPE: complaintTypes.items } });
      await seedContent({ db: tx, clock, logger });
      await seedDemoData({ db: tx, clock, logger });
    });
  });
}

import { createFixedClock } from '../../platform/clock';
import { openDatabase } from '../../platform/db/database';
import { createStaffUser } from '../../services/staff/staff.service';
import { DEMO_STAFF } from '../../../../seed/demo/demo-accounts';
import type { TScenario } from './loader';
import type { TStaffSpec } from './world-schema';
import * as schema from '../../../../db/schema';

/** The officer a `decide`, `decideAppeal` or `attend` step without `by` acts as. */
export const DEFAULT_OFFICER = 'officer';

export type TOfficer = { name: string; email: string; password: string };

const emailOf = (name: string) => `${name.toLowerCase()}@staff.scenario.mflow.local`;

/** The staff a file's steps name, and the default officer when a step of an officer's names none. */
export function staffOf(scenario: Pick<TScenario, 'staff' | 'steps'>): TStaffSpec {
  const unnamed = scenario.steps.some(
    ({ action }) =>
      (action.verb === 'decide' || action.verb === 'decideAppeal' || action.verb === 'attend') && action.spec.by === undefined,
  );
  if (!unnamed || DEFAULT_OFFICER in scenario.staff) return scenario.staff;
  return { ...scenario.staff, [DEFAULT_OFFICER]: { role: 'CASE_OFFICER' } };
}

/**
 * The file's back-office staff, written as the seed writes its staff (no API makes a staff user
 * without an admin's session): each with the demo reviewer's password, signed in by a `decide`.
 */
export async function prepareStaff({
  databaseUrl,
  staff,
  start,
}: {
  databaseUrl: string;
  staff: TStaffSpec;
  start: Date;
}): Promise<Record<string, TOfficer>> {
  const entries = Object.entries(staff);
  if (entries.length === 0) return {};
  const database = openDatabase({ url: databaseUrl, poolSize: 1, schema });
  const clock = createFixedClock(start);
  const prepared: Record<string, TOfficer> = {};
  try {
    for (const [name, spec] of entries) {
      const email = emailOf(name);
      await createStaffUser({
        db: database.db,
        clock,
        email,
        displayName: spec.displayName ?? `Scenario ${name}`,
        password: DEMO_STAFF.password,
        roles: [spec.role],
      });
      prepared[name] = { name, email, password: DEMO_STAFF.password };
    }
  } finally {
    await database.pool.end();
  }
  return prepared;
}

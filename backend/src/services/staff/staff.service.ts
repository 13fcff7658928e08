import { and, eq, sql } from 'drizzle-orm';
import type { TConfig } from '../../platform/app-config';
import { sessionIdleSeconds, type TSessionManager } from '../../platform/auth/sessions';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { assertNotLocked, clearFailures, recordFailure, throttleKeys, throttleSettings } from '../credentials/login-throttle';
import { hashSecret, verifySecret } from '../credentials/passwords';
import type { TErrorCode } from '../../platform/errors/error-catalogue';
import type { TStaff } from '@mflow/contracts/staff/staff.contract';
import { STAFF_PERMISSIONS, type TStaffPermission, type TStaffRole } from '@mflow/contracts/staff/staff-roles';
import { staffUsers } from './staff.schema';

type CreateStaffOptions = {
  db: TQueryable;
  clock: Clock;
  email: string;
  displayName: string;
  password: string;
  roles: readonly TStaffRole[];
};

/** Adds a back-office account (seeding and tests); an e-mail already present is left as it is and answers undefined. */
export async function createStaffUser({ db, clock, email, displayName, password, roles }: CreateStaffOptions): Promise<string | undefined> {
  const [created] = await db
    .insert(staffUsers)
    .values({
      email: email.trim().toLowerCase(),
      displayName,
      passwordHash: await hashSecret(password),
      status: 'ACTIVE',
      roles: [...roles],
      createdAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  return created?.id;
}

type StaffSignInOptions = { db: TDatabase; clock: Clock; config: TConfig; sessions: TSessionManager; email: string; password: string };

/** The customers' sign-in rules, for staff: one answer for unknown e-mail and wrong password, the same lock. */
export async function signInStaff({ db, clock, config, sessions, email, password }: StaffSignInOptions) {
  const address = email.trim().toLowerCase();
  const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.email, address));
  const key = staff ? throttleKeys.staff(staff.id) : throttleKeys.unknownStaff(address);
  await assertNotLocked({ db, clock, key, lockedError: 'ERR_AUTH_0021' });
  // Checked even when no account matched, so both answers cost the same time.
  const passwordMatches = await verifySecret(password, staff?.passwordHash);
  if (!staff || !passwordMatches) {
    return recordFailure({
      db,
      clock,
      key,
      settings: throttleSettings(config),
      lockedError: 'ERR_AUTH_0021',
      failure: new AppError('ERR_AUTH_0020'),
    });
  }
  await clearFailures({ db, key });
  if (staff.status !== 'ACTIVE') throw new AppError('ERR_AUTH_0027');
  const { token } = await sessions.open({ db, subjectType: 'STAFF', subjectId: staff.id });
  return { token, tokenType: 'Bearer' as const, expiresIn: sessionIdleSeconds(), ...toStaff(staff) };
}

/** The staff guard: the signed-in staff member, refused unless the account is still active. */
export async function getStaff({ db, staffId }: { db: TQueryable; staffId: string }): Promise<TStaff> {
  return toStaff(await activeStaffRow({ db, staffId }));
}

async function activeStaffRow({ db, staffId }: { db: TQueryable; staffId: string }) {
  const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  // The session outlived the account: treat it like any other invalid sign-in.
  if (!staff || staff.status !== 'ACTIVE') throw new AppError('ERR_AUTH_0005');
  return staff;
}

function toStaff(row: typeof staffUsers.$inferSelect): TStaff {
  return { staffId: row.id, email: row.email, displayName: row.displayName, roles: row.roles };
}

type RequireRoleOptions = { db: TQueryable; staffId: string; anyOf: readonly TStaffRole[]; refusal: TErrorCode };

/**
 * The staff guard with a role: the account must still be active and hold one of the roles, read
 * on every call, so taking a role away takes effect on open sessions too. `refusal` is the
 * caller's own 403, which can say what the role was needed for.
 */
export async function requireStaffRole({ db, staffId, anyOf, refusal }: RequireRoleOptions): Promise<TStaff> {
  const row = await activeStaffRow({ db, staffId });
  if (!row.roles.some((role) => anyOf.includes(role))) throw new AppError(refusal);
  return toStaff(row);
}

type RequirePermissionOptions = { db: TQueryable; staffId: string; permission: TStaffPermission; refusal?: TErrorCode };

/**
 * The staff guard for one part of the back-office (STAFF_PERMISSIONS): refused with the caller's
 * own 403 when given, else with the general "your role does not allow this".
 */
export function requireStaffPermission({ db, staffId, permission, refusal = 'ERR_STAFF_0004' }: RequirePermissionOptions): Promise<TStaff> {
  return requireStaffRole({ db, staffId, anyOf: STAFF_PERMISSIONS[permission], refusal });
}

/** Who decided, as the back office shows it; undefined for an account that no longer exists. */
export async function staffEmailOf({ db, staffId }: { db: TQueryable; staffId: string }): Promise<string | undefined> {
  const [staff] = await db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, staffId));
  return staff?.email;
}

/** The e-mail addresses of the active staff who hold a permission: whom a job tells (overdue cases go to case supervisors). */
export async function staffEmailsWith({ db, permission }: { db: TQueryable; permission: TStaffPermission }): Promise<string[]> {
  const roles: readonly string[] = STAFF_PERMISSIONS[permission];
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.status, 'ACTIVE'),
        sql`${staffUsers.roles} && ${sql.raw(`ARRAY[${roles.map((role) => `'${role}'`).join(', ')}]::text[]`)}`,
      ),
    );
  return rows.map((row) => row.email);
}

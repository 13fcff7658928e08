import { asc, eq } from 'drizzle-orm';
import type { TSessionManager } from '../../platform/auth/sessions';
import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TCreateStaffRequest, TStaffAccount, TUpdateStaffRequest } from '@mflow/contracts/staff/staff-accounts.contract';
import type { TStaffRole } from '@mflow/contracts/staff/staff-roles';
import { hashSecret } from '../credentials/passwords';
import { recordStaffAction } from '../audit/audit.service';
import { requireStaffPermission } from './staff.service';
import { staffUsers } from './staff.schema';

type TStaffRow = typeof staffUsers.$inferSelect;

type TAdmin = { db: TDatabase; clock: Clock; staffId: string };

function toAccount(row: TStaffRow): TStaffAccount {
  return {
    staffId: row.id,
    email: row.email,
    displayName: row.displayName,
    roles: row.roles,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account: everything but the password hash. */
function audited(row: TStaffRow) {
  return { email: row.email, displayName: row.displayName, roles: row.roles, status: row.status };
}

/**
 * An admin may not lock themself out: disabling their own account or dropping their own ADMIN
 * role would leave nobody able to undo it when they are the only admin.
 */
export function isSelfLockout({
  adminId,
  target,
  change,
}: {
  adminId: string;
  target: Pick<TStaffRow, 'id'>;
  change: { roles?: readonly TStaffRole[]; status?: string };
}): boolean {
  if (target.id !== adminId) return false;
  return change.status === 'DISABLED' || (change.roles !== undefined && !change.roles.includes('ADMIN'));
}

export async function listStaffAccounts({ db, staffId }: TAdmin): Promise<{ items: TStaffAccount[] }> {
  await requireStaffPermission({ db, staffId, permission: 'manageStaff' });
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.email));
  return { items: rows.map(toAccount) };
}

export async function createStaffAccount({
  db,
  clock,
  staffId,
  request,
}: TAdmin & { request: TCreateStaffRequest }): Promise<TStaffAccount> {
  const admin = await requireStaffPermission({ db, staffId, permission: 'manageStaff' });
  const passwordHash = await hashSecret(request.password);
  const at = clock.now();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staffUsers)
      .values({
        email: request.email.trim().toLowerCase(),
        displayName: request.displayName,
        passwordHash,
        status: 'ACTIVE',
        roles: request.roles,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('ERR_STAFF_0005');
    await recordStaffAction({
      db: tx,
      by: admin,
      action: { action: 'STAFF_CREATE', subjectType: 'STAFF', subjectId: created.id, before: null, after: audited(created), at },
    });
    return toAccount(created);
  });
}

type TUpdateOptions = TAdmin & { sessions: TSessionManager; targetId: string; request: TUpdateStaffRequest };

/** Changes an account's name, roles or status; disabling it ends its sessions at once. */
export async function updateStaffAccount({ db, clock, sessions, staffId, targetId, request }: TUpdateOptions): Promise<TStaffAccount> {
  const admin = await requireStaffPermission({ db, staffId, permission: 'manageStaff' });
  const at = clock.now();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, targetId)).for('update');
    if (!before) throw new AppError('ERR_STAFF_0006');
    if (isSelfLockout({ adminId: staffId, target: before, change: request })) throw new AppError('ERR_STAFF_0008');
    const [after] = await tx
      .update(staffUsers)
      .set({
        displayName: request.displayName ?? before.displayName,
        roles: request.roles ?? before.roles,
        status: request.status ?? before.status,
      })
      .where(eq(staffUsers.id, targetId))
      .returning();
    if (!after) throw new AppError('ERR_STAFF_0006');
    if (after.status === 'DISABLED' && before.status !== 'DISABLED') {
      await sessions.revokeAllFor({ db: tx, subjectType: 'STAFF', subjectId: targetId, reason: 'STAFF_DISABLED' });
    }
    await recordStaffAction({
      db: tx,
      by: admin,
      action: { action: 'STAFF_UPDATE', subjectType: 'STAFF', subjectId: targetId, before: audited(before), after: audited(after), at },
    });
    return toAccount(after);
  });
}

type TPasswordOptions = TAdmin & { sessions: TSessionManager; targetId: string; password: string };

/** Sets a new password (a forgotten one); the account's open sessions end, as after a customer's reset. */
export async function setStaffPassword({ db, clock, sessions, staffId, targetId, password }: TPasswordOptions): Promise<TStaffAccount> {
  const admin = await requireStaffPermission({ db, staffId, permission: 'manageStaff' });
  const passwordHash = await hashSecret(password);
  const at = clock.now();
  return db.transaction(async (tx) => {
    const [changed] = await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, targetId)).returning();
    if (!changed) throw new AppError('ERR_STAFF_0006');
    await sessions.revokeAllFor({ db: tx, subjectType: 'STAFF', subjectId: targetId, reason: 'PASSWORD_SET' });
    // The audit says that the password changed, never what to.
    await recordStaffAction({
      db: tx,
      by: admin,
      action: { action: 'STAFF_PASSWORD_SET', subjectType: 'STAFF', subjectId: targetId, before: null, after: null, at },
    });
    return toAccount(changed);
  });
}

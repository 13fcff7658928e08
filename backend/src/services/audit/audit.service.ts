import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { endOfBangkokDay, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import type { TStaff } from '@mflow/contracts/staff/staff.contract';
import type { TStaffAuditAction, TStaffAuditList, TStaffAuditQuery, TStaffAuditSubject } from '@mflow/contracts/staff/staff-audit.contract';
import { staffAudit } from './audit.schema';

/**
 * Who acted: the staff member the staff guard answered with (requireStaffPermission), so the entry
 * keeps the e-mail the account had when it acted. The guard sits above this module, which knows
 * nothing of staff accounts.
 */
export type TStaffActor = Pick<TStaff, 'staffId' | 'email'>;

export type TStaffAction = {
  action: TStaffAuditAction;
  subjectType: TStaffAuditSubject;
  subjectId: string;
  before: object | null | undefined;
  after: object | null | undefined;
  at: Date;
};

/**
 * Records one staff action. Call it with the transaction that makes the change: the change and
 * its record commit together or not at all, so there is no change nobody can account for.
 */
export async function recordStaffAction({ db, by, action }: { db: TQueryable; by: TStaffActor; action: TStaffAction }): Promise<void> {
  await db
    .insert(staffAudit)
    .values({ ...action, staffId: by.staffId, staffEmail: by.email, before: action.before ?? null, after: action.after ?? null });
}

/** Every recorded state is a JSON object or null (recordStaffAction is handed nothing else). */
function asState(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The audit log, newest first, narrowed by who, what, the subject and Bangkok days. */
export async function searchStaffAudit({ db, query }: { db: TQueryable; query: TStaffAuditQuery }): Promise<TStaffAuditList> {
  const condition = and(
    query.staffEmail ? eq(staffAudit.staffEmail, query.staffEmail.toLowerCase()) : undefined,
    query.action ? eq(staffAudit.action, query.action) : undefined,
    query.subjectId ? eq(staffAudit.subjectId, query.subjectId) : undefined,
    query.from ? gte(staffAudit.at, startOfBangkokDay(query.from)) : undefined,
    query.to ? lte(staffAudit.at, endOfBangkokDay(query.to)) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(staffAudit).where(condition);
  const rows = await db
    .select()
    .from(staffAudit)
    .where(condition)
    .orderBy(desc(staffAudit.at), desc(staffAudit.seq))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    items: rows.map((row) => ({
      seq: row.seq,
      at: row.at.toISOString(),
      staffId: row.staffId,
      staffEmail: row.staffEmail,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      before: asState(row.before),
      after: asState(row.after),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}

/** A subject's history, oldest first (tests and the content history). */
export function auditTrailOf({ db, subjectId }: { db: TQueryable; subjectId: string }) {
  return db.select().from(staffAudit).where(eq(staffAudit.subjectId, subjectId)).orderBy(staffAudit.seq);
}

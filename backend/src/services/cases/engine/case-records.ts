import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { caseNumberOf, caseNumberPeriodOf, type TCaseKind } from '@mflow/contracts/cases/case-numbers';
import {
  CASE_FIRST_STATUS,
  CLOSED_STATUSES,
  DEADLINE_MET_STATUSES,
  mayMove,
  type TCaseMover,
  type TCaseStatus,
} from '@mflow/contracts/cases/case-status';
import type { TCaseEventType } from '@mflow/contracts/cases/case.contract';
import { bangkokDateOf, type TIsoDate } from '@mflow/contracts/time/bangkok';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { caseAttachments, caseEvents, caseNumberCounters, caseRecords } from './case-engine.schema';

/*
 * The case engine's records (docs/decisions/0052-case-engine.md): numbering, the case row with its
 * status machine and version, the timeline and the attachments. Kind-agnostic: a kind's module
 * calls these inside its own transaction with its own tables.
 */

export type TCaseRow = typeof caseRecords.$inferSelect;
export type TCaseActorKind = (typeof caseEvents.$inferInsert)['actorKind'];

/**
 * The next number of a kind for the month of `at` (Bangkok): the counter row is created or raised
 * and read in one statement, which PostgreSQL serialises per row, so parallel filings never share a
 * number. A rolled-back filing gives its number back, which is fine: it was never shown.
 */
async function nextCaseNo({ db, kind, at }: { db: TQueryable; kind: TCaseKind; at: Date }): Promise<string> {
  const today = bangkokDateOf(at);
  const result = await db.execute<{ last: number }>(sql`
    insert into ${caseNumberCounters} (kind, period, last) values (${kind}, ${caseNumberPeriodOf(today)}, 1)
    on conflict (kind, period) do update set last = ${caseNumberCounters}.last + 1
    returning last`);
  const last = result.rows[0]?.last;
  if (last === undefined) throw new Error('the case number counter answered nothing');
  return caseNumberOf(kind, today, Number(last));
}

export type TNewCase = {
  kind: TCaseKind;
  customerId: string | null;
  visitor?: { name: string; email: string | null; mobile: string | null } | undefined;
  language: 'TH' | 'EN';
  summary: string;
  deadlineDate: TIsoDate;
  at: Date;
};

/** A new case in its kind's first status, numbered, with its FILED event. */
export async function openCase({
  db,
  kase,
  actor,
}: {
  db: TQueryable;
  kase: TNewCase;
  actor: { kind: TCaseActorKind; id: string | null };
}) {
  const first = CASE_FIRST_STATUS[kase.kind];
  if (!first) throw new Error(`no status machine for ${kase.kind}`);
  const caseNo = await nextCaseNo({ db, kind: kase.kind, at: kase.at });
  const [row] = await db
    .insert(caseRecords)
    .values({
      caseNo,
      kind: kase.kind,
      status: first,
      customerId: kase.customerId,
      visitorName: kase.visitor?.name ?? null,
      visitorEmail: kase.visitor?.email ?? null,
      visitorMobile: kase.visitor?.mobile ?? null,
      language: kase.language,
      summary: kase.summary,
      filedAt: kase.at,
      deadlineDate: kase.deadlineDate,
    })
    .returning();
  if (!row) throw new Error('the case row was not written');
  const eventId = await appendEvent({
    db,
    caseId: row.id,
    at: kase.at,
    actor,
    type: 'FILED',
    visibleToCustomer: true,
    data: { status: first, deadlineDate: kase.deadlineDate },
  });
  return { row, eventId };
}

export async function appendEvent(options: {
  db: TQueryable;
  caseId: string;
  at: Date;
  actor: { kind: TCaseActorKind; id: string | null };
  type: TCaseEventType;
  visibleToCustomer: boolean;
  data: Record<string, unknown>;
}): Promise<string> {
  const { db, caseId, at, actor, type, visibleToCustomer, data } = options;
  const [event] = await db
    .insert(caseEvents)
    .values({ caseId, at, actorKind: actor.kind, actorId: actor.id, type, visibleToCustomer, data })
    .returning({ id: caseEvents.id });
  if (!event) throw new Error('the case event was not written');
  return event.id;
}

/** Files the case holds from now on; the caller has claimed them from the file module. */
export async function attachFiles(options: {
  db: TQueryable;
  caseId: string;
  eventId: string;
  fileIds: readonly string[];
  addedBy: TCaseActorKind;
}) {
  const { db, caseId, eventId, fileIds, addedBy } = options;
  if (fileIds.length === 0) return;
  await db
    .insert(caseAttachments)
    .values(fileIds.map((fileId) => ({ caseId, eventId, fileId, addedBy })))
    .onConflictDoNothing();
}

/** A case by number, locked for the caller's change; not found is ERR_CASE_0001. */
export async function lockCase({ db, caseNo }: { db: TQueryable; caseNo: string }): Promise<TCaseRow> {
  const [row] = await db.select().from(caseRecords).where(eq(caseRecords.caseNo, caseNo)).for('update');
  if (!row) throw new AppError('ERR_CASE_0001');
  return row;
}

export async function findCase({ db, caseNo }: { db: TQueryable; caseNo: string }): Promise<TCaseRow | undefined> {
  const [row] = await db.select().from(caseRecords).where(eq(caseRecords.caseNo, caseNo));
  return row;
}

/**
 * Moves a locked case along its kind's machine (ERR_CASE_0003 when the machine has no such move),
 * raising its version; `seenVersion` is the version a staff member acted on: a case changed since
 * is ERR_CASE_0002, so of two officers deciding at once one wins and the other is told.
 */
export async function moveCase(options: {
  db: TQueryable;
  row: TCaseRow;
  to: TCaseStatus;
  by: TCaseMover;
  actor: { kind: TCaseActorKind; id: string | null };
  at: Date;
  seenVersion?: number | undefined;
  set?: Partial<
    Pick<TCaseRow, 'assignedStaffId' | 'decidedAt' | 'decisionReasonCode' | 'decisionText' | 'reopenCount' | 'deadlineDate' | 'overdueAt'>
  >;
  data?: Record<string, unknown>;
}): Promise<TCaseRow> {
  const { db, row, to, by, actor, at, seenVersion, set = {}, data = {} } = options;
  if (seenVersion !== undefined && seenVersion !== row.version) throw new AppError('ERR_CASE_0002');
  if (!mayMove(row.kind, row.status, to, by)) throw new AppError('ERR_CASE_0003', { status: row.status });
  const [moved] = await db
    .update(caseRecords)
    .set({ ...set, status: to, version: row.version + 1 })
    .where(eq(caseRecords.id, row.id))
    .returning();
  if (!moved) throw new AppError('ERR_CASE_0001');
  await appendEvent({ db, caseId: row.id, at, actor, type: 'STATUS', visibleToCustomer: true, data: { from: row.status, to, ...data } });
  return moved;
}

/** A change to a locked case that is not a move (an assignment): checks and raises the version. */
export async function touchCase(options: {
  db: TQueryable;
  row: TCaseRow;
  seenVersion: number;
  set: Partial<Pick<TCaseRow, 'assignedStaffId'>>;
}): Promise<TCaseRow> {
  const { db, row, seenVersion, set } = options;
  if (seenVersion !== row.version) throw new AppError('ERR_CASE_0002');
  const [touched] = await db
    .update(caseRecords)
    .set({ ...set, version: row.version + 1 })
    .where(eq(caseRecords.id, row.id))
    .returning();
  if (!touched) throw new AppError('ERR_CASE_0001');
  return touched;
}

export function eventsOf({ db, caseId, customerView }: { db: TQueryable; caseId: string; customerView: boolean }) {
  return db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.caseId, caseId), customerView ? eq(caseEvents.visibleToCustomer, true) : undefined))
    .orderBy(asc(caseEvents.at), asc(caseEvents.type));
}

export function attachmentsOf({ db, caseId }: { db: TQueryable; caseId: string }) {
  return db
    .select({ fileId: caseAttachments.fileId, addedBy: caseAttachments.addedBy })
    .from(caseAttachments)
    .where(eq(caseAttachments.caseId, caseId));
}

/** Undecided, of every kind: literals, as in the queue index's condition (case-engine.schema.ts), so the planner may use it. */
const OPEN = sql`${caseRecords.status} not in (${sql.raw(CLOSED_STATUSES.map((status) => `'${status}'`).join(', '))})`;
const DEADLINE_RUNNING = sql`${caseRecords.status} not in (${sql.raw(DEADLINE_MET_STATUSES.map((status) => `'${status}'`).join(', '))})`;

async function pageOf(db: TQueryable, where: SQL | undefined, order: SQL[], page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(caseRecords)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(caseRecords).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** A customer's own cases, newest first. */
export function casesOfCustomer(options: {
  db: TQueryable;
  customerId: string;
  kind?: TCaseKind | undefined;
  status?: TCaseStatus | undefined;
  page: number;
  pageSize: number;
}) {
  const { db, customerId, kind, status, page, pageSize } = options;
  const where = and(
    eq(caseRecords.customerId, customerId),
    kind ? eq(caseRecords.kind, kind) : undefined,
    status ? eq(caseRecords.status, status) : undefined,
  );
  return pageOf(db, where, [desc(caseRecords.filedAt), desc(caseRecords.caseNo)], page, pageSize);
}

/** The staff queue: undecided cases first by deadline, or any status asked for. */
export function caseQueue(options: {
  db: TQueryable;
  kind?: TCaseKind | undefined;
  status?: TCaseStatus | undefined;
  overdue?: boolean | undefined;
  assignedTo?: string | undefined;
  page: number;
  pageSize: number;
}) {
  const { db, kind, status, overdue, assignedTo, page, pageSize } = options;
  const where = and(
    status ? eq(caseRecords.status, status) : OPEN,
    kind ? eq(caseRecords.kind, kind) : undefined,
    overdue === undefined ? undefined : overdue ? isNotNull(caseRecords.overdueAt) : isNull(caseRecords.overdueAt),
    assignedTo ? eq(caseRecords.assignedStaffId, assignedTo) : undefined,
  );
  return pageOf(db, where, [asc(caseRecords.deadlineDate), asc(caseRecords.filedAt)], page, pageSize);
}

/**
 * The overdue job's step: undecided cases whose deadline day has ended by `at`, and not met in
 * the meantime (an RFID request contacted), are marked and get a
 * DEADLINE_PASSED event (staff only). Answers the cases marked, for the caller to tell supervisors.
 */
export async function markOverdueCases({ db, at }: { db: TQueryable; at: Date }): Promise<TCaseRow[]> {
  const today = bangkokDateOf(at);
  const marked = await db
    .update(caseRecords)
    .set({ overdueAt: at })
    .where(and(OPEN, DEADLINE_RUNNING, isNull(caseRecords.overdueAt), sql`${caseRecords.deadlineDate} < ${today}`))
    .returning();
  for (const row of marked) {
    await appendEvent({
      db,
      caseId: row.id,
      at,
      actor: { kind: 'SYSTEM', id: null },
      type: 'DEADLINE_PASSED',
      visibleToCustomer: false,
      data: { deadlineDate: row.deadlineDate },
    });
  }
  return marked;
}

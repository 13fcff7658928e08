import { and, asc, eq } from 'drizzle-orm';
import type { TComplaintListKind, TComplaintLists } from '@mflow/contracts/cases/complaint.contract';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { complaintListItems } from './complaints.schema';

type TListRow = typeof complaintListItems.$inferSelect;

const choiceOf = (row: TListRow) => ({ code: row.code, nameTh: row.nameTh, nameEn: row.nameEn, freeText: row.freeText });

/** The active topics and types, in the back-office's order: what the complaint form offers. */
export async function complaintChoices({ db }: { db: TQueryable }): Promise<TComplaintLists> {
  const rows = await db
    .select()
    .from(complaintListItems)
    .where(eq(complaintListItems.active, true))
    .orderBy(asc(complaintListItems.sortOrder), asc(complaintListItems.code));
  return {
    topics: rows.filter((row) => row.kind === 'TOPIC').map(choiceOf),
    types: rows.filter((row) => row.kind === 'TYPE').map(choiceOf),
  };
}

/** Every item, retired ones too, for the back-office's page. */
export function allComplaintListItems({ db }: { db: TQueryable }) {
  return db.select().from(complaintListItems).orderBy(asc(complaintListItems.kind), asc(complaintListItems.sortOrder));
}

/**
 * The choice a complaint names, active; its free text required when the choice asks for one
 * (ERR_CASE_0303), an unknown or retired choice ERR_CASE_0304.
 */
export async function checkedChoice(options: {
  db: TQueryable;
  kind: TComplaintListKind;
  code: string;
  text: string | undefined;
}): Promise<{ code: string; text: string | null }> {
  const { db, kind, code, text } = options;
  const [row] = await db
    .select()
    .from(complaintListItems)
    .where(and(eq(complaintListItems.kind, kind), eq(complaintListItems.code, code), eq(complaintListItems.active, true)));
  if (!row) throw new AppError('ERR_CASE_0304');
  if (row.freeText && !text) throw new AppError('ERR_CASE_0303');
  return { code, text: row.freeText ? (text ?? null) : null };
}

/** Adds or changes one item of a list; answers the item as it was, for the audit. */
export async function putComplaintListItem(options: {
  db: TQueryable;
  kind: TComplaintListKind;
  code: string;
  item: Pick<TListRow, 'nameTh' | 'nameEn' | 'freeText' | 'sortOrder' | 'active'>;
}): Promise<TListRow | undefined> {
  const { db, kind, code, item } = options;
  const [before] = await db
    .select()
    .from(complaintListItems)
    .where(and(eq(complaintListItems.kind, kind), eq(complaintListItems.code, code)))
    .for('update');
  await db
    .insert(complaintListItems)
    .values({ kind, code, ...item })
    .onConflictDoUpdate({ target: [complaintListItems.kind, complaintListItems.code], set: item });
  return before;
}

type TSeedItem = { code: string; nameTh: string; nameEn: string; extra?: Record<string, unknown> };

/** The lists as the master data has them, added where an item is missing: what the back-office changed stays. */
export async function seedComplaintLists({ db, lists }: { db: TQueryable; lists: Record<TComplaintListKind, readonly TSeedItem[]> }) {
  const rows = (Object.keys(lists) as TComplaintListKind[]).flatMap((kind) =>
    lists[kind].map((item, index) => ({
      kind,
      code: item.code,
      nameTh: item.nameTh,
      nameEn: item.nameEn,
      freeText: item.extra?.['freeText'] === true,
      sortOrder: index,
    })),
  );
  if (rows.length > 0) await db.insert(complaintListItems).values(rows).onConflictDoNothing();
}

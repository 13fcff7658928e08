import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import type { TContentKind } from '@mflow/contracts/content/content.contract';
import { contentItems } from './content.schema';
import type { TContentRow } from './content-view';

export type TNewContentRow = typeof contentItems.$inferInsert;
export type TContentAction = 'CREATE' | 'UPDATE' | 'PUBLISH' | 'UNPUBLISH' | 'DELETE';

/** Shown at `now`: published at or before it, and not yet taken down. */
export function visibleAt(now: Date): SQL | undefined {
  return and(lte(contentItems.publishAt, now), or(isNull(contentItems.unpublishAt), gt(contentItems.unpublishAt, now)));
}

/** `%`, `_` and `\` typed by a visitor are searched for, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Any of the texts, in either language, contains the words. */
export function textContains(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  return or(
    ilike(contentItems.titleTh, pattern),
    ilike(contentItems.titleEn, pattern),
    ilike(contentItems.bodyTh, pattern),
    ilike(contentItems.bodyEn, pattern),
  );
}

type TPageOptions = { db: TQueryable; kind: TContentKind; where?: SQL | undefined; page: number; size: number; newestFirst: boolean };

/** One page of a kind's items and how many there are in all. */
export async function pageOfItems({
  db,
  kind,
  where,
  page,
  size,
  newestFirst,
}: TPageOptions): Promise<{ rows: TContentRow[]; total: number }> {
  const condition = and(eq(contentItems.kind, kind), where);
  const order = newestFirst
    ? [desc(contentItems.publishAt), desc(contentItems.updatedAt), asc(contentItems.id)]
    : [asc(contentItems.category), asc(contentItems.sortOrder), asc(contentItems.id)];
  const rows = await db
    .select()
    .from(contentItems)
    .where(condition)
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size);
  const [counted] = await db.select({ total: count() }).from(contentItems).where(condition);
  return { rows, total: counted?.total ?? 0 };
}

/** Every item of a kind that matches, in category and editor's order. */
export function listItems({ db, kind, where }: { db: TQueryable; kind: TContentKind; where?: SQL | undefined }): Promise<TContentRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), where))
    .orderBy(asc(contentItems.sortOrder), desc(contentItems.publishAt), asc(contentItems.id));
}

export async function findItem({ db, kind, id, where }: { db: TQueryable; kind: TContentKind; id: string; where?: SQL | undefined }) {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind), where));
  return row;
}

export async function insertItem({ db, values }: { db: TQueryable; values: TNewContentRow }): Promise<TContentRow> {
  const [row] = await db.insert(contentItems).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateItem({
  db,
  id,
  values,
}: {
  db: TQueryable;
  id: string;
  values: Partial<TNewContentRow>;
}): Promise<TContentRow> {
  const [row] = await db.update(contentItems).set(values).where(eq(contentItems.id, id)).returning();
  if (!row) throw new Error('update matched no row');
  return row;
}

export async function deleteItem({ db, id }: { db: TQueryable; id: string }): Promise<void> {
  await db.delete(contentItems).where(eq(contentItems.id, id));
}

import type { Clock } from '../../platform/clock';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { findPublicFileType, storePublicFile } from '../file/file.service';
import { recordStaffAction, type TStaffActor } from '../audit/audit.service';
import { requireStaffPermission, staffEmailOf } from '../staff/staff.service';
import { CONTENT_CATEGORIES, type TContentInput, type TContentKind } from '@mflow/contracts/content/content.contract';
import { deleteItem, findItem, insertItem, pageOfItems, updateItem, type TContentAction, type TNewContentRow } from './content-records';
import { toStaffItem, type TContentRow } from './content-view';

/** Every step starts here: the account must still be active and hold the content editor role. */
type TEditor = { db: TQueryable; clock: Clock; fileKeys: TFileKeys; staffId: string };

function assertEditor({ db, staffId }: TEditor) {
  return requireStaffPermission({ db, staffId, permission: 'editContent', refusal: 'ERR_CONTENT_0002' });
}

const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
const DOCUMENT_TYPES = ['application/pdf'] as const;

async function editorView(editor: TEditor, rows: TContentRow[]) {
  const emails = new Map<string, string | undefined>();
  for (const row of rows) {
    if (row.updatedBy && !emails.has(row.updatedBy))
      emails.set(row.updatedBy, await staffEmailOf({ db: editor.db, staffId: row.updatedBy }));
  }
  const now = editor.clock.now();
  return rows.map((row) =>
    toStaffItem(row, { now, fileKeys: editor.fileKeys, editorEmail: row.updatedBy ? emails.get(row.updatedBy) : undefined }),
  );
}

/** Every item of a kind, drafts and ended ones too, newest first. */
export async function listForEditor(editor: TEditor & { kind: TContentKind; page: number; size: number }) {
  await assertEditor(editor);
  const { rows, total } = await pageOfItems({ db: editor.db, kind: editor.kind, page: editor.page, size: editor.size, newestFirst: true });
  return { items: await editorView(editor, rows), total, page: editor.page, size: editor.size };
}

async function assertFile(db: TQueryable, fileId: string, allowed: readonly string[]) {
  const type = await findPublicFileType({ db, fileId });
  if (!type || !allowed.includes(type))
    throw new AppError('ERR_CONTENT_0004', { fileId, types: allowed.map((t) => t.split('/')[1]?.toUpperCase()).join(', ') });
}

/** The stored values of an input, once its category fits the kind and its files exist and fit. */
async function valuesOf(db: TQueryable, kind: TContentKind, input: TContentInput) {
  const categories: readonly string[] = CONTENT_CATEGORIES[kind];
  if (!categories.includes(input.category))
    throw new AppError('ERR_CONTENT_0003', { category: input.category, allowed: categories.join(', ') });
  if (input.imageFileId) await assertFile(db, input.imageFileId, IMAGE_TYPES);
  if (input.fileId) await assertFile(db, input.fileId, DOCUMENT_TYPES);
  if (kind === 'DOWNLOAD' && !input.fileId) throw new AppError('ERR_CONTENT_0006');
  if (kind !== 'PROMOTION' && input.pointsPrice) throw new AppError('ERR_CONTENT_0008');
  return {
    category: input.category,
    titleTh: input.titleTh,
    titleEn: input.titleEn || null,
    bodyTh: input.bodyTh,
    bodyEn: input.bodyEn || null,
    imageFileId: input.imageFileId ?? null,
    fileId: input.fileId ?? null,
    sortOrder: input.sortOrder,
    // Left out, a points price stays as it was: an edit that does not know of points keeps them.
    ...(input.pointsPrice === undefined ? {} : { pointsPrice: input.pointsPrice }),
  };
}

/** Writes a change and its entry in the staff audit log together: an edit nobody can account for never lands. */
async function audited(
  editor: TEditor,
  by: TStaffActor,
  action: TContentAction,
  before: TContentRow | undefined,
  write: (db: TQueryable) => Promise<TContentRow | undefined>,
) {
  const at = editor.clock.now();
  const after = await editor.db.transaction(async (tx) => {
    const written = await write(tx);
    const itemId = written?.id ?? before?.id;
    if (!itemId) throw new Error('an audited write names no item');
    await recordStaffAction({
      db: tx,
      by,
      action: { action: `CONTENT_${action}`, subjectType: 'CONTENT', subjectId: itemId, before, after: written, at },
    });
    return written;
  });
  return after ? (await editorView(editor, [after]))[0] : undefined;
}

/** The item to change, and the editor the guard let change it. */
async function existing(editor: TEditor, kind: TContentKind, id: string) {
  const by = await assertEditor(editor);
  const before = await findItem({ db: editor.db, kind, id });
  if (!before) throw new AppError('ERR_CONTENT_0001');
  return { by, before };
}

/** A new item, as a draft until it is published. */
export async function createItem(editor: TEditor & { kind: TContentKind; input: TContentInput }) {
  const by = await assertEditor(editor);
  const now = editor.clock.now();
  const values: TNewContentRow = {
    kind: editor.kind,
    ...(await valuesOf(editor.db, editor.kind, editor.input)),
    createdAt: now,
    updatedAt: now,
    updatedBy: editor.staffId,
  };
  return audited(editor, by, 'CREATE', undefined, (db) => insertItem({ db, values }));
}

export async function editItem(editor: TEditor & { kind: TContentKind; id: string; input: TContentInput }) {
  const { by, before } = await existing(editor, editor.kind, editor.id);
  const values = { ...(await valuesOf(editor.db, editor.kind, editor.input)), updatedAt: editor.clock.now(), updatedBy: editor.staffId };
  return audited(editor, by, 'UPDATE', before, (db) => updateItem({ db, id: before.id, values }));
}

type PublishOptions = TEditor & { kind: TContentKind; id: string; publishAt?: string | undefined; unpublishAt?: string | null | undefined };

/** Shows an item from `publishAt` (now when not given) until `unpublishAt` (or until unpublished). */
export async function publishItem(editor: PublishOptions) {
  const { by, before } = await existing(editor, editor.kind, editor.id);
  const now = editor.clock.now();
  const publishAt = editor.publishAt ? new Date(editor.publishAt) : now;
  const unpublishAt = editor.unpublishAt ? new Date(editor.unpublishAt) : null;
  if (unpublishAt && unpublishAt <= publishAt) throw new AppError('ERR_CONTENT_0005');
  return audited(editor, by, 'PUBLISH', before, (db) =>
    updateItem({ db, id: before.id, values: { publishAt, unpublishAt, updatedAt: now, updatedBy: editor.staffId } }),
  );
}

/** Takes an item down now; it stays for the editor to publish again. */
export async function unpublishItem(editor: TEditor & { kind: TContentKind; id: string }) {
  const { by, before } = await existing(editor, editor.kind, editor.id);
  const now = editor.clock.now();
  // A draft or a scheduled item goes back to draft; a published one ends now.
  const values = before.publishAt && before.publishAt < now ? { unpublishAt: now } : { publishAt: null, unpublishAt: null };
  return audited(editor, by, 'UNPUBLISH', before, (db) =>
    updateItem({ db, id: before.id, values: { ...values, updatedAt: now, updatedBy: editor.staffId } }),
  );
}

export async function removeItem(editor: TEditor & { kind: TContentKind; id: string }) {
  const { by, before } = await existing(editor, editor.kind, editor.id);
  await audited(editor, by, 'DELETE', before, async (db) => {
    await deleteItem({ db, id: before.id });
    return undefined;
  });
  return { deleted: true as const };
}

/** An image or PDF for an item, stored as a public file the item then names. */
export async function uploadContentFile(editor: TEditor & { content: Buffer }) {
  await assertEditor(editor);
  const stored = await storePublicFile({
    db: editor.db,
    clock: editor.clock,
    content: editor.content,
    allowed: [...IMAGE_TYPES, ...DOCUMENT_TYPES],
  });
  if (!stored) throw new AppError('ERR_CONTENT_0007');
  return { fileId: stored.id, mimeType: stored.mimeType, url: editor.fileKeys.urlFor(stored.id) };
}

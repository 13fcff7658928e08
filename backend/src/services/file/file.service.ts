import { isUuid } from '../../platform/db/uuid';
import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TDocumentType } from '@mflow/contracts/customer/documents';
import { allowedUploadTypes } from '@mflow/contracts/customer/documents';
import { detectFileType, EXTENSION_OF, type TFileMimeType } from './file-type';
import { storedFiles } from './file.schema';

/** An online upload not attached to a registration within this time can no longer be claimed. */
const CLAIM_WINDOW_MS = 24 * 3_600_000;

export type TStoredFileInfo = {
  id: string;
  ownerCustomerId: string | null;
  documentType: TDocumentType | null;
  mimeType: TFileMimeType;
  sizeBytes: number;
  sha256: string;
  uploadedAt: Date;
  claimedAt: Date | null;
};

const INFO_COLUMNS = {
  id: storedFiles.id,
  ownerCustomerId: storedFiles.ownerCustomerId,
  documentType: storedFiles.documentType,
  mimeType: storedFiles.mimeType,
  sizeBytes: storedFiles.sizeBytes,
  sha256: storedFiles.sha256,
  uploadedAt: storedFiles.uploadedAt,
  claimedAt: storedFiles.claimedAt,
};

function toInfo(row: { [K in keyof typeof INFO_COLUMNS]: (typeof storedFiles.$inferSelect)[K] }): TStoredFileInfo {
  return { ...row, documentType: row.documentType as TDocumentType | null, mimeType: row.mimeType as TFileMimeType };
}

type StoreUploadedFileOptions = {
  db: TQueryable;
  clock: Clock;
  content: Buffer;
  documentType: TDocumentType | undefined;
  /** The signed-in customer, who owns the file at once; or for an online upload, which waits to be claimed, its client address and the cap on what that address may have waiting. */
  uploader: { ownerCustomerId: string } | { address: string; unclaimedBytesCap: number };
};

/**
 * Keeps a JPG, PNG or (for the documents that allow it) PDF, its type decided by its content. An
 * online upload that would take its address over the cap of unclaimed bytes is refused
 * (ERR_FILE_0013); uploads from one address take turns on a lock, so two at once cannot both
 * slip under it.
 */
export async function storeUploadedFile(options: StoreUploadedFileOptions): Promise<TStoredFileInfo> {
  const { db, clock, content, documentType, uploader } = options;
  const allowed = allowedUploadTypes(documentType);
  const mimeType = detectFileType(content);
  if (!mimeType || !allowed.includes(mimeType)) {
    throw new AppError('ERR_FILE_0002', { types: allowed.map((type) => EXTENSION_OF[type].toUpperCase()).join(', ') });
  }
  const now = clock.now();
  const ownerCustomerId = 'ownerCustomerId' in uploader ? uploader.ownerCustomerId : null;
  const uploaderAddress = 'address' in uploader ? uploader.address : null;
  return db.transaction(async (tx) => {
    if ('address' in uploader) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload:${uploader.address}`}, 0))`);
      const waiting = await unclaimedBytesFrom({ db: tx, address: uploader.address, since: new Date(now.getTime() - CLAIM_WINDOW_MS) });
      if (waiting + content.length > uploader.unclaimedBytesCap) throw new AppError('ERR_FILE_0013');
    }
    const [row] = await tx
      .insert(storedFiles)
      .values({
        ownerCustomerId,
        documentType: documentType ?? null,
        mimeType,
        sizeBytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
        uploadedAt: now,
        claimedAt: ownerCustomerId ? now : null,
        uploaderAddress,
      })
      .returning(INFO_COLUMNS);
    if (!row) throw new Error('insert returned no row');
    return toInfo(row);
  });
}

/** Bytes of online uploads from an address that no one has claimed, uploaded since `since` (older ones can no longer be claimed). */
async function unclaimedBytesFrom({ db, address, since }: { db: TQueryable; address: string; since: Date }): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(storedFiles)
    .where(and(eq(storedFiles.uploaderAddress, address), isNull(storedFiles.claimedAt), gte(storedFiles.uploadedAt, since)));
  return Number(row?.bytes ?? 0);
}

/**
 * Deletes the online uploads no registration claimed that were uploaded before `before`. A claimed
 * file (a registration's document, a member's own upload for a vehicle or a case, content) has
 * `claimed_at` set and is never touched; a claim under way holds the row's lock, and the delete
 * checks the row again once the claim commits.
 */
export async function deleteUnclaimedUploads({ db, before }: { db: TQueryable; before: Date }): Promise<number> {
  const deleted = await db
    .delete(storedFiles)
    .where(and(isNull(storedFiles.claimedAt), isNull(storedFiles.ownerCustomerId), lt(storedFiles.uploadedAt, before)))
    .returning({ id: storedFiles.id });
  return deleted.length;
}

type ClaimUploadedFilesOptions = { db: TQueryable; clock: Clock; fileIds: string[]; customerId: string };

/**
 * Gives online uploads to the customer whose registration names them. All or none: each file must
 * exist (ERR_FILE_0010), have no owner yet (ERR_FILE_0011) and be younger than 24 hours
 * (ERR_FILE_0012). Works inside the caller's transaction, or opens its own.
 */
export async function claimUploadedFiles(options: ClaimUploadedFilesOptions): Promise<void> {
  const { db, clock, customerId } = options;
  const fileIds = [...new Set(options.fileIds.map((id) => id.toLowerCase()))];
  if (fileIds.length === 0) return;
  const unknown = fileIds.find((id) => !isUuid(id));
  if (unknown) throw new AppError('ERR_FILE_0010', { fileId: unknown });
  const now = clock.now();
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: storedFiles.id,
        ownerCustomerId: storedFiles.ownerCustomerId,
        uploadedAt: storedFiles.uploadedAt,
        claimedAt: storedFiles.claimedAt,
      })
      .from(storedFiles)
      .where(inArray(storedFiles.id, fileIds))
      .for('update');
    for (const fileId of fileIds) {
      const row = rows.find((r) => r.id === fileId);
      if (!row) throw new AppError('ERR_FILE_0010', { fileId });
      // A public file (content) has no owner either, but was claimed when stored.
      if (row.ownerCustomerId !== null || row.claimedAt !== null) throw new AppError('ERR_FILE_0011', { fileId });
      if (now.getTime() - row.uploadedAt.getTime() >= CLAIM_WINDOW_MS) throw new AppError('ERR_FILE_0012', { fileId });
    }
    await tx
      .update(storedFiles)
      .set({ ownerCustomerId: customerId, claimedAt: now, uploaderAddress: null })
      .where(inArray(storedFiles.id, fileIds));
  });
}

type StorePublicFileOptions = { db: TQueryable; clock: Clock; content: Buffer; allowed: readonly TFileMimeType[] };

/**
 * Keeps a file anyone may read through a download key (a news image, a brochure): no owner, and
 * claimed at once, so no registration can ever take it as its own document. Answers undefined for
 * content of another type.
 */
export async function storePublicFile({ db, clock, content, allowed }: StorePublicFileOptions): Promise<TStoredFileInfo | undefined> {
  const mimeType = detectFileType(content);
  if (!mimeType || !allowed.includes(mimeType)) return undefined;
  const now = clock.now();
  const [row] = await db
    .insert(storedFiles)
    .values({
      ownerCustomerId: null,
      documentType: null,
      mimeType,
      sizeBytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      uploadedAt: now,
      claimedAt: now,
    })
    .returning(INFO_COLUMNS);
  if (!row) throw new Error('insert returned no row');
  return toInfo(row);
}

/** The type of a public file, or undefined when there is no such file or it belongs to a customer. */
export async function findPublicFileType({ db, fileId }: { db: TQueryable; fileId: string }): Promise<TFileMimeType | undefined> {
  if (!isUuid(fileId)) return undefined;
  const [row] = await db
    .select({ mimeType: storedFiles.mimeType })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), isNull(storedFiles.ownerCustomerId), isNotNull(storedFiles.claimedAt)));
  return row?.mimeType as TFileMimeType | undefined;
}

/** The customer's own file, or undefined when it does not exist or belongs to someone else. */
export async function findOwnedFile(options: { db: TQueryable; fileId: string; customerId: string }): Promise<TStoredFileInfo | undefined> {
  const { db, fileId, customerId } = options;
  if (!isUuid(fileId)) return undefined;
  const [row] = await db
    .select(INFO_COLUMNS)
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.ownerCustomerId, customerId)));
  return row ? toInfo(row) : undefined;
}

/**
 * Refuses, with the first such file, any of these that is not the customer's own: a signed-in
 * member's uploads are theirs from the start, so a case names them rather than claiming them.
 */
export async function requireOwnedFiles(options: { db: TQueryable; fileIds: readonly string[]; customerId: string }): Promise<void> {
  const owned = await findOwnedFileTypes(options);
  const missing = options.fileIds.find((id) => !owned.has(id.toLowerCase()));
  if (missing !== undefined) throw new AppError('ERR_FILE_0010', { fileId: missing });
}

/**
 * The type of each of the customer's own files among these, in one query, so that a page of
 * documents costs one look-up; a file that does not exist or belongs to someone else is left out.
 */
export async function findOwnedFileTypes(options: {
  db: TQueryable;
  fileIds: readonly string[];
  customerId: string;
}): Promise<Map<string, TFileMimeType>> {
  const { db, customerId } = options;
  const fileIds = [...new Set(options.fileIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, mimeType: storedFiles.mimeType })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, fileIds), eq(storedFiles.ownerCustomerId, customerId)));
  return new Map(rows.map((row) => [row.id, row.mimeType as TFileMimeType]));
}

/**
 * The bytes of a file for download: the owner's own file, or any file once the caller has checked
 * a download key for it. Throws ERR_FILE_0007 when there is nothing to send.
 */
export async function loadFileContent(options: { db: TQueryable; fileId: string; access: { ownerCustomerId: string } | 'KEY_VERIFIED' }) {
  const { db, fileId, access } = options;
  const [row] = await db
    .select({ id: storedFiles.id, mimeType: storedFiles.mimeType, content: storedFiles.content })
    .from(storedFiles)
    .where(
      and(eq(storedFiles.id, fileId), access === 'KEY_VERIFIED' ? undefined : eq(storedFiles.ownerCustomerId, access.ownerCustomerId)),
    );
  if (!row) throw new AppError('ERR_FILE_0007');
  const mimeType = row.mimeType as TFileMimeType;
  return { bytes: row.content, mimeType, fileName: `${row.id}.${EXTENSION_OF[mimeType]}` };
}

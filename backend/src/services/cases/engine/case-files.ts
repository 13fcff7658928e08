import { and, eq } from 'drizzle-orm';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { loadFileContent } from '../../file/file.service';
import { caseAttachments } from './case-engine.schema';
import type { TCaseRow } from './case-records';

/**
 * The owner a visitor's claimed uploads are recorded under: the case, since a visitor has no
 * customer id. No member's id has this form, so no member can read them as their own, and the
 * clean-up of unclaimed uploads leaves them (docs/decisions/0053-visitor-case-proofs.md).
 */
export function visitorFilesOwner(caseNo: string): string {
  return `case:${caseNo}`;
}

/**
 * A file of the case, for a caller who may see the case (its member, its visitor's tracking
 * session, or staff who handle cases): a file the case does not hold is not found, whoever owns it.
 */
export async function caseFileContent({ db, row, fileId }: { db: TQueryable; row: TCaseRow; fileId: string }) {
  const [held] = await db
    .select({ fileId: caseAttachments.fileId })
    .from(caseAttachments)
    .where(and(eq(caseAttachments.caseId, row.id), eq(caseAttachments.fileId, fileId.toLowerCase())));
  if (!held) throw new AppError('ERR_FILE_0007');
  return loadFileContent({ db, fileId: held.fileId, access: 'KEY_VERIFIED' });
}

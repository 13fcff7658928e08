import { eq, inArray } from 'drizzle-orm';
import type { TComplaintDetail } from '@mflow/contracts/cases/complaint.contract';
import { reopenRefusal, reopenUntilOf } from '@mflow/contracts/cases/complaint-rules';
import type { TQueryable } from '../../../platform/db/database';
import type { TCaseRow } from '../engine/case-records';
import { complaintListItems, complaints } from './complaints.schema';

/**
 * A complaint's part of the case page (member, visitor, staff): its topic and type named in both
 * languages, retired ones too, and whether the customer may reopen it at `now`, the server's clock,
 * so the page shows the button the reopening route would honour (requirements/complaints.md#handling).
 */
async function complaintDetailOf({ db, row, now }: { db: TQueryable; row: TCaseRow; now: Date }): Promise<TComplaintDetail | null> {
  if (row.kind !== 'COMPLAINT') return null;
  const [complaint] = await db.select().from(complaints).where(eq(complaints.caseId, row.id));
  if (!complaint) return null;
  const items = await db
    .select()
    .from(complaintListItems)
    .where(inArray(complaintListItems.code, [complaint.topicCode, complaint.typeCode]));
  const choice = (kind: 'TOPIC' | 'TYPE', code: string, text: string | null) => {
    const item = items.find((candidate) => candidate.kind === kind && candidate.code === code);
    return { code, nameTh: item?.nameTh ?? code, nameEn: item?.nameEn ?? code, text };
  };
  const resolvedAt = row.status === 'RESOLVED' ? row.decidedAt : null;
  const refusal = resolvedAt ? reopenRefusal(resolvedAt, now, row.reopenCount) : undefined;
  return {
    topic: choice('TOPIC', complaint.topicCode, complaint.topicText),
    type: choice('TYPE', complaint.typeCode, complaint.typeText),
    reopen: resolvedAt
      ? { possible: refusal === undefined, until: reopenUntilOf(resolvedAt).toISOString(), refusal: refusal ?? null }
      : null,
  };
}

/** The case page with a complaint's part beside the other kinds' (null for other kinds). */
export async function withComplaint<T extends object>(detail: T, row: TCaseRow, db: TQueryable, now: Date) {
  return { ...detail, complaint: await complaintDetailOf({ db, row, now }) };
}

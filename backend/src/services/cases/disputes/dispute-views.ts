import { eq } from 'drizzle-orm';
import type { TCaseDetail, TStaffCaseDetail } from '@mflow/contracts/cases/case.contract';
import type { TFileKeys } from '../../../platform/auth/file-keys';
import type { TQueryable } from '../../../platform/db/database';
import type { TFlagOfPassage } from '@mflow/contracts/toll/passage-flag.contract';
import { flagsOfPassages } from '../../toll/passage-flags';
import { passagePhotoUrl } from '../../toll/passage-photo';
import { passagesByIds, passagesOfPlateOnDay } from '../../toll/passage-voids';
import { attachmentsOf, eventsOf, type TCaseRow } from '../engine/case-records';
import { disputePassages, disputes } from './disputes.schema';
import { registeredVehicleAt } from './registered-vehicle';
import type { TRefunds } from './refunds-port';

/** What toll tells of passages no car could make (impossible journeys, class mismatches), for the officer's evidence. */
export type TPassageFlags = (options: {
  db: TQueryable;
  passageIds: string[];
}) => Promise<{ passageId: string; kind: 'IMPOSSIBLE_JOURNEY' | 'CLASS_MISMATCH'; detail: string }[]>;

const BANGKOK_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short' });

/** A flag's facts in one line of codes and numbers, the same in either language of the back-office, which names the kind. */
function describeFlag(flag: TFlagOfPassage): string {
  if (flag.kind === 'CLASS_MISMATCH') {
    const { gantryCode, readClass, registeredClass, registeredBy } = flag.detail;
    return `${gantryCode}: class ${readClass} read, class ${registeredClass} registered (${registeredBy})`;
  }
  const { fromGantryCode, toGantryCode, fromPassedAt, toPassedAt, distanceKm, distanceBasis, minutes, speedKmh } = flag.detail;
  const speed = speedKmh === null ? 'at the same instant' : `${speedKmh} km/h`;
  return `${fromGantryCode} ${BANGKOK_TIME.format(new Date(fromPassedAt))} → ${toGantryCode} ${BANGKOK_TIME.format(new Date(toPassedAt))}: ${distanceKm} km (${distanceBasis}) in ${minutes} min, ${speed}`;
}

/** Toll's flags of the passages, each described for the officer (decision 0058). */
export const passageFlagsOfToll: TPassageFlags = async ({ db, passageIds }) =>
  (await flagsOfPassages({ db, passageIds })).map((flag) => ({ passageId: flag.passageId, kind: flag.kind, detail: describeFlag(flag) }));

export function summaryOf(row: TCaseRow) {
  return {
    caseNo: row.caseNo,
    kind: row.kind,
    status: row.status,
    summary: row.summary,
    filedAt: row.filedAt.toISOString(),
    deadlineDate: row.deadlineDate,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The case as its customer sees it: the customer-visible timeline, files, decision, and the dispute with its refund. */
export async function caseDetailOf({
  db,
  row,
  refunds,
  staffView,
}: {
  db: TQueryable;
  row: TCaseRow;
  refunds: TRefunds;
  staffView: boolean;
}): Promise<TCaseDetail> {
  const [events, attachments, [dispute], passages] = await Promise.all([
    eventsOf({ db, caseId: row.id, customerView: !staffView }),
    attachmentsOf({ db, caseId: row.id }),
    db.select().from(disputes).where(eq(disputes.caseId, row.id)),
    db.select().from(disputePassages).where(eq(disputePassages.caseId, row.id)),
  ]);
  const refund = dispute?.refundSourceKey ? await refunds.refundOf({ db, sourceKey: dispute.refundSourceKey }) : undefined;
  return {
    ...summaryOf(row),
    timeline: events.map((event) => ({ at: event.at.toISOString(), actorKind: event.actorKind, type: event.type, data: event.data })),
    attachments,
    decision: row.decisionReasonCode ? { reasonCode: row.decisionReasonCode, text: row.decisionText } : null,
    dispute: dispute
      ? {
          invoiceNo: dispute.invoiceNo,
          reason: dispute.reason,
          reasonText: dispute.reasonText,
          passages: passages.map((passage) => ({ passageId: passage.passageId, price: passage.price })),
          disputedToll: dispute.disputedToll,
          refundChannelKind: dispute.refundChannelKind,
          replacementInvoiceNo: dispute.replacementInvoiceNo,
          refundAmount: dispute.refundAmount,
          refund: refund
            ? {
                status: refund.status,
                paymentId: refund.paymentId,
                amount: refund.amount,
                failureCode: refund.failureCode,
                creditNoteNo: refund.creditNoteNo,
              }
            : null,
        }
      : null,
  };
}

/** The case for the officer: everything, and the dispute's evidence (requirements/disputes.md#dispute-fields). */
export async function staffCaseDetailOf(options: {
  db: TQueryable;
  row: TCaseRow;
  refunds: TRefunds;
  flags: TPassageFlags;
  fileKeys: TFileKeys;
}): Promise<TStaffCaseDetail> {
  const { db, row, refunds, flags, fileKeys } = options;
  const detail = await caseDetailOf({ db, row, refunds, staffView: true });
  const passageIds = detail.dispute?.passages.map((passage) => passage.passageId) ?? [];
  const rows = await passagesByIds({ db, passageIds });
  const flagged = await flags({ db, passageIds });
  const first = rows[0];
  const sameDay = first ? await passagesOfPlateOnDay({ db, plate: first.plate, province: first.province, at: first.passedAt }) : [];
  return {
    ...detail,
    // Staff open the customer's files with a short-lived key, as they open the passage photos.
    attachments: detail.attachments.map((attachment) => ({ ...attachment, url: fileKeys.urlFor(attachment.fileId) })),
    customerId: row.customerId,
    assignedStaffId: row.assignedStaffId,
    overdue: row.overdueAt !== null,
    version: row.version,
    evidence: detail.dispute
      ? {
          passages: rows.map((passage) => ({
            passageId: passage.id,
            passedAt: passage.passedAt.toISOString(),
            gantryCode: passage.gantryCode,
            plate: passage.plate,
            province: passage.province,
            vehicleClass: passage.vehicleClass,
            price: passage.price,
            photoUrl: passagePhotoUrl(fileKeys, passage.id),
            flags: flagged.filter((flag) => flag.passageId === passage.id).map(({ kind, detail: text }) => ({ kind, detail: text })),
          })),
          registeredVehicle: first ? await registeredVehicleAt({ db, passage: first }) : null,
          samePlateSameDay: sameDay
            .filter((passage) => !passageIds.includes(passage.id))
            .map((passage) => ({
              passageId: passage.id,
              passedAt: passage.passedAt.toISOString(),
              gantryCode: passage.gantryCode,
              price: passage.price,
            })),
        }
      : null,
  };
}

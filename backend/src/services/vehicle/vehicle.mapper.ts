import { vehicleStatusLabel, type TVehicleRejectionReason } from '@mflow/contracts/vehicle/vehicle-kinds';
import type { TVehicleUpdateRequest } from '@mflow/contracts/vehicle/vehicle.contract';
import type {
  TVehicleDocumentsView,
  TVehiclePendingChange,
  TVehicleSummary,
  TVehicleView,
} from '@mflow/contracts/vehicle/vehicle-views.contract';
import type { TFileKeys } from '../../platform/auth/file-keys';
import type { TFileMimeType } from '../file/file-type';
import { documentRowsOf, missingDocuments, type TDocumentRow } from './vehicle-rules';
import type { THistoryRow, TPendingChangeRow, TVehicleRow } from './vehicle-records';
import type { TVehicleChanges } from './vehicle.schema';

/** How the files of a view are shown: a download key for each, and each file's type by its id. */
type TFileLinks = { fileKeys: TFileKeys; fileTypes: ReadonlyMap<string, TFileMimeType> };

/** The documents as the API shows them: one download URL (a key valid 5 minutes) and the type per file. */
function toDocumentsView(rows: readonly TDocumentRow[], { fileKeys, fileTypes }: TFileLinks): TVehicleDocumentsView {
  const file = (fileId: string) => {
    const mimeType = fileTypes.get(fileId);
    // Each document was checked to be the customer's own upload when attached, and stored files are never deleted.
    if (!mimeType) throw new Error(`vehicle document ${fileId} has no stored file`);
    return { fileId, url: fileKeys.urlFor(fileId), mimeType };
  };
  const single = (slot: TDocumentRow['slot']) => {
    const row = rows.find((candidate) => candidate.slot === slot);
    return row ? file(row.fileId) : null;
  };
  return {
    frontPhoto: single('frontPhoto'),
    backPhoto: single('backPhoto'),
    sidePhoto: single('sidePhoto'),
    registrationBook: rows
      .filter((row) => row.slot === 'registrationBook')
      .sort((a, b) => a.page - b.page)
      .map((row) => file(row.fileId)),
    taxPlate: single('taxPlate'),
    consentLetter: single('consentLetter'),
    ownerIdDocument: single('ownerIdDocument'),
    powerOfAttorney: single('powerOfAttorney'),
  };
}

export function toSummary(row: TVehicleRow, documents: readonly TDocumentRow[], hasPendingChange: boolean): TVehicleSummary {
  return {
    vehicleId: row.id,
    referenceCode: row.referenceCode,
    plateNumber: row.plateNumber,
    provinceCode: row.provinceCode,
    plateType: row.plateType,
    chassisLast5: row.chassisLast5,
    ownerFlag: row.ownerFlag,
    vehicleTypeCode: row.vehicleTypeCode,
    brandCode: row.brandCode,
    brandOther: row.brandOther,
    colourCodes: row.colourCodes,
    colourOther: row.colourOther,
    categoryGroup: row.categoryGroup,
    axleCount: row.axleCount,
    status: row.status,
    statusLabel: vehicleStatusLabel(row.status, hasPendingChange),
    source: row.source,
    hasPendingChange,
    missingDocuments: row.status === 'INACTIVE' ? [] : missingDocuments({ ownerFlag: row.ownerFlag, source: row.source, documents }),
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
  };
}

function toPendingView(pending: TPendingChangeRow, links: TFileLinks): TVehiclePendingChange {
  const { documents, ...fields } = pending.changes;
  return { changeId: pending.id, requestedAt: pending.requestedAt.toISOString(), ...fields, documents: toDocumentsView(documents, links) };
}

type TViewParts = TFileLinks & {
  documents: readonly TDocumentRow[];
  pending: TPendingChangeRow | undefined;
  history: readonly THistoryRow[];
};

export function toVehicleView(row: TVehicleRow, { documents, pending, history, ...links }: TViewParts): TVehicleView {
  const rejectedAt = row.status === 'REJECTED' ? row.statusChangedAt.toISOString() : undefined;
  return {
    ...toSummary(row, documents, pending !== undefined),
    documents: toDocumentsView(documents, links),
    rejection:
      rejectedAt && row.rejectionReasonCode
        ? { reasonCode: row.rejectionReasonCode as TVehicleRejectionReason, reasonText: row.rejectionReasonText, rejectedAt }
        : null,
    pendingChange: pending ? toPendingView(pending, links) : null,
    statusHistory: history.map((entry) => ({
      status: entry.status,
      from: entry.validFrom.toISOString(),
      to: entry.validTo?.toISOString() ?? null,
      changedBy: entry.changedByType,
      reasonCode: entry.reasonCode,
      reasonText: entry.reasonText,
    })),
  };
}

/** An edit as stored: the changeable fields, free text only where OTHER is chosen, and the documents as rows. */
export function changesOf(input: Omit<TVehicleUpdateRequest, 'verificationToken'>): TVehicleChanges {
  return {
    ownerFlag: input.ownerFlag,
    vehicleTypeCode: input.vehicleTypeCode,
    brandCode: input.brandCode,
    brandOther: input.brandOther ?? null,
    colourCodes: input.colourCodes,
    colourOther: input.colourOther ?? null,
    categoryGroup: input.categoryGroup,
    axleCount: input.axleCount,
    documents: documentRowsOf(input.documents),
  };
}

import { vehicleStatusLabel, type TVehicleRejectionReason } from '@mflow/contracts/vehicle/vehicle-kinds';
import type { TVehicleUpdateRequest } from '@mflow/contracts/vehicle/vehicle.contract';
import type { TVehicleDocumentsView, TVehiclePendingChange, TVehicleSummary, TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import type { TFileKeys } from '../file/file-keys';
import { documentRowsOf, missingDocuments, type TDocumentRow } from './vehicle-rules';
import type { THistoryRow, TPendingChangeRow, TVehicleRow } from './vehicle-records';
import type { TVehicleChanges } from './vehicle.schema';

/** The documents as the API shows them: one download URL (a key valid 5 minutes) per file. */
export function toDocumentsView(rows: readonly TDocumentRow[], fileKeys: TFileKeys): TVehicleDocumentsView {
  const file = (fileId: string) => ({ fileId, url: fileKeys.urlFor(fileId) });
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

function toPendingView(pending: TPendingChangeRow, fileKeys: TFileKeys): TVehiclePendingChange {
  const { documents, ...fields } = pending.changes;
  return { changeId: pending.id, requestedAt: pending.requestedAt.toISOString(), ...fields, documents: toDocumentsView(documents, fileKeys) };
}

type TViewParts = { documents: readonly TDocumentRow[]; pending: TPendingChangeRow | undefined; history: readonly THistoryRow[]; fileKeys: TFileKeys };

export function toVehicleView(row: TVehicleRow, { documents, pending, history, fileKeys }: TViewParts): TVehicleView {
  const rejectedAt = row.status === 'REJECTED' ? row.statusChangedAt.toISOString() : undefined;
  return {
    ...toSummary(row, documents, pending !== undefined),
    documents: toDocumentsView(documents, fileKeys),
    rejection:
      rejectedAt && row.rejectionReasonCode
        ? { reasonCode: row.rejectionReasonCode as TVehicleRejectionReason, reasonText: row.rejectionReasonText, rejectedAt }
        : null,
    pendingChange: pending ? toPendingView(pending, fileKeys) : null,
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

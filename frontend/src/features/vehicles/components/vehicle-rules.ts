import type { TVehicleDocumentSlot } from '@mflow/contracts/vehicle/vehicle-documents';
import { UPLOAD_TYPE_OF_SLOT, VEHICLE_PDF_UPLOAD_TYPES, type TVehicleUploadType } from '@mflow/contracts/vehicle/vehicle-documents';
import { VEHICLE_RULE_CODES, type TVehicleRuleCode } from '@mflow/contracts/vehicle/vehicle-rule-texts';

/** The portal's message id of each shared vehicle rule's code, worded as VEHICLE_RULE_TEXTS (a test holds them equal). */
export function vehicleRuleMessageId(code: TVehicleRuleCode): string {
  return `vehicleRule.veh${code.slice(-4)}`;
}

/** A rule's answer as the field message shows it: vehicle codes become their message id, others pass unchanged. */
export function vehicleMessage(message: string): string {
  return (VEHICLE_RULE_CODES as readonly string[]).includes(message) ? vehicleRuleMessageId(message as TVehicleRuleCode) : message;
}

/** The file service's limit (UPLOAD_MAX_BYTES' default): a larger file is refused here, before it is sent. */
export const MAX_FILE_BYTES = 5 * 1_048_576;

export function acceptedTypes(slot: TVehicleDocumentSlot): string[] {
  const type = UPLOAD_TYPE_OF_SLOT[slot];
  const pdf = (VEHICLE_PDF_UPLOAD_TYPES as readonly string[]).includes(type as TVehicleUploadType) || type === 'POWER_OF_ATTORNEY';
  return pdf ? ['image/jpeg', 'image/png', 'application/pdf'] : ['image/jpeg', 'image/png'];
}

/** What is wrong with a chosen file before it is uploaded (a message id), or undefined. */
export function fileProblem(slot: TVehicleDocumentSlot, file: { type: string; size: number }): string | undefined {
  const accepted = acceptedTypes(slot);
  if (!accepted.includes(file.type))
    return accepted.includes('application/pdf') ? 'vehicles.document.typePdf' : 'vehicles.document.typeImage';
  if (file.size > MAX_FILE_BYTES) return 'vehicles.document.tooLarge';
  if (file.size === 0) return 'vehicles.document.empty';
  return undefined;
}

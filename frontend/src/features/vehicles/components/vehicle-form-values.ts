import type { TVehicleDocumentsInput, TVehicleForm } from '@mflow/contracts/vehicle/vehicle.contract';
import type { TVehicleFile, TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import type { TVehicleVerifyResponse } from '@mflow/contracts/vehicle/vehicle.contract';
import { OWNERSHIP_SLOTS, type TVehicleDocumentSlot } from '@mflow/contracts/vehicle/vehicle-documents';
import { OTHER_CHOICE } from '@mflow/contracts/vehicle/vehicle-kinds';

/** The form as typed: blanks are empty strings until `cleanVehicleForm` drops them. */
export type TVehicleFormValues = {
  plateNumber: string;
  provinceCode: string;
  plateType: string;
  chassisLast5: string;
  ownerFlag: 'OWN' | 'OTHER';
  vehicleTypeCode: string;
  brandCode: string;
  brandOther: string;
  colourCodes: string[];
  colourOther: string;
  categoryGroup: string;
  axleCount: number;
  documents: Partial<Record<Exclude<TVehicleDocumentSlot, 'registrationBook'>, string>> & { registrationBook: string[] };
};

/** A preview of an uploaded file: its name and a link to it. */
export type TUploadedFile = { fileId: string; name: string; url: string; pdf: boolean };

/** What the contract's form schema takes: free text only with OTHER, ownership documents only for someone else's vehicle. */
export function cleanVehicleForm(values: TVehicleFormValues): Record<string, unknown> {
  const { brandOther, colourOther, documents, ...rest } = values;
  const docs: Record<string, unknown> = { ...documents };
  for (const slot of Object.keys(docs)) if (docs[slot] === '' || docs[slot] === undefined) delete docs[slot];
  if (values.ownerFlag === 'OWN') for (const slot of OWNERSHIP_SLOTS) delete docs[slot];
  const axles: unknown = rest.axleCount;
  return {
    ...rest,
    axleCount: typeof axles === 'string' ? (axles.trim() === '' ? undefined : Number(axles)) : axles,
    ...(values.brandCode === OTHER_CHOICE && brandOther.trim() ? { brandOther: brandOther.trim() } : {}),
    ...(values.colourCodes.includes(OTHER_CHOICE) && colourOther.trim() ? { colourOther: colourOther.trim() } : {}),
    documents: docs,
  };
}

/** The registry's record as the form's starting values (requirements/vehicles.md#land-transport-check). */
export function valuesFromRegistry(record: TVehicleVerifyResponse, chassisLast5: string): TVehicleFormValues {
  return {
    plateNumber: record.plateNumber,
    provinceCode: record.provinceCode,
    plateType: record.plateType,
    chassisLast5,
    ownerFlag: record.ownerFlag,
    vehicleTypeCode: record.vehicleTypeCode,
    brandCode: record.brandCode,
    brandOther: '',
    colourCodes: record.colourCodes,
    colourOther: '',
    categoryGroup: record.categoryGroup,
    axleCount: record.axleCount,
    documents: { registrationBook: [] },
  };
}

/** A vehicle as the edit form's starting values, and the previews of its documents. */
export function valuesFromVehicle(vehicle: TVehicleView): { values: TVehicleFormValues; files: Record<string, TUploadedFile> } {
  const source = vehicle.pendingChange ?? vehicle;
  const files: Record<string, TUploadedFile> = {};
  const documents: TVehicleFormValues['documents'] = { registrationBook: [] };
  const preview = (view: TVehicleFile): TUploadedFile => ({
    fileId: view.fileId,
    name: view.fileId,
    url: view.url,
    pdf: view.mimeType === 'application/pdf',
  });
  for (const [slot, view] of Object.entries(source.documents)) {
    if (Array.isArray(view)) {
      documents.registrationBook = view.map((page) => page.fileId);
      for (const page of view) files[page.fileId] = preview(page);
    } else if (view) {
      documents[slot as Exclude<TVehicleDocumentSlot, 'registrationBook'>] = view.fileId;
      files[view.fileId] = preview(view);
    }
  }
  return {
    values: {
      plateNumber: vehicle.plateNumber,
      provinceCode: vehicle.provinceCode,
      plateType: vehicle.plateType,
      chassisLast5: vehicle.chassisLast5,
      ownerFlag: source.ownerFlag,
      vehicleTypeCode: source.vehicleTypeCode,
      brandCode: source.brandCode,
      brandOther: source.brandOther ?? '',
      colourCodes: source.colourCodes,
      colourOther: source.colourOther ?? '',
      categoryGroup: source.categoryGroup,
      axleCount: source.axleCount,
      documents,
    },
    files,
  };
}

/** The request body of an edit: the details and documents, without what identifies the vehicle. */
export function detailsOf(
  form: TVehicleForm,
): Omit<TVehicleForm, 'plateNumber' | 'provinceCode' | 'plateType' | 'chassisLast5'> & { documents: TVehicleDocumentsInput } {
  const { plateNumber: _plate, provinceCode: _province, plateType: _type, chassisLast5: _chassis, ...details } = form;
  return details;
}

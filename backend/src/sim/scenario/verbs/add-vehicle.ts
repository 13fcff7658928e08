import { randomBytes } from 'node:crypto';
import type { TUploadResponse } from '@mflow/contracts/file/file.contract';
import { MIN_REGISTRATION_BOOK_PAGES, UPLOAD_TYPE_OF_SLOT } from '@mflow/contracts/vehicle/vehicle-documents';
import type { TVehicleDecisionResponse } from '@mflow/contracts/vehicle/vehicle-review.contract';
import type { TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import type { TVehicleCreateRequest, TVehicleDocumentsInput, TVehicleVerifyResponse } from '@mflow/contracts/vehicle/vehicle.contract';
import type { TAddVehicleSpec } from '../verb-schemas';
import { stepProof } from './otp-proof';
import { withExpectedRefusal } from './refusal';
import { StepFailure, type TStepContext } from './step-context';

const BASE = '/vehicleservice/api/v1';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A photo or scanned page: the file service knows a PNG by its first bytes. Each differs, as one file may not stand for two documents. */
const picture = () => new Blob([PNG_SIGNATURE, randomBytes(64)], { type: 'image/png' });

/** The form's documents, each uploaded as the member under its slot's type, as the portal's vehicle form does before it sends the form. */
async function uploadDocuments(context: TStepContext, headers: Record<string, string>): Promise<TVehicleDocumentsInput> {
  const upload = async (slot: keyof typeof UPLOAD_TYPE_OF_SLOT) => {
    const form = new FormData();
    form.append('documentType', UPLOAD_TYPE_OF_SLOT[slot]);
    form.append('file', picture(), `${slot}.png`);
    return (await context.api.upload<TUploadResponse>('/fileservice/api/v1/uploadFile', form, headers)).fileId;
  };
  const registrationBook: string[] = [];
  for (let page = 0; page < MIN_REGISTRATION_BOOK_PAGES; page += 1) registrationBook.push(await upload('registrationBook'));
  return {
    frontPhoto: await upload('frontPhoto'),
    backPhoto: await upload('backPhoto'),
    sidePhoto: await upload('sidePhoto'),
    registrationBook,
    taxPlate: await upload('taxPlate'),
  };
}

/**
 * The member adds a vehicle declared `added: later` through the portal's API: the land-transport
 * record checked and read to fill the form (verify), the documents uploaded, the form sent with the
 * OTP proof of CREATE_VEHICLE. The seeded reviewer then approves it, so it is ACTIVE from the
 * step's instant and its passages are a member's.
 */
export async function runAddVehicle(spec: TAddVehicleSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  const [owner = '', name = ''] = spec.vehicle.split('.');
  const vehicle = reads.person(owner).vehicles[name];
  if (!vehicle?.later) throw new StepFailure(`${spec.vehicle} is not a vehicle added later (added: later)`);
  const chassisLast5 = vehicle.later.chassisNumber.slice(-5);
  const plate = `${vehicle.plate} (${vehicle.province})`;
  await withExpectedRefusal(context, `${spec.by}'s vehicle ${plate}`, spec.refused, async () => {
    const headers = await reads.memberHeaders(spec.by);
    const verifyBody = { plateNumber: vehicle.plate, provinceCode: vehicle.province, chassisLast5, ownerFlag: 'OWN' };
    const record = await api.call<TVehicleVerifyResponse>('POST', `${BASE}/verify`, { headers, body: verifyBody });
    const documents = await uploadDocuments(context, headers);
    const form: TVehicleCreateRequest = {
      plateNumber: record.plateNumber,
      provinceCode: record.provinceCode,
      plateType: record.plateType,
      chassisLast5,
      ownerFlag: 'OWN',
      vehicleTypeCode: record.vehicleTypeCode,
      brandCode: record.brandCode,
      colourCodes: record.colourCodes,
      categoryGroup: record.categoryGroup,
      axleCount: record.axleCount,
      documents,
      verificationToken: await stepProof(context, spec.by, 'CREATE_VEHICLE'),
    };
    const added = await api.call<TVehicleView>('POST', `${BASE}/vehicles`, { headers, body: form });
    timeline.add(
      step.at,
      'vehicle',
      `${spec.by} added ${plate}, ${added.categoryGroup} ${added.vehicleTypeCode}: ${added.status}, reference ${added.referenceCode}`,
    );
    const decided = await api.call<TVehicleDecisionResponse>(
      'POST',
      `/staffservice/api/v1/vehicles/${encodeURIComponent(added.vehicleId)}/approve`,
      { headers: await reads.staffHeaders() },
    );
    timeline.add(step.at, 'vehicle', `${plate} of ${spec.by} ${decided.decision.toLowerCase()} by the reviewer: ${decided.status}`);
  });
}

import type { Clock } from '../../backend/src/platform/clock';
import type { TQueryable } from '../../backend/src/platform/db/database';
import { findSignInCandidate } from '../../backend/src/services/customer/customer-records';
import { storeUploadedFile } from '../../backend/src/services/file/file.service';
import { changeStatus, insertVehicle } from '../../backend/src/services/vehicle/vehicle-records';
import type { TDocumentRow } from '../../backend/src/services/vehicle/vehicle-rules';
import { chassisLast5Of } from '@mflow/contracts/vehicle/chassis';
import type { TVehicleSource, TVehicleStatus } from '@mflow/contracts/vehicle/vehicle-kinds';
import { REGISTRY_VEHICLES } from './registry-vehicles';

type TDemoVehicle = {
  /** The account, by its e-mail (README "Demo accounts"). */
  email: string;
  plateNumber: string;
  provinceCode: string;
  status: Extract<TVehicleStatus, 'ACTIVE' | 'WAIT' | 'REJECTED'>;
  source: TVehicleSource;
  /** Fixed (and in the reference-code alphabet), so the README can quote them for the refcode page. */
  referenceCode: string;
};

const SOMCHAI = 'somchai@mflow.local';
const SIAM_LOGISTICS = 'siamlogistics@mflow.local';

/**
 * The demo individual has two ACTIVE vehicles; the demo company a fleet of nine (seven ACTIVE,
 * one WAIT in the reviewer's queue, one REJECTED to resubmit), so the toll lifecycle has members
 * to bill. Each is in the simulated land-transport registry under its owner.
 */
export const DEMO_VEHICLES: readonly TDemoVehicle[] = [
  { email: SOMCHAI, plateNumber: '1กข 1234', provinceCode: '10', status: 'ACTIVE', source: 'PORTAL', referenceCode: 'VDEMSCHA22' },
  { email: SOMCHAI, plateNumber: 'กท 5678', provinceCode: '10', status: 'ACTIVE', source: 'PORTAL', referenceCode: 'VDEMSCHA23' },
  {
    email: SIAM_LOGISTICS,
    plateNumber: '70-1001',
    provinceCode: '10',
    status: 'ACTIVE',
    source: 'FLEET_IMPORT',
    referenceCode: 'VDEMSYAM22',
  },
  {
    email: SIAM_LOGISTICS,
    plateNumber: '70-1002',
    provinceCode: '10',
    status: 'ACTIVE',
    source: 'FLEET_IMPORT',
    referenceCode: 'VDEMSYAM23',
  },
  {
    email: SIAM_LOGISTICS,
    plateNumber: '70-1003',
    provinceCode: '11',
    status: 'ACTIVE',
    source: 'FLEET_IMPORT',
    referenceCode: 'VDEMSYAM24',
  },
  {
    email: SIAM_LOGISTICS,
    plateNumber: '70-1004',
    provinceCode: '11',
    status: 'ACTIVE',
    source: 'FLEET_IMPORT',
    referenceCode: 'VDEMSYAM25',
  },
  {
    email: SIAM_LOGISTICS,
    plateNumber: '71-2001',
    provinceCode: '10',
    status: 'ACTIVE',
    source: 'FLEET_IMPORT',
    referenceCode: 'VDEMSYAM26',
  },
  { email: SIAM_LOGISTICS, plateNumber: '3ขก 1111', provinceCode: '10', status: 'ACTIVE', source: 'PORTAL', referenceCode: 'VDEMSYAM27' },
  { email: SIAM_LOGISTICS, plateNumber: '4ขก 2222', provinceCode: '10', status: 'ACTIVE', source: 'PORTAL', referenceCode: 'VDEMSYAM28' },
  { email: SIAM_LOGISTICS, plateNumber: '70-1005', provinceCode: '10', status: 'WAIT', source: 'PORTAL', referenceCode: 'VDEMSYAM29' },
  { email: SIAM_LOGISTICS, plateNumber: '70-1006', provinceCode: '10', status: 'REJECTED', source: 'PORTAL', referenceCode: 'VDEMSYAM32' },
];

/**
 * When the demo vehicles were added and approved. Billing asks whose vehicle a plate was at the
 * instant of a passage (ownerOfPlateAt), so their history must begin before any clock that reads
 * it: the demo's and the browser tests' (wall time, moved only forward), and the backend tests'
 * fixed 16 November 2026, whatever day the seed itself runs. A clock that reads earlier still than
 * this instant seeds them at its own time, so that their history never begins in its future.
 */
const DEMO_VEHICLES_SINCE = new Date('2026-01-01T00:00:00+07:00');

/** A 1x1 grey PNG, standing in for the photos and scans of a demo vehicle. */
const PLACEHOLDER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4AwAAfgB9zUkVvAAAAABJRU5ErkJggg==',
  'base64',
);

const FORM_SLOTS: readonly Omit<TDocumentRow, 'fileId'>[] = [
  { slot: 'frontPhoto', page: 1 },
  { slot: 'backPhoto', page: 1 },
  { slot: 'sidePhoto', page: 1 },
  { slot: 'registrationBook', page: 1 },
  { slot: 'registrationBook', page: 2 },
  { slot: 'taxPlate', page: 1 },
];

/**
 * The demo vehicles, written through the vehicle module as the system (with placeholder documents
 * for those added with the form). An account that no longer exists or is not ACTIVE gets none.
 */
export async function seedDemoVehicles({ db, clock }: { db: TQueryable; clock: Clock }): Promise<number> {
  const at = new Date(Math.min(clock.now().getTime(), DEMO_VEHICLES_SINCE.getTime()));
  const system = { by: 'SYSTEM' as const, byId: null };
  let added = 0;
  for (const demo of DEMO_VEHICLES) {
    const customer = await findSignInCandidate({ db, by: 'EMAIL', contact: demo.email });
    const registered = REGISTRY_VEHICLES.find(
      (vehicle) => vehicle.plateNumber === demo.plateNumber && vehicle.provinceCode === demo.provinceCode,
    );
    if (!customer || customer.status !== 'ACTIVE' || !registered) continue;
    const documents: TDocumentRow[] = [];
    if (demo.source === 'PORTAL') {
      for (const slot of FORM_SLOTS) {
        const file = await storeUploadedFile({
          db,
          clock,
          content: PLACEHOLDER_PNG,
          documentType: undefined,
          uploader: { ownerCustomerId: customer.id },
        });
        documents.push({ ...slot, fileId: file.id });
      }
    }
    const vehicle = await insertVehicle({
      db,
      values: {
        customerId: customer.id,
        plateNumber: registered.plateNumber,
        provinceCode: registered.provinceCode,
        plateType: registered.plateType,
        chassisLast5: chassisLast5Of(registered.chassisNumber),
        ownerFlag: 'OWN',
        vehicleTypeCode: registered.vehicleTypeCode,
        brandCode: registered.brandCode,
        brandOther: null,
        colourCodes: registered.colourCodes,
        colourOther: null,
        categoryGroup: registered.categoryGroup,
        axleCount: registered.axleCount,
        source: demo.source,
      },
      referenceCode: demo.referenceCode,
      documents,
      at,
      change: system,
    });
    if (demo.status === 'ACTIVE') await changeStatus({ db, vehicle, status: 'ACTIVE', at, change: system });
    if (demo.status === 'REJECTED') {
      const reason = { code: 'PHOTO_UNCLEAR' as const, text: 'ภาพด้านข้างรถไม่ชัดเจน / the side photo is blurred' };
      await changeStatus({
        db,
        vehicle,
        status: 'REJECTED',
        at,
        change: { ...system, reasonCode: reason.code, reasonText: reason.text },
        rejection: reason,
      });
    }
    added += 1;
  }
  return added;
}

import type { TAppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors/app-error';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf } from '../../platform/http/request-context';
import { perAddressLimit } from '../../platform/http/rate-limit';
import { createUploadParser, UPLOAD_FIELD } from '../file/upload-parser';
import {
  ZFleetImportFieldsSchema,
  ZFleetImportParamsSchema,
  ZFleetImportResultSchema,
} from '@mflow/contracts/vehicle/fleet-import.contract';
import {
  ZVehicleCreateRequestSchema,
  ZVehicleDeleteQuerySchema,
  ZVehicleIdParamsSchema,
  ZVehicleListQuerySchema,
  ZVehicleUpdateRequestSchema,
  ZVehicleVerifyRequestSchema,
  ZVehicleVerifyResponseSchema,
} from '@mflow/contracts/vehicle/vehicle.contract';
import {
  ZRefCodeParamsSchema,
  ZRefCodeResponseSchema,
  ZVehicleListSchema,
  ZVehicleSchema,
} from '@mflow/contracts/vehicle/vehicle-views.contract';
import { importFleet } from './fleet-import';
import { getFleetImport, getFleetImportCsv } from './fleet-import-results';
import type { TVehicleAdmission } from './vehicle-admission';
import { getVehicle, listVehicles } from './own-vehicles';
import { lookUpReferenceCode } from './reference-code-lookup';
import { createVehicle } from './vehicle-create';
import { deleteVehicle } from './vehicle-delete';
import { cancelPendingChange, updateVehicle } from './vehicle-edit';
import { verifyVehicle } from './vehicle-verify';

const tag = 'vehicleservice';
const base = '/vehicleservice/api/v1';

/** Vehicles (requirements/vehicles.md) and the vehicle check (requirements/vehicles.md#land-transport-check), in the vehicleservice family; `admission` is the payment rule's answer (vehicle-admission.ts). */
export function registerVehicleRoutes(api: ApiRouter, deps: TAppDeps, admission: TVehicleAdmission): void {
  const { db, clock, logger, fileKeys, registries, config } = deps;
  const limited = () => [perAddressLimit(config.authRateLimitPerMinute)];

  api.define({
    method: 'post',
    path: `${base}/verify`,
    summary:
      'requirements/vehicles.md#land-transport-check: check a vehicle against the land-transport record (plate, province, chassis last 5, owner flag) and answer the record to prefill the form. ' +
      'A signed-in member is the registrant; during registration (access key) the body’s registrantId is',
    tag,
    auth: 'accessKeyOrBearer',
    before: limited(),
    body: ZVehicleVerifyRequestSchema,
    response: ZVehicleVerifyResponseSchema,
    handler: ({ body, context }) => {
      const customerId = context.principal?.subjectType === 'CUSTOMER' ? context.principal.subjectId : undefined;
      return verifyVehicle({ db, registries, customerId, input: body });
    },
  });

  api.define({
    method: 'get',
    path: `${base}/vehicles`,
    summary: "The member's vehicles, newest first, a page at a time: one status, or every status but INACTIVE (deleted)",
    tag,
    auth: 'bearer',
    query: ZVehicleListQuerySchema,
    response: ZVehicleListSchema,
    handler: ({ query, context }) => listVehicles({ db, customerId: customerIdOf(context), ...query }),
  });

  api.define({
    method: 'post',
    path: `${base}/vehicles`,
    summary:
      'Add a vehicle (requirements/vehicles.md#vehicle-fields): checked against the master lists and the land-transport record, documents uploaded beforehand; ' +
      'needs an OTP verification token of step CREATE_VEHICLE (9). The vehicle is WAIT until staff decide',
    tag,
    auth: 'bearer',
    body: ZVehicleCreateRequestSchema,
    response: ZVehicleSchema,
    successStatus: 201,
    handler: ({ body, context }) =>
      createVehicle({ db, clock, fileKeys, registries, admission, customerId: customerIdOf(context), input: body }),
  });

  api.define({
    method: 'post',
    path: `${base}/fleet-imports`,
    summary:
      'Company members: add a fleet from a CSV file (plate_number, province, chassis_last5, owner_flag; at most 1000 rows), each row checked and answered on its own; ' +
      'form field verificationToken of step CREATE_VEHICLE (9)',
    tag,
    auth: 'bearer',
    multipart: { parser: createUploadParser({ maxBytes: config.uploadMaxBytes }), fileField: UPLOAD_FIELD },
    body: ZFleetImportFieldsSchema,
    response: ZFleetImportResultSchema,
    successStatus: 201,
    handler: ({ body, file, context }) => {
      if (!file) throw new AppError('ERR_FILE_0001');
      return importFleet({
        db,
        clock,
        logger,
        registries,
        admission,
        customerId: customerIdOf(context),
        content: file.buffer,
        verificationToken: body.verificationToken,
        language: context.language,
      });
    },
  });

  api.define({
    method: 'get',
    path: `${base}/fleet-imports/{importId}`,
    summary: "One of the member's fleet imports, row by row",
    tag,
    auth: 'bearer',
    params: ZFleetImportParamsSchema,
    response: ZFleetImportResultSchema,
    handler: ({ params, context }) => getFleetImport({ db, customerId: customerIdOf(context), importId: params.importId }),
  });

  api.define({
    method: 'get',
    path: `${base}/fleet-imports/{importId}/csv`,
    summary: "A fleet import's result as a CSV file (UTF-8 with a byte-order mark): the rows with their result, reference code and message",
    tag,
    auth: 'bearer',
    params: ZFleetImportParamsSchema,
    response: { binary: ['text/csv'] },
    handler: ({ params, context }) => getFleetImportCsv({ db, customerId: customerIdOf(context), importId: params.importId }),
  });

  api.define({
    method: 'get',
    path: `${base}/vehicles/{vehicleId}`,
    summary: 'One of the member’s vehicles with its documents (download URLs), a waiting edit and its status history; 404 for any other id',
    tag,
    auth: 'bearer',
    params: ZVehicleIdParamsSchema,
    response: ZVehicleSchema,
    handler: ({ params, context }) => getVehicle({ db, fileKeys, customerId: customerIdOf(context), vehicleId: params.vehicleId }),
  });

  api.define({
    method: 'put',
    path: `${base}/vehicles/{vehicleId}`,
    summary:
      'Edit a vehicle (the whole form but plate, province, plate type and chassis), with an OTP verification token of step EDIT_VEHICLE (10): ' +
      'a WAIT vehicle changes at once, a REJECTED one is resubmitted (back to WAIT), an ACTIVE one stays ACTIVE and the edit waits for staff',
    tag,
    auth: 'bearer',
    params: ZVehicleIdParamsSchema,
    body: ZVehicleUpdateRequestSchema,
    response: ZVehicleSchema,
    handler: ({ params, body, context }) =>
      updateVehicle({ db, clock, fileKeys, registries, customerId: customerIdOf(context), vehicleId: params.vehicleId, input: body }),
  });

  api.define({
    method: 'delete',
    path: `${base}/vehicles/{vehicleId}`,
    summary:
      'Delete a vehicle: INACTIVE from now on, for good; needs an OTP verification token of step DELETE_VEHICLE (11) as the query parameter verificationToken',
    tag,
    auth: 'bearer',
    params: ZVehicleIdParamsSchema,
    query: ZVehicleDeleteQuerySchema,
    response: ZVehicleSchema,
    handler: ({ params, query, context }) =>
      deleteVehicle({
        db,
        clock,
        fileKeys,
        customerId: customerIdOf(context),
        vehicleId: params.vehicleId,
        verificationToken: query.verificationToken,
      }),
  });

  api.define({
    method: 'delete',
    path: `${base}/vehicles/{vehicleId}/pending-change`,
    summary: 'Cancel the edit of an ACTIVE vehicle that waits for staff: the vehicle stays as approved',
    tag,
    auth: 'bearer',
    params: ZVehicleIdParamsSchema,
    response: ZVehicleSchema,
    handler: ({ params, context }) =>
      cancelPendingChange({ db, clock, fileKeys, customerId: customerIdOf(context), vehicleId: params.vehicleId }),
  });

  api.define({
    method: 'get',
    path: `${base}/refcode/{code}`,
    summary:
      'requirements/vehicles.md#reference-code: a vehicle by its reference code, for visitors: plate, province and status, the member’s name masked',
    tag,
    auth: 'accessKeyOrBearer',
    before: limited(),
    params: ZRefCodeParamsSchema,
    response: ZRefCodeResponseSchema,
    handler: ({ params }) => lookUpReferenceCode({ db, code: params.code }),
  });
}

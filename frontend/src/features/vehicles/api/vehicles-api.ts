import type { TUploadResponse } from '@mflow/contracts/file/file.contract';
import type { TFleetImportResult } from '@mflow/contracts/vehicle/fleet-import.contract';
import type {
  TVehicleCreateRequest,
  TVehicleUpdateRequest,
  TVehicleVerifyRequest,
  TVehicleVerifyResponse,
} from '@mflow/contracts/vehicle/vehicle.contract';
import type { TRefCodeResponse, TVehicleList, TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { portalApi } from '../../../shared/api/portal-api';

const BASE = '/vehicleservice/api/v1';
const vehiclePath = (vehicleId: string) => `${BASE}/vehicles/${encodeURIComponent(vehicleId)}`;

/** The member's vehicles, every status but the deleted ones. */
export function listVehicles(): Promise<TVehicleList> {
  return portalApi.request<TVehicleList>(`${BASE}/vehicles`, { auth: 'bearer' });
}

export function getVehicle(vehicleId: string): Promise<TVehicleView> {
  return portalApi.request<TVehicleView>(vehiclePath(vehicleId), { auth: 'bearer' });
}

/** The vehicle check (requirements/vehicles.md#land-transport-check): the land-transport record of the plate, to prefill the form; its refusals show in the modal. */
export function verifyVehicle(body: TVehicleVerifyRequest): Promise<TVehicleVerifyResponse> {
  return portalApi.request<TVehicleVerifyResponse>(`${BASE}/verify`, { method: 'POST', auth: 'bearer', body });
}

export function createVehicle(body: TVehicleCreateRequest): Promise<TVehicleView> {
  return portalApi.request<TVehicleView>(`${BASE}/vehicles`, { method: 'POST', auth: 'bearer', body });
}

export function updateVehicle(vehicleId: string, body: TVehicleUpdateRequest): Promise<TVehicleView> {
  return portalApi.request<TVehicleView>(vehiclePath(vehicleId), { method: 'PUT', auth: 'bearer', body });
}

/** The DELETE_VEHICLE proof travels in the query (decision 0015). */
export function deleteVehicle(vehicleId: string, verificationToken: string): Promise<unknown> {
  return portalApi.request(`${vehiclePath(vehicleId)}?verificationToken=${encodeURIComponent(verificationToken)}`, {
    method: 'DELETE',
    auth: 'bearer',
  });
}

/** Drops an edit still waiting for approval; no proof needed, it only returns to what staff approved. */
export function cancelPendingChange(vehicleId: string): Promise<unknown> {
  return portalApi.request(`${vehiclePath(vehicleId)}/pending-change`, { method: 'DELETE', auth: 'bearer' });
}

/** One document file, uploaded before the form is sent and then named by its id. */
export function uploadVehicleFile(documentType: string, file: File): Promise<TUploadResponse> {
  const body = new FormData();
  body.append('documentType', documentType);
  body.append('file', file);
  return portalApi.request<TUploadResponse>('/fileservice/api/v1/uploadFile', { method: 'POST', auth: 'bearer', body });
}

/** A company's fleet file, proven by one CREATE_VEHICLE code for the whole file; every row is answered on its own. */
export function importFleet(file: File, verificationToken: string): Promise<TFleetImportResult> {
  const body = new FormData();
  body.append('verificationToken', verificationToken);
  body.append('file', file);
  return portalApi.request<TFleetImportResult>(`${BASE}/fleet-imports`, { method: 'POST', auth: 'bearer', body });
}

/** The import's result as the CSV the API writes (with a byte-order mark, so that Excel reads the Thai). */
export function downloadFleetResult(result: Pick<TFleetImportResult, 'resultCsvPath'>): Promise<Blob> {
  return portalApi.download(result.resultCsvPath, { auth: 'bearer' });
}

/** The visitors' look-up (access key); "not found" is shown on the page, not in the modal. */
export function lookUpReferenceCode(code: string): Promise<TRefCodeResponse> {
  return portalApi.request<TRefCodeResponse>(`${BASE}/refcode/${encodeURIComponent(code)}`, {
    auth: 'bearerOrAccessKey',
    onError: 'silent',
  });
}

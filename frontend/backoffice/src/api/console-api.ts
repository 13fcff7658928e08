import type { TCaseDecideRequest } from '@mflow/contracts/cases/case.contract';
import type {
  TConsoleCases,
  TConsoleDecided,
  TConsoleMoveResponse,
  TConsoleOverview,
  TConsoleScenarios,
  TConsoleVehicle,
  TScenarioAnswer,
  TTimeline,
  TWorldReset,
} from '@mflow/contracts/sim/console.contract';
import type { TTollNetworkResponse } from '@mflow/contracts/toll/gantry.contract';
import type { TPassage, TRecordPassageRequest } from '@mflow/contracts/toll/passage.contract';
import type { StaffApiClient } from './staff-api-client';

/**
 * The trainer's console calls the simulation controls (simulation mode only). They answer a
 * browser on the server's own machine as they are, and staff elsewhere by their TRAINER or
 * OPERATIONS role, so the staff token goes with every call.
 */
const SIM = '/simservice/api/v1';

/** How many timeline entries the console shows. */
const TIMELINE_LIMIT = 60;

export function getConsoleOverview(api: StaffApiClient, signal?: AbortSignal): Promise<TConsoleOverview> {
  return api.request<TConsoleOverview>(`${SIM}/console`, { auth: 'staff', signal });
}

export function getTimeline(api: StaffApiClient, signal?: AbortSignal): Promise<TTimeline> {
  return api.request<TTimeline>(`${SIM}/console/timeline?limit=${TIMELINE_LIMIT}`, { auth: 'staff', signal });
}

export async function listConsoleVehicles(api: StaffApiClient, signal?: AbortSignal): Promise<TConsoleVehicle[]> {
  return (await api.request<{ vehicles: TConsoleVehicle[] }>(`${SIM}/console/vehicles`, { auth: 'staff', signal })).vehicles;
}

export function listGantries(api: StaffApiClient, signal?: AbortSignal): Promise<TTollNetworkResponse> {
  return api.request<TTollNetworkResponse>(`${SIM}/gantries`, { auth: 'staff', signal });
}

/**
 * Moves the simulated clock forward; the jobs that fall due on the way have run when it answers.
 * The console's own move answers a staff session opened after it (the move idles the old one out).
 */
export function moveClock(api: StaffApiClient, to: Date): Promise<TConsoleMoveResponse> {
  return api.request<TConsoleMoveResponse>(`${SIM}/console/clock`, { method: 'POST', auth: 'staff', body: { now: to.toISOString() } });
}

export function recordPassage(api: StaffApiClient, reading: TRecordPassageRequest): Promise<TPassage> {
  return api.request<TPassage>(`${SIM}/passages`, { method: 'POST', auth: 'staff', body: reading });
}

export function resetWorld(api: StaffApiClient): Promise<TWorldReset> {
  return api.request<TWorldReset>(`${SIM}/console/reset`, { method: 'POST', auth: 'staff' });
}

export function listScenarios(api: StaffApiClient, signal?: AbortSignal): Promise<TConsoleScenarios> {
  return api.request<TConsoleScenarios>(`${SIM}/console/scenarios`, { auth: 'staff', signal });
}

/** Loads a shipped scenario on the live world; `reset` first puts the world back to the seed with the clock at the scenario's start. */
export function loadScenario(api: StaffApiClient, file: string, reset: boolean): Promise<TScenarioAnswer> {
  return api.request<TScenarioAnswer>(`${SIM}/console/scenario`, { method: 'POST', auth: 'staff', body: { file, reset } });
}

export function runScenarioStep(api: StaffApiClient, until: 'STEP' | 'EXPECTATION'): Promise<TScenarioAnswer> {
  return api.request<TScenarioAnswer>(`${SIM}/console/scenario/step`, { method: 'POST', auth: 'staff', body: { until } });
}

export function listConsoleCases(api: StaffApiClient, signal?: AbortSignal): Promise<TConsoleCases> {
  return api.request<TConsoleCases>(`${SIM}/console/cases`, { auth: 'staff', signal });
}

/** Decides a dispute as the signed-in trainer, with the officers' own decision (a submitted one is taken first). */
export function decideAsTrainer(api: StaffApiClient, caseNo: string, request: TCaseDecideRequest): Promise<TConsoleDecided> {
  return api.request<TConsoleDecided>(`${SIM}/console/cases/${encodeURIComponent(caseNo)}/decide`, {
    method: 'POST',
    auth: 'staff',
    body: request,
  });
}

/**
 * The staff back-office steps in the browser (/backoffice), for tests that go through the approval
 * by hand. Locators use ids and test ids, so the steps work in Thai (the default) and in English.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TJobRun } from '@mflow/contracts/jobs/job-run.contract';
import type { TClockMoveResponse } from '@mflow/contracts/sim/clock.contract';
import type { TPassage } from '@mflow/contracts/toll/passage.contract';
import { addDays, bangkokDateOf, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { commonHeaders, type Portal } from '../fixtures';
import { testInt, testPick } from './random';
import { dataOf, STAFF, staffHeaders, type PendingRegistration } from './registration';

export const BACKOFFICE = '/backoffice';

/** The seeded call-centre agent (README): reads a customer's account, changes nothing. */
export const CALL_CENTRE = { email: 'callcentre@mflow.local', password: 'CallDemo1' } as const;

/** The seeded case officer (README): disputes and appeals, and the service centres' counters. */
export const CASE_OFFICER = { email: 'cases@mflow.local', password: 'CaseDemo1' } as const;

/** The seeded operations user (README): menu codes, coming-soon, maintenance and job runs. */
export const OPERATIONS = { email: 'operations@mflow.local', password: 'OpsDemo1' } as const;

/**
 * Signs a seeded staff member in at /backoffice (the reviewer unless told) and waits for their
 * first page: the approval queue for the reviewer, the settings for operations.
 */
export async function signInToBackoffice(
  page: Page,
  portal: Portal,
  account: { email: string; password: string } = STAFF,
  landing: RegExp = /\/backoffice\/registrations$/,
): Promise<void> {
  await portal.open(`${BACKOFFICE}/`);
  await expect(page).toHaveURL(/\/backoffice\/signin$/);
  await page.locator('#staff-email').fill(account.email);
  await page.locator('#staff-password').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(landing);
  await expect(page.getByTestId('staff-identity')).toContainText(account.email);
}

/** The queue row of a registration (found by its unique e-mail address). */
export function queueRow(page: Page, registration: Pick<PendingRegistration, 'email'>) {
  return page.getByTestId('queue-table').locator('tbody tr').filter({ hasText: registration.email });
}

/** Opens a registration from the queue and waits for its data and documents. */
export async function openFromQueue(page: Page, registration: PendingRegistration): Promise<void> {
  await queueRow(page, registration).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/registrations/${registration.customerId}$`));
  await expect(page.locator('#main-content h1')).toContainText(registration.displayName);
}

/** Approves the registration shown, through the confirmation, and waits for the queue's success message. */
export async function approveShown(page: Page, registration: PendingRegistration): Promise<void> {
  await page.locator('.bo-decision .btn-success').click();
  const modal = page.getByTestId('approve-modal');
  await expect(modal).toBeVisible();
  await modal.locator('.modal-footer .btn-success').click();
  await expect(page).toHaveURL(/\/backoffice\/registrations$/);
  await expect(page.getByTestId('decision-notice')).toContainText(registration.referenceCode);
}

/** Rejects the registration shown with a reason, and waits for the queue's success message. */
export async function rejectShown(page: Page, registration: PendingRegistration, reason: string): Promise<void> {
  await page.locator('.bo-decision .btn-outline-danger').click();
  const modal = page.getByTestId('reject-modal');
  await modal.locator('#rejection-reason').fill(reason);
  await modal.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/backoffice\/registrations$/);
  await expect(page.getByTestId('decision-notice')).toContainText(registration.referenceCode);
}

/** A vehicle as the back-office lists it: by plate, found by its unique reference code. */
export type QueuedVehicle = { plateNumber: string; referenceCode: string };

/** Opens a vehicle from the vehicle queue (through the menu) and waits for its page. */
export async function openVehicleFromQueue(page: Page, vehicle: QueuedVehicle): Promise<void> {
  await page.getByRole('navigation').locator(`a[href$="${BACKOFFICE}/vehicles"]`).click();
  const row = page.getByTestId('vehicle-queue-table').locator('tbody tr').filter({ hasText: vehicle.referenceCode });
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/backoffice\/vehicles\/[^/]+$/);
  await expect(page.locator('#main-content h1')).toContainText(vehicle.plateNumber);
}

/** Approves the vehicle shown, through the confirmation, and waits for the queue's notice. */
export async function approveVehicleShown(page: Page, vehicle: QueuedVehicle): Promise<void> {
  await page.locator('.bo-decision .btn-success').click();
  const modal = page.getByTestId('approve-modal');
  await expect(modal).toBeVisible();
  await modal.locator('.modal-footer .btn-success').click();
  await expect(page).toHaveURL(/\/backoffice\/vehicles$/);
  await expect(page.getByTestId('decision-notice')).toContainText(vehicle.plateNumber);
}

/** The simulated clock of this worker's server: other specs on the worker may have moved it on, so dates start from here. */
export async function simulatedNow(request: APIRequestContext): Promise<Date> {
  const clock = await dataOf<{ now: string }>(await request.get('/simservice/api/v1/clock', { headers: commonHeaders() }), 'clock');
  return new Date(clock.now);
}

/**
 * Moves the simulated clock forward, which runs every job that falls due on the way, and answers
 * those runs. Every session idles out meanwhile: sign in again afterwards.
 */
export async function moveClock(request: APIRequestContext, to: Date): Promise<TJobRun[]> {
  const moved = await dataOf<TClockMoveResponse>(
    await request.put('/simservice/api/v1/clock', { headers: commonHeaders(), data: { now: to.toISOString() } }),
    'clock move',
  );
  return moved.runs;
}

/** 00:00 in Bangkok of the day after the given Bangkok date, when that day's non-member invoices are cut. */
export function midnightAfter(date: string): Date {
  return startOfBangkokDay(addDays(date, 1));
}

/** The next 00:00 in Bangkok after an instant, when the daily jobs run. */
export function nextBangkokMidnight(after: Date): Date {
  return midnightAfter(bangkokDateOf(after));
}

/** Thai consonants that plates use. */
const PLATE_LETTERS = [...'กขคงจฉชซญฎฐฒณดตถทธนบปผพฟภมยรลวศษสหฬอฮ'];
const plateLetter = () => testPick(PLATE_LETTERS);

/** A private plate such as `7กฮ 4821` that no member holds, so its passages are a non-member's. */
export function freshPlate(): string {
  return `${testInt(1, 10)}${plateLetter()}${plateLetter()} ${testInt(1, 10_000)}`;
}

/**
 * A class 1 car through Thap Chang 1 at the simulated now, on a Bangkok plate. The class is given:
 * a plate the land-transport registry does not know has no class to look up.
 */
export async function recordNonMemberPassage(request: APIRequestContext, plate: string): Promise<TPassage> {
  const passage = await dataOf<TPassage>(
    await request.post('/simservice/api/v1/passages', {
      headers: commonHeaders(),
      data: { gantryCode: 'M9-TC1-G1', lane: 1, plate, province: '10', vehicleClass: 1 },
    }),
    `passage of ${plate}`,
  );
  expect(passage.isMember, `${plate} is nobody's vehicle`).toBe(false);
  return passage;
}

/** What the staff look-up answers for an invoice (the fields these tests read). */
export type StaffInvoice = {
  invoiceNo: string;
  stage: string;
  status: string;
  tollAmount: number;
  firstLateFee: number;
  totalAmount: number;
  dueDate: string;
};

/** A plate's non-member invoices in Bangkok, newest first, through the staff API. */
export async function invoicesOfPlate(request: APIRequestContext, staff: Record<string, string>, plate: string): Promise<StaffInvoice[]> {
  const response = await request.get('/staffservice/api/v1/invoices', { headers: staff, params: { plate, province: '10' } });
  return (await dataOf<{ invoices: StaffInvoice[] }>(response, `invoices of ${plate}`)).invoices;
}

/** The newest invoice of a plate, which must exist. */
async function newestInvoiceOfPlate(request: APIRequestContext, plate: string): Promise<StaffInvoice> {
  // A fresh sign-in each time: the clock moves between the calls, and a session idles out meanwhile.
  const [newest] = await invoicesOfPlate(request, await staffHeaders(request), plate);
  if (!newest) throw new Error(`${plate} has no invoice`);
  return newest;
}

/**
 * A non-member's passage today, taken by the clock through the day's cut and past the due date:
 * the invoice is cancelled and replaced by one with the first late fee. Answers the late invoice.
 */
export async function lateNonMemberInvoice(request: APIRequestContext, plate: string): Promise<StaffInvoice> {
  const passage = await recordNonMemberPassage(request, plate);
  const cut = midnightAfter(passage.billingPeriod);
  expect(await moveClock(request, cut)).toContainEqual(
    expect.objectContaining({ job: 'billing-non-member-cut', scheduledFor: cut.toISOString(), status: 'DONE' }),
  );
  const issued = await newestInvoiceOfPlate(request, plate);
  expect(issued).toMatchObject({ stage: 'ISSUED', totalAmount: passage.price });

  const late = midnightAfter(issued.dueDate);
  expect(await moveClock(request, late)).toContainEqual(
    expect.objectContaining({ job: 'billing-ladder', scheduledFor: late.toISOString(), status: 'DONE' }),
  );
  const replacement = await newestInvoiceOfPlate(request, plate);
  expect(replacement).toMatchObject({
    stage: 'FIRST_LATE_FEE',
    status: 'OVERDUE',
    firstLateFee: 2 * passage.price,
    totalAmount: 3 * passage.price,
  });
  return replacement;
}

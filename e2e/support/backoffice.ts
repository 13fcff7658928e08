/**
 * The staff back-office steps in the browser (/backoffice), for tests that go through the approval
 * by hand. Locators use ids and test ids, so the steps work in Thai (the default) and in English.
 */
import { expect, type Page } from '@playwright/test';
import type { Portal } from '../fixtures';
import { STAFF, type PendingRegistration } from './registration';

export const BACKOFFICE = '/backoffice';

/** Signs the seeded reviewer in at /backoffice and waits for the approval queue. */
export async function signInToBackoffice(page: Page, portal: Portal): Promise<void> {
  await portal.open(`${BACKOFFICE}/`);
  await expect(page).toHaveURL(/\/backoffice\/signin$/);
  await page.locator('#staff-email').fill(STAFF.email);
  await page.locator('#staff-password').fill(STAFF.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/backoffice\/registrations$/);
  await expect(page.getByTestId('staff-identity')).toContainText(STAFF.email);
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

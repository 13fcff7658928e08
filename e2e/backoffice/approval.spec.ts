import { apiSignIn, commonHeaders, expect, test } from '../fixtures';
import { approveShown, BACKOFFICE, openFromQueue, queueRow, rejectShown, signInToBackoffice } from '../support/backoffice';
import { approveAsStaff, outboxFor, registerPendingCustomer } from '../support/registration';

test.describe('staff back-office: registration approval', () => {
  test('a reviewer finds a pending registration in the queue, sees its documents and approves it', async ({ page, portal, request }) => {
    const registration = await registerPendingCustomer(request);

    await signInToBackoffice(page, portal);
    const row = queueRow(page, registration);
    await expect(row).toContainText(registration.displayName);
    await expect(row).toContainText(registration.referenceCode);
    await expect(row).toContainText(registration.mobile);
    await portal.expectAccessible();

    await openFromQueue(page, registration);
    await expect(page.getByTestId('person').getByTestId('field-name')).toContainText(registration.person.lastNameTh ?? '');
    const documents = page.getByTestId('documents');
    for (const type of registration.documentTypes) {
      const image = documents.locator(`figure[data-document-type="${type}"] img`);
      await expect(image).toHaveAttribute('src', /\/fileservice\/api\/v1\/downloadFile\/.+\?key=/);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
    await portal.expectAccessible();

    await page.locator('.bo-decision .btn-success').click();
    await expect(page.getByTestId('approve-modal')).toContainText(registration.referenceCode);
    await portal.expectAccessible();
    await page.getByTestId('approve-modal').locator('.modal-footer .btn-outline-secondary').click();
    await expect(page.getByTestId('approve-modal')).toBeHidden();

    await approveShown(page, registration);
    await expect(queueRow(page, registration)).toHaveCount(0);

    // The customer is told, and can now sign in.
    await expect
      .poll(async () => (await outboxFor(request, registration.email)).some((message) => message.purpose === 'REGISTRATION_APPROVED'))
      .toBe(true);
    expect(
      (await outboxFor(request, registration.mobile)).some(
        (message) => message.channel === 'SMS' && message.purpose === 'REGISTRATION_APPROVED',
      ),
    ).toBe(true);
    expect((await apiSignIn(request, registration.email, registration.password)).customerId).toBe(registration.customerId);

    // Decided once: the registration now says who approved it, and offers no decision.
    await page.goto(`${BACKOFFICE}/registrations/${registration.customerId}`);
    await expect(page.getByTestId('decided-note')).toContainText('staff@mflow.local');
    await expect(page.locator('.bo-decision')).toHaveCount(0);
  });

  test('a reviewer rejects with a reason, which the customer receives by e-mail and SMS', async ({ page, portal, request }) => {
    const registration = await registerPendingCustomer(request, { registrantType: 'AUTHORISED_PERSON' });
    const reason = 'The photo of the ID card is too blurred to read';

    await signInToBackoffice(page, portal);
    await openFromQueue(page, registration);

    // A power of attorney may be a PDF: it is embedded, with a link to open it.
    const paper = page.getByTestId('documents').locator('figure[data-document-type="POWER_OF_ATTORNEY"]');
    await expect(paper).toHaveAttribute('data-kind', 'pdf');
    await expect(paper.locator('iframe')).toHaveAttribute('src', /\/fileservice\/api\/v1\/downloadFile\//);
    await expect(paper.getByRole('link')).toHaveAttribute('href', /\/fileservice\/api\/v1\/downloadFile\//);
    await expect(page.getByTestId('registrant')).toContainText('ผู้รับมอบ');

    // The reason is required, at least five characters.
    await page.locator('.bo-decision .btn-outline-danger').click();
    const modal = page.getByTestId('reject-modal');
    await modal.locator('button[type="submit"]').click();
    await expect(modal.locator('#rejection-reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.locator('#rejection-reason-error')).toBeVisible();
    await modal.locator('#rejection-reason').fill('blur');
    await modal.locator('button[type="submit"]').click();
    await expect(modal.locator('#rejection-reason-error')).toBeVisible();
    await portal.expectAccessible();
    await modal.locator('.modal-footer .btn-outline-secondary').click();

    await rejectShown(page, registration, reason);
    await expect(queueRow(page, registration)).toHaveCount(0);

    await expect
      .poll(
        async () =>
          (await outboxFor(request, registration.email)).find((message) => message.purpose === 'REGISTRATION_REJECTED')?.text ?? '',
      )
      .toContain(reason);
    const sms = (await outboxFor(request, registration.mobile)).find(
      (message) => message.channel === 'SMS' && message.purpose === 'REGISTRATION_REJECTED',
    );
    expect(sms?.text).toContain(reason);

    await page.goto(`${BACKOFFICE}/registrations/${registration.customerId}`);
    await expect(page.getByTestId('decided-note')).toContainText(reason);
  });

  test('a registration decided meanwhile cannot be decided again: the server says why', async ({ page, portal, request }) => {
    const registration = await registerPendingCustomer(request);
    await signInToBackoffice(page, portal);
    await page.goto(`${BACKOFFICE}/registrations/${registration.customerId}`);
    await expect(page.locator('.bo-decision')).toBeVisible();

    // Another reviewer approves it while this one is still looking.
    await approveAsStaff(request, registration.customerId);
    await page.locator('.bo-decision .btn-outline-danger').click();
    await page.getByTestId('reject-modal').locator('#rejection-reason').fill('Too late for this one');
    await page.getByTestId('reject-modal').locator('button[type="submit"]').click();

    const errors = page.getByTestId('api-errors');
    await expect(errors).toContainText('ERR_STAFF_0002');
    await expect(errors).toContainText('ACTIVE');
    await expect(page.getByTestId('decided-note')).toBeVisible();
    await expect(page.locator('.bo-decision')).toHaveCount(0);
    await portal.expectAccessible();
  });

  test('an ended staff session goes back to sign-in, and signing in again returns to the page', async ({ page, portal, request }) => {
    await signInToBackoffice(page, portal);
    await page.goto(`${BACKOFFICE}/registrations?status=REJECTED`);
    await expect(page.locator('#queue-status')).toHaveValue('REJECTED');

    // The session ends on the server (as after 30 idle minutes): the next call answers ERR_AUTH_0015.
    const stored = await page.evaluate(() => localStorage.getItem('backoffice:staffSession'));
    const { token } = JSON.parse(stored ?? '{}') as { token: string };
    expect(
      (await request.get('/staffservice/api/v1/logout', { headers: { ...commonHeaders(), Authorization: `Bearer ${token}` } })).status(),
    ).toBe(200);

    await page.locator('.bo-page-actions button', { hasText: 'รีเฟรช' }).click();
    await expect(page).toHaveURL(/\/backoffice\/signin$/);
    await expect(page.getByTestId('session-ended')).toContainText('เซสชัน');
    await portal.expectAccessible();

    await page.locator('#staff-email').fill('staff@mflow.local');
    await page.locator('#staff-password').fill('StaffDemo1');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/backoffice\/registrations\?status=REJECTED$/);
  });

  test('the back-office speaks Thai by default, switches to English, and signs out', async ({ page, portal }) => {
    await signInToBackoffice(page, portal);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.locator('#main-content h1')).toHaveText('รายการสมัครสมาชิก');

    await page.getByRole('button', { name: 'English (อังกฤษ)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#main-content h1')).toHaveText('Registrations');
    await expect(page.locator('#queue-status option:checked')).toHaveText('Awaiting approval');
    await portal.expectAccessible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/backoffice\/signin$/);
    await expect(page.getByTestId('session-ended')).toHaveText('You have signed out.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');

    // The queue is behind the sign-in.
    await page.goto(`${BACKOFFICE}/registrations`);
    await expect(page).toHaveURL(/\/backoffice\/signin$/);
  });
});

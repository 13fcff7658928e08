import { apiSignIn, CUSTOMER, expect, portalOf, signIn, test } from '../fixtures';
import { signInToBackoffice } from '../support/backoffice';
import { nextCut, serverNow } from '../support/billing';

/** Somchai's ACTIVE demo vehicle (README "Demo vehicles"). */
const VEHICLE = { plate: '1กข 1234', province: '10' };

test.describe("trainer's console", () => {
  test('a trainer drives somchai through a gantry, moves the clock to the next cut on the console, and the customer sees the invoice in a second tab', async ({
    page,
    portal,
    request,
    browser,
    checkedPages,
  }) => {
    // A clock move with the jobs it runs, two browsers, and the console's polling.
    test.slow();
    // The worker's clock may have been moved by other specs: the cut to expect counts from its now.
    const cut = nextCut(await serverNow(request));
    const { customerId } = await apiSignIn(request, CUSTOMER.email, CUSTOMER.password);

    // The trainer's tab: the console, from the back-office menu.
    await signInToBackoffice(page, portal);
    await page.getByRole('navigation').getByRole('link', { name: 'คอนโซลผู้ฝึกอบรม' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'คอนโซลผู้ฝึกอบรม' })).toBeVisible();
    await expect(page.getByTestId('console-live-world')).toContainText('โลกจำลองที่ใช้ร่วมกัน');
    const memberCut = page.getByTestId('console-next-events').locator('li[data-kind="MEMBER_CUT"]');
    await expect(memberCut).toHaveAttribute('data-at', cut.toISOString());
    await portal.expectAccessible();

    // Somchai's car through the first gantry of the list.
    const drive = page.getByTestId('console-drive');
    await drive
      .locator('#drive-vehicle')
      .selectOption({ label: `${VEHICLE.plate} (${VEHICLE.province}) – ${CUSTOMER.firstName} ${CUSTOMER.lastName}` });
    await drive.getByRole('button', { name: 'ขับผ่าน' }).click();
    await expect(page.getByTestId('console-passage')).toContainText(`${VEHICLE.plate} ผ่านด่าน`);
    const timeline = page.getByTestId('console-timeline');
    await expect(timeline.locator(`li[data-kind="passage"][data-reference="${VEHICLE.plate}"]`).first()).toBeVisible();

    // To the next cut: the members' cycle is cut and somchai's invoice appears on the timeline, linked to his invoices.
    await memberCut.getByRole('button', { name: /^เลื่อนไปที่นี่/ }).click();
    // The move answers once the jobs of every day on the way have run.
    await expect(page.getByTestId('console-moved')).toBeVisible({ timeout: 60_000 });
    await expect(timeline.locator('li[data-kind="job"][data-reference="billing-member-cut"]').first()).toBeVisible();
    // The invoice number leads to somchai's invoices in the back-office.
    const invoiceLink = timeline.locator(`li[data-kind="invoice"] a[href="/backoffice/invoices?customerId=${customerId}"]`).first();
    await expect(invoiceLink).toBeVisible();
    const invoiceNo = (await invoiceLink.textContent()) ?? '';
    expect(invoiceNo).toMatch(/^IV\d{12}$/);
    await expect(page.getByTestId('console-next-events').locator('li[data-kind="MEMBER_CUT"]')).not.toHaveAttribute(
      'data-at',
      cut.toISOString(),
    );
    await portal.expectAccessible();

    // The customer's tab, in a browser of its own: the moved clock has ended the sessions left idle, so somchai signs in again.
    const customer = await browser.newContext();
    const customerPage = await customer.newPage();
    await signIn(customerPage, request);
    const customerPortal = portalOf(customerPage, checkedPages);
    await customerPortal.open('/mflow/invoice');
    await expect(customerPage.locator(`[data-testid="invoice-card"][data-invoice="${invoiceNo}"]`)).toBeVisible();
    await customer.close();

    // The console carried the trainer's session across the move: the invoice number opens somchai's invoices in the back-office.
    await invoiceLink.click();
    await expect(page).toHaveURL(new RegExp(`/backoffice/invoices\\?customerId=${customerId}$`));
    await expect(page.getByTestId('invoice-table')).toContainText(invoiceNo);
    await portal.expectAccessible();
  });
});

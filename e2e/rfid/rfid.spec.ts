import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { expect, otpFromOutbox, portalOf, signIn, test } from '../fixtures';
import { CASE_OFFICER, signInToBackoffice } from '../support/backoffice';
import { moveClock } from '../support/billing';
import { DISPUTED_VEHICLE, disputingMember } from '../support/disputes';
import { newEmail } from '../support/registration';

const PHONE = { width: 360, height: 740 };

/** A demo M-PASS tag of the simulated programme, registered to somchai's ID and holding no money (README "test cards and tags"). */
const TAG = { number: '1000000002', holderId: '8620966542878' } as const;

test.describe('RFID installation requests', () => {
  test('a member asks for a tag in Thai on a phone, an officer contacts, books and records the fitting, the member adds the tag as a payment method in one step; a visitor asks in English, tracks the request and cancels it', async ({
    page,
    portal,
    request,
    browser,
    checkedPages,
  }) => {
    // Two people in two browsers and two apps, and a clock move to the fitting's day.
    test.setTimeout(180_000);
    const member = await disputingMember(request);

    // The member's request, in Thai at phone width, for their ACTIVE vehicle.
    await page.setViewportSize(PHONE);
    await signIn(page, request, member);
    await portal.open('/mflow/rfidinstallation');
    await page.locator('#rfid-vehicle').selectOption({ label: DISPUTED_VEHICLE.plateNumber });
    await page.locator('#rfid-tag-MPASS').check();
    await page.locator('#rfid-channel-PHONE').check();
    await page.locator('#rfid-centre').selectOption({ index: 1 });
    await portal.expectAccessible();
    await page.getByRole('button', { name: 'ส่งคำขอ' }).click();
    const caseNoShown = page.getByTestId('rfid-case-no');
    await expect(caseNoShown).toHaveText(/^RF\d{4}-\d{5}$/);
    const caseNo = (await caseNoShown.textContent()) ?? '';
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await portal.expectAccessible();

    // The officer, in a browser of their own: contacted, then the fitting booked at the first open slot.
    const officerSignsIn = async () => {
      const context = await browser.newContext();
      const officerPage = await context.newPage();
      const backoffice = portalOf(officerPage, checkedPages);
      await signInToBackoffice(officerPage, backoffice, CASE_OFFICER, /\/backoffice\/cases$/);
      await officerPage.goto(`/backoffice/cases/${caseNo}`);
      const panel = officerPage.getByTestId('rfid-panel');
      await expect(panel.getByTestId('rfid-facts')).toContainText(DISPUTED_VEHICLE.plateNumber);
      return { context, officerPage, backoffice, panel };
    };
    const first = await officerSignsIn();
    await first.backoffice.expectAccessible();
    await first.panel.locator('[data-action="rfid-contacted"]').click();
    await first.officerPage.locator('[data-action="rfid-confirm"]').click();
    await expect(first.panel.getByTestId('rfid-contacted')).toBeVisible();

    await first.panel.locator('[data-action="rfid-schedule"]').click();
    const slot = first.officerPage.locator('input[name="rfid-slot"]').first();
    await slot.check();
    const slotStart = ((await slot.getAttribute('id')) ?? '').replace('rfid-slot-', '');
    await first.backoffice.expectAccessible();
    await first.officerPage.locator('[data-action="rfid-confirm"]').click();
    await expect(first.panel.getByTestId('rfid-appointment')).toBeVisible();
    await first.context.close();

    // 08:00 on the fitting's day (the sessions of the day before have ended): the tag is fitted and recorded.
    await moveClock(request, new Date(`${bangkokDateOf(new Date(slotStart))}T08:00:00+07:00`));
    const fitting = await officerSignsIn();
    await fitting.panel.locator('[data-action="rfid-install"]').click();
    await fitting.officerPage.locator('#rfid-install-tagNumber').fill(TAG.number);
    await fitting.officerPage.locator('#rfid-install-chipSerial').fill('CHIP123456');
    await fitting.officerPage.locator('#rfid-install-officeNumber').fill('00001');
    await fitting.officerPage.locator('[data-action="rfid-confirm"]').click();
    await expect(fitting.panel.getByTestId('rfid-installed')).toContainText(TAG.number);
    await fitting.backoffice.expectAccessible();
    await fitting.context.close();

    // The member's case page offers the tag as a payment method: the card-holder's ID and the code of the M-PASS CREATE step.
    const memberContext = await browser.newContext({ viewport: PHONE });
    const memberPage = await memberContext.newPage();
    const memberPortal = portalOf(memberPage, checkedPages);
    await signIn(memberPage, request, member);
    await memberPortal.open(`/mflow/casedetail?caseNo=${caseNo}`);
    const offer = memberPage.getByTestId('rfid-add-tag');
    await expect(memberPage.getByTestId('rfid-installed')).toContainText(TAG.number);
    await offer.getByRole('textbox', { name: /^เลขประจำตัวผู้ถือบัตร/ }).fill(TAG.holderId);
    await memberPortal.expectAccessible();
    await offer.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    const reference = (await offer.locator('.otp-reference').textContent()) ?? '';
    await offer.locator('.otp-input').fill(await otpFromOutbox(request, member.mobile, reference));
    await offer.locator('form button[type="submit"]').click();
    await expect(memberPage.getByTestId('rfid-tag-added')).toBeVisible();
    await expect(offer).toHaveCount(0);
    expect(await memberPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await memberPortal.expectAccessible();
    await memberContext.close();

    // A visitor asks in English with a name, an e-mail address and the plate.
    const visitorContext = await browser.newContext({ viewport: PHONE });
    const visitorPage = await visitorContext.newPage();
    const visitor = portalOf(visitorPage, checkedPages);
    await visitor.open('/mflow/rfidinstallation');
    await visitorPage.getByRole('button', { name: /^EN/ }).click();
    await visitorPage.getByRole('textbox', { name: 'Name' }).fill('Jane Visitor');
    await visitorPage.getByRole('textbox', { name: 'Licence plate' }).fill('1กข 2345');
    await visitorPage.getByRole('textbox', { name: 'Province code' }).fill('10');
    await visitorPage.locator('#rfid-channel-EMAIL').check();
    const visitorEmail = newEmail();
    await visitorPage.getByRole('textbox', { name: 'E-mail address' }).fill(visitorEmail);
    await visitorPage.locator('#rfid-centre').selectOption({ index: 1 });
    await visitor.expectAccessible();
    await visitorPage.getByRole('button', { name: 'Send request' }).click();
    await expect(visitorPage.getByTestId('rfid-case-no')).toHaveText(/^RF\d{4}-\d{5}$/);
    const visitorCaseNo = (await visitorPage.getByTestId('rfid-case-no').textContent()) ?? '';
    await visitor.expectAccessible();

    // The visitor follows it with the code sent to their e-mail, and cancels it with a reason.
    await visitorPage.getByTestId('rfid-track').click();
    const track = visitorPage.getByTestId('track-step');
    await expect(track.getByRole('textbox', { name: 'Case number' })).toHaveValue(visitorCaseNo);
    await track.getByRole('button', { name: 'Send the code' }).click();
    const visitorReference = (await visitorPage.getByTestId('code-step').locator('[role="status"] strong').nth(1).textContent()) ?? '';
    await visitorPage
      .getByRole('textbox', { name: new RegExp(visitorReference) })
      .fill(await otpFromOutbox(request, visitorEmail, visitorReference));
    await visitorPage.getByRole('button', { name: 'Confirm', exact: true }).click();
    const tracked = visitorPage.getByTestId('tracked-case');
    const request_ = tracked.getByTestId('rfid-case');
    await expect(request_.getByTestId('rfid-contact')).toBeVisible();
    await request_.getByRole('textbox', { name: 'Why you are cancelling (optional)' }).fill('A tag was fitted at the dealer.');
    await visitor.expectAccessible();
    await request_.getByRole('button', { name: 'Cancel the request' }).click();
    await expect(tracked.getByTestId('tracked-case-status')).toHaveText('Cancelled');
    await expect(request_.getByRole('button', { name: 'Cancel the request' })).toHaveCount(0);
    expect(await visitorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await visitor.expectAccessible();
    await visitorContext.close();
  });
});

import { expect, PNG_FILE, portalOf, signIn, test } from '../fixtures';
import { approveVehicleShown, openVehicleFromQueue, signInToBackoffice } from '../support/backoffice';
import { freshMember, pdf } from '../support/registration';
import { checkPlate, confirmStepOtp } from '../support/vehicles';

/**
 * Prasert Wongsawat's own vehicle, which this spec adds as him, registered for the test: README
 * "Vehicles in the registry that are free to add". No other spec registers him.
 */
const PRASERT = '1197686335388';
const VEHICLE = { plateNumber: '1ขข 5050', province: 'ชลบุรี', chassisLast5: '30004' };

const png = (name: string) => ({ ...PNG_FILE, name });

test.describe('vehicle journey', () => {
  test('a member adds a registry vehicle (WAIT), the reviewer approves it in the back-office, the member sees it ACTIVE and a visitor finds it by its reference code', async ({
    page,
    portal,
    request,
    browser,
    checkedPages,
  }) => {
    // Three people in three browsers, two apps and a dozen pages checked by axe.
    test.slow();
    const member = await freshMember(request, { person: PRASERT });

    // The member adds the vehicle: registry check, details as the registry has them, documents, OTP.
    await signIn(page, request, member);
    await portal.open('/mflow/car');
    await page.getByRole('link', { name: 'เพิ่มรถ', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'เพิ่มรถ' })).toBeVisible();
    await checkPlate(page, VEHICLE.plateNumber, VEHICLE.province, VEHICLE.chassisLast5);
    await expect(page.getByTestId('vehicle-identity')).toContainText(VEHICLE.plateNumber);
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page.getByRole('heading', { name: 'เอกสารประกอบ' })).toBeVisible();
    await page.getByLabel('ภาพถ่ายด้านหน้ารถ').setInputFiles(png('front.png'));
    await page.getByLabel('ภาพถ่ายด้านหลังรถ').setInputFiles(png('back.png'));
    await page.getByLabel('ภาพถ่ายด้านข้างรถ').setInputFiles(png('side.png'));
    await page.getByLabel('ภาพป้ายภาษีรถ').setInputFiles(png('tax.png'));
    // The registration book as a scan and a photo, so the reviewer sees a PDF beside the pictures.
    await page
      .getByLabel('สำเนาคู่มือจดทะเบียนรถ')
      .setInputFiles([
        { name: 'book-owner-page.pdf', mimeType: 'application/pdf', buffer: pdf('Registration book, owner page (e2e)') },
        png('book-registration-page.png'),
      ]);
    await expect(page.getByTestId('vehicle-document-registrationBook')).toContainText('หน้าที่ 2');
    await expect(page.getByTestId('vehicle-document-taxPlate')).toContainText('tax.png');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await confirmStepOtp(page, request, member.mobile);
    const saved = page.getByTestId('vehicle-saved');
    await expect(saved).toContainText(`ส่งข้อมูลรถทะเบียน ${VEHICLE.plateNumber} แล้ว`);
    await expect(saved.locator('.vehicle-status')).toHaveText('อยู่ระหว่างตรวจสอบ');
    await saved.getByRole('link', { name: 'ไปที่รถของฉัน' }).click();
    const card = page.getByTestId('vehicle-card').filter({ hasText: VEHICLE.plateNumber });
    await expect(card.locator('.vehicle-status')).toHaveText('อยู่ระหว่างตรวจสอบ');
    const referenceCode = (await card.locator('dd.font-monospace').textContent()) ?? '';
    expect(referenceCode).toMatch(/^V\w{9}$/);

    // The reviewer, in a browser of their own, approves it by clicking through the queue.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    const backoffice = portalOf(staffPage, checkedPages);
    await signInToBackoffice(staffPage, backoffice);
    const queued = { plateNumber: VEHICLE.plateNumber, referenceCode };
    await openVehicleFromQueue(staffPage, queued);
    const documents = staffPage.getByTestId('vehicle-documents');
    await expect(documents.locator('figure[data-kind="image"]')).toHaveCount(5);
    await expect(documents.locator('figure[data-kind="pdf"] iframe')).toHaveCount(1);
    await backoffice.expectAccessible();
    await approveVehicleShown(staffPage, queued);
    await staffContext.close();

    // The member sees it ACTIVE.
    await page.reload();
    await portal.ready();
    await expect(card.locator('.vehicle-status')).toHaveText('ใช้งาน');
    await portal.expectAccessible();

    // A visitor, not signed in, finds it by its reference code.
    const visitorContext = await browser.newContext();
    const visitorPage = await visitorContext.newPage();
    const visitor = portalOf(visitorPage, checkedPages);
    await visitor.open('/mflow/refcode');
    await visitorPage.getByRole('textbox', { name: 'รหัสอ้างอิง' }).fill(referenceCode);
    await visitorPage.getByRole('button', { name: 'ค้นหา' }).click();
    const found = visitorPage.getByTestId('refcode-result');
    await expect(found).toContainText(VEHICLE.plateNumber);
    await expect(found).toContainText(VEHICLE.province);
    await expect(found).toContainText('ปร*** วง***');
    await expect(found.locator('.vehicle-status')).toHaveText('ใช้งาน');
    await visitor.expectAccessible();
    await visitorContext.close();
  });
});

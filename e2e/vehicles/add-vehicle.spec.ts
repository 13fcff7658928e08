import { expect, otpFromOutbox, PNG_FILE, signIn, test } from '../fixtures';
import { freshMember } from '../support/registration';
import { checkPlate } from '../support/vehicles';

/**
 * Wanphen Srisuk's own vehicle, which this spec adds as her, registered for the test: README
 * "Vehicles in the registry that are free to add". No other spec registers her.
 */
const WANPHEN = '3993467365325';
const PLATE = 'งง 1010';

const png = (name: string) => ({ ...PNG_FILE, name });

test.describe('add a vehicle', () => {
  test('a member adds her own registry vehicle with documents and an OTP, and sees it in review (WAIT)', async ({
    page,
    portal,
    request,
  }) => {
    // Registering her takes as long again as the flow itself.
    test.slow();
    const member = await freshMember(request, { person: WANPHEN });
    await signIn(page, request, member);
    await portal.open('/mflow/car');
    await page.getByRole('link', { name: 'เพิ่มรถ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'เพิ่มรถ' })).toBeVisible();
    await portal.expectAccessible();

    // requirements/vehicles.md#land-transport-check: a vehicle registered to someone else is refused as "own".
    await checkPlate(page, 'ฆค 7777', 'นนทบุรี', '30002');
    await expect(page.getByTestId('message-modal')).toContainText('ข้อมูลผู้สมัครไม่ตรงกับข้อมูลรถที่จดทะเบียน');
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();

    // The land-transport check, then the details prefilled from the registry.
    await checkPlate(page, PLATE, 'กรุงเทพมหานคร', '30005');
    await expect(page.getByText('พบข้อมูลรถในทะเบียนของกรมการขนส่งทางบกแล้ว')).toBeVisible();
    await expect(page.getByTestId('vehicle-identity')).toContainText(PLATE);
    await expect(page.getByLabel('ยี่ห้อ')).not.toHaveValue('');
    await page.getByRole('checkbox', { name: 'อื่น ๆ' }).check();
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page.getByText('กรุณาระบุสีรถเมื่อเลือกสีอื่น ๆ')).toBeVisible();
    await portal.expectAccessible();
    await page.getByLabel('ระบุสี').fill('ฟ้าพาสเทล');
    await page.getByRole('button', { name: 'ถัดไป' }).click();

    // Documents: a wrong type is refused before upload; the book needs 2 pages.
    await expect(page.getByRole('heading', { name: 'เอกสารประกอบ' })).toBeVisible();
    await page
      .getByLabel('ภาพถ่ายด้านหน้ารถ')
      .setInputFiles({ name: 'front.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByTestId('vehicle-document-frontPhoto')).toContainText('รองรับเฉพาะไฟล์ JPG และ PNG');
    await page.getByLabel('ภาพถ่ายด้านหน้ารถ').setInputFiles(png('front.png'));
    await page.getByLabel('ภาพถ่ายด้านหลังรถ').setInputFiles(png('back.png'));
    await page.getByLabel('ภาพถ่ายด้านข้างรถ').setInputFiles(png('side.png'));
    await page.getByLabel('ภาพป้ายภาษีรถ').setInputFiles(png('tax.png'));
    await page.getByLabel('สำเนาคู่มือจดทะเบียนรถ').setInputFiles(png('book-1.png'));
    await expect(page.getByTestId('vehicle-document-registrationBook')).toContainText('หน้าที่ 1');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page.getByTestId('vehicle-document-registrationBook')).toContainText('ต้องมีอย่างน้อย 2 หน้า');
    await page.getByLabel('สำเนาคู่มือจดทะเบียนรถ').setInputFiles(png('book-2.png'));
    await expect(page.getByTestId('vehicle-document-registrationBook')).toContainText('หน้าที่ 2');
    await expect(page.getByTestId('vehicle-document-taxPlate')).toContainText('tax.png');
    await portal.expectAccessible();
    await page.getByRole('button', { name: 'ถัดไป' }).click();

    // The CREATE_VEHICLE code, to the registered mobile.
    await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    const reference = (await page.locator('.otp-reference').textContent()) ?? '';
    await page.getByLabel(`รหัส OTP 6 หลัก (รหัสอ้างอิง ${reference})`).fill(await otpFromOutbox(request, member.mobile, reference));
    await page.getByRole('button', { name: 'ยืนยันรหัส' }).click();
    const saved = page.getByTestId('vehicle-saved');
    await expect(saved).toContainText(`ส่งข้อมูลรถทะเบียน ${PLATE} แล้ว`);
    await expect(saved.locator('.vehicle-status')).toHaveText('อยู่ระหว่างตรวจสอบ');
    await portal.expectAccessible();

    await saved.getByRole('link', { name: 'ไปที่รถของฉัน' }).click();
    const card = page.getByTestId('vehicle-card').filter({ hasText: PLATE });
    await expect(card.locator('.vehicle-status')).toHaveText('อยู่ระหว่างตรวจสอบ');
    await expect(card).toContainText('ฟ้าพาสเทล');
  });
});

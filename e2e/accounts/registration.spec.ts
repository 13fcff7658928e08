import type { Locator, Page } from '@playwright/test';
import { expect, linkFromOutbox, otpFromOutbox, PNG_FILE, test } from '../fixtures';
import { approveShown, openFromQueue, signInToBackoffice } from '../support/backoffice';
import { serverNow } from '../support/billing';
import { testHex, testInt } from '../support/random';
import { approveAsStaff } from '../support/registration';

const PASSWORD = 'Tollway-2026';
const newEmail = (label: string) => `${label}-${testHex(8)}@example.com`;
const newMobile = () => `09${testInt(10_000_000, 99_999_999)}`;
const dashed = (mobile: string) => `${mobile.slice(0, 3)}-${mobile.slice(3, 6)}-${mobile.slice(6)}`;

/** Picks province, district, sub-district in one address section; the single postal code fills itself in. */
async function fillAddress(section: Locator, houseNumber: string) {
  await section.getByLabel('บ้านเลขที่').fill(houseNumber);
  await section.getByLabel('ถนน').fill('พระราม 4');
  await section.getByLabel('จังหวัด').selectOption({ label: 'กรุงเทพมหานคร' });
  await section.getByLabel('อำเภอ/เขต').selectOption({ label: 'คลองเตย' });
  await section.getByLabel('ตำบล/แขวง').selectOption({ label: 'คลองตัน' });
  await expect(section.getByLabel('รหัสไปรษณีย์')).toHaveValue('10110');
}

function section(page: Page, heading: string): Locator {
  return page.locator('section.form-section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

async function upload(page: Page, label: string) {
  const slot = page.locator('.document-slot').filter({ has: page.getByText(label, { exact: true }) });
  await slot.locator('input[type="file"]').setInputFiles(PNG_FILE);
  await expect(slot).toContainText('อัปโหลดแล้ว');
}

/** Asks for the code, reads it from the outbox by the reference the page shows, and confirms it. */
async function confirmOtp(page: Page, read: (reference: string) => Promise<string>) {
  await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
  const reference = (await page.locator('.otp-reference').textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z]{4}$/);
  await page.getByLabel(`รหัส OTP 6 หลัก (รหัสอ้างอิง ${reference})`).fill(await read(reference));
  await page.getByRole('button', { name: 'ยืนยันรหัส' }).click();
}

test.describe('registration', () => {
  test('an individual registers end to end, staff approve, the customer signs in, edits the profile and signs out', async ({
    page,
    portal,
    request,
    context,
  }) => {
    test.slow();
    // นางสมศรี ใจดี of the simulated population registry (README).
    const email = newEmail('somsri');
    const mobile = newMobile();

    await portal.open('/mflow');
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'สมัครสมาชิก' }).click();
    await expect(page).toHaveURL(/\/mflow\/consent$/);
    await page.getByRole('button', { name: 'ยอมรับและดำเนินการต่อ' }).click();
    await expect(page.getByText('กรุณายอมรับข้อตกลงและเงื่อนไขการใช้บริการ')).toBeVisible();
    await page.getByLabel('ข้าพเจ้าได้อ่านและยอมรับ').check();
    await page.getByRole('button', { name: 'ยอมรับและดำเนินการต่อ' }).click();

    // Step 1: the data, with the shared rules' messages under the fields.
    await expect(page).toHaveURL(/\/mflow\/register$/);
    await expect(page.getByTestId('registration-stepper').locator('[aria-current="step"]')).toContainText('กรอกข้อมูล');
    await page.getByLabel('เลขประจำตัวประชาชน').fill('1-5123-93704-50-2');
    await page.getByLabel('หมายเลขโทรศัพท์มือถือ').fill('0212345678');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'กรุณาตรวจสอบข้อมูล' })).toBeVisible();
    await expect(page.getByText('เลขประจำตัวประชาชนไม่ถูกต้อง (หลักตรวจสอบไม่ตรง)')).toBeVisible();
    await expect(page.getByText('หมายเลขโทรศัพท์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09 (0XX-XXX-XXXX)')).toBeVisible();
    await expect(page.getByText('กรุณาระบุ อีเมล')).toBeVisible();
    await expect(page.getByLabel('เลขประจำตัวประชาชน')).toHaveAttribute('aria-invalid', 'true');
    await portal.expectAccessible();

    await page.getByLabel('เลขประจำตัวประชาชน').fill('1-5123-93704-50-1');
    await page.getByLabel('เลขหลังบัตรประชาชน (Laser ID)').fill('AA2-8559665-42');
    await page.getByLabel('คำนำหน้าชื่อ').selectOption({ label: 'นาง' });
    await page.getByLabel('ชื่อ', { exact: true }).fill('สมศรี');
    await page.getByLabel('นามสกุล', { exact: true }).fill('ใจดี');
    // A wrong birth date first: the registry check refuses it ("personal data incorrect", requirements/error-messages.md#visible-messages).
    await page.getByLabel('วันที่ (วันเกิด)').selectOption('3');
    await page.getByLabel('เดือน (วันเกิด)').selectOption('7');
    await page.getByLabel('ปี (วันเกิด)').selectOption({ label: '2530' });
    await page.getByLabel('เพศ').selectOption({ label: 'หญิง' });
    await page.getByLabel('อีเมล', { exact: true }).fill(email);
    await page.getByLabel('หมายเลขโทรศัพท์มือถือ').fill(dashed(mobile));
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
    await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(PASSWORD);
    await fillAddress(section(page, 'ที่อยู่ตามทะเบียนบ้าน'), '99/12');
    await section(page, 'ที่อยู่สำหรับจัดส่งเอกสาร').getByLabel('ระบุที่อยู่อื่น').check();
    await fillAddress(section(page, 'ที่อยู่สำหรับจัดส่งเอกสาร'), '-');
    await upload(page, 'ภาพถ่ายตนเองคู่กับบัตรประชาชนหรือหนังสือเดินทาง');
    await upload(page, 'บัตรประชาชนด้านหน้า');
    await upload(page, 'บัตรประชาชนด้านหลัง');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    const refusal = page.getByTestId('message-modal');
    await expect(refusal.getByRole('heading', { name: 'สถานะการดำเนินการ' })).toBeVisible();
    await expect(refusal).toContainText('ข้อมูลส่วนบุคคลไม่ถูกต้อง กรุณาตรวจสอบเลขประจำตัวประชาชน เลขหลังบัตรประชาชน ชื่อ-นามสกุล และวันเกิด');
    await refusal.getByRole('button', { name: 'ตกลง' }).click();
    await page.getByLabel('วันที่ (วันเกิด)').selectOption('2');
    await page.getByRole('button', { name: 'ถัดไป' }).click();

    // Step 2: the mobile, its code read in the portal's mailbox page in another tab.
    await expect(page.getByRole('heading', { name: 'ขั้นตอนที่ 2 ยืนยันตัวตนด้วยหมายเลขโทรศัพท์มือถือ' })).toBeFocused();
    const mailbox = await context.newPage();
    await confirmOtp(page, async (reference) => {
      await mailbox.goto(`/mflow/mailbox?to=${mobile}`);
      const sms = mailbox.getByTestId('mail-item').filter({ hasText: reference }).first();
      await sms.getByRole('button').click();
      return (await sms.locator('.mail-code').first().textContent()) ?? '';
    });

    // Step 3: the e-mail, then submit.
    await expect(page.getByRole('heading', { name: 'ขั้นตอนที่ 3 ยืนยันอีเมลด้วยรหัส OTP' })).toBeVisible();
    await confirmOtp(page, (reference) => otpFromOutbox(request, email, reference));
    await expect(page.getByText(`ยืนยันอีเมล ${email} แล้ว`)).toBeVisible();
    const registered = page.waitForResponse(
      (response) => response.url().endsWith('/customerservice/api/v1/customer') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
    const { customerId, referenceCode } = ((await (await registered).json()) as { data: { customerId: string; referenceCode: string } })
      .data;

    // Step 4: confirm by the link within 7 days; a resend replaces the link.
    const linkStep = page.getByTestId('registration-link-step');
    await expect(linkStep).toContainText(`ระบบได้ส่งลิงก์ยืนยันไปที่ ${email} กรุณากดลิงก์เพื่อยืนยันภายใน 7 วัน`);
    await expect(page.getByTestId('reference-code')).toHaveText(referenceCode);
    await portal.expectAccessible();
    // The resend button asks for a new link (the server sends none within a minute of the last one).
    await page.getByRole('button', { name: 'ส่งลิงก์ยืนยันอีกครั้ง' }).click();
    await expect(page.getByTestId('message-modal')).toContainText(`หาก ${email} อยู่ระหว่างรอยืนยัน ท่านจะได้รับลิงก์ใหม่`);
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();

    // The e-mail's link, clicked in the mailbox page, opens step 5.
    await mailbox.goto(`/mflow/mailbox?to=${encodeURIComponent(email)}`);
    const newest = mailbox.getByTestId('mail-item').first();
    await newest.getByRole('button').click();
    await newest.locator('a.mail-link').click();
    await expect(mailbox).toHaveURL(/\/mflow\/activate\?token=/);
    await expect(mailbox.getByTestId('activation-result')).toContainText('อยู่ระหว่างตรวจสอบ');
    await expect(mailbox.getByTestId('activation-result')).toContainText('ท่านจะได้รับผลการสมัครทาง SMS และอีเมลภายใน 24 ชั่วโมง');
    await expect(mailbox.getByTestId('registration-stepper').locator('[aria-current="step"]')).toContainText('ผลการสมัคร');
    await mailbox.close();

    // A staff member approves in the back office.
    await signInToBackoffice(page, portal);
    await openFromQueue(page, { customerId, email, displayName: 'สมศรี ใจดี', referenceCode } as Parameters<typeof openFromQueue>[1]);
    await approveShown(page, { referenceCode } as Parameters<typeof approveShown>[1]);

    // The customer signs in and sets a passcode.
    await page.goto('/mflow/login');
    await page.getByLabel('อีเมลหรือหมายเลขโทรศัพท์มือถือ').fill(email);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).toHaveURL(/\/mflow\/passcode$/);
    await page.getByLabel('รหัส PIN 6 หลัก', { exact: true }).fill('482915');
    await page.getByLabel('ยืนยันรหัส PIN', { exact: true }).fill('482915');
    await page.getByRole('button', { name: 'ตั้งรหัส PIN' }).click();
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('สวัสดี สมศรี ใจดี');
    await expect(page.getByTestId('stock-avatar').first()).toBeVisible();

    // The profile: picture, contact change (password first, then an OTP to the new number), addresses.
    await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'ข้อมูลผู้ใช้งาน' }).click();
    await expect(page).toHaveURL(/\/mflow\/account$/);
    await expect(page.locator('#personal')).toContainText('นาง สมศรี ใจดี');
    await expect(page.locator('#personal')).toContainText('*********4501');
    await page.getByTestId('profile-picture-input').setInputFiles(PNG_FILE);
    await expect(page.getByTestId('account-area').getByTestId('profile-image')).toBeVisible();
    await portal.expectAccessible();

    await page.getByRole('button', { name: 'แก้ไขข้อมูลการติดต่อ' }).click();
    const verify = page.getByTestId('verify-password-modal');
    await verify.getByLabel('รหัสผ่าน').fill('Wrong-Password-1');
    await verify.getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(verify.getByRole('alert')).toHaveText('รหัสผ่านไม่ถูกต้อง');
    await verify.getByLabel('รหัสผ่าน').fill(PASSWORD);
    await verify.getByRole('button', { name: 'ยืนยัน' }).click();
    const newNumber = newMobile();
    await page.locator('#contact').getByLabel('หมายเลขโทรศัพท์มือถือ').fill(newNumber);
    await page.locator('#contact').getByRole('button', { name: 'บันทึก' }).click();
    await confirmOtp(page, (reference) => otpFromOutbox(request, newNumber, reference));
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.locator('#contact')).toContainText(dashed(newNumber));

    await page.getByRole('button', { name: 'แก้ไขที่อยู่ปัจจุบัน' }).click();
    const residence = page.getByTestId('address-form-residence');
    await expect(residence.getByLabel('ตำบล/แขวง')).toHaveValue('103399');
    await residence.getByLabel('บ้านเลขที่').fill('7/1');
    await residence.getByLabel('ซอย').fill('สุขุมวิท 22');
    await residence.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.locator('#addresses')).toContainText('เลขที่ 7/1 ซอยสุขุมวิท 22 ถนนพระราม 4 คลองตัน คลองเตย กรุงเทพมหานคร 10110');

    // The notification language sits with the notification settings (decision 0065).
    await page.getByRole('link', { name: 'การแจ้งเตือน', exact: true }).click();
    await page.locator('#language').getByLabel('ภาษาอังกฤษ').check();
    await page.locator('#language').getByRole('button', { name: 'บันทึก' }).click();
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();

    // Invoice addresses: the first is the main one; moving the main flag, then deleting after a confirmation.
    await page.getByRole('link', { name: 'ที่อยู่ออกใบแจ้งหนี้' }).click();
    await expect(page.getByText('ยังไม่มีที่อยู่สำหรับออกใบแจ้งหนี้')).toBeVisible();
    for (const houseNumber of ['1/1', '2/2']) {
      await page.getByRole('button', { name: 'เพิ่มที่อยู่' }).click();
      await fillAddress(page.getByTestId('invoice-address-form'), houseNumber);
      await page.getByTestId('invoice-address-form').getByRole('button', { name: 'บันทึก' }).click();
      await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();
    }
    const rows = page.getByTestId('invoice-addresses').getByRole('listitem');
    const main = page.getByTestId('invoice-addresses').locator('.is-main');
    await expect(main).toContainText('เลขที่ 1/1');
    await rows.filter({ hasText: 'เลขที่ 2/2' }).getByRole('button', { name: 'ตั้งเป็นที่อยู่หลัก' }).click();
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();
    await expect(main).toContainText('เลขที่ 2/2');
    await rows.filter({ hasText: 'เลขที่ 1/1' }).getByRole('button', { name: 'ลบ', exact: true }).click();
    await expect(page.getByTestId('confirm-modal')).toContainText('ลบที่อยู่นี้?');
    await portal.expectAccessible();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'ลบ', exact: true }).click();
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();
    await expect(rows).toHaveCount(1);

    // Signing out.
    await page.getByTestId('account-area').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect(page.locator('[data-layout="public"]')).toBeVisible();
    expect(await portal.local()).not.toHaveProperty('accessToken');
  });

  test('a company registers through an authorised person, and signs in under its company name once approved', async ({
    page,
    portal,
    request,
  }) => {
    test.slow();
    const email = newEmail('fleet');
    const mobile = newMobile();
    // At most 6 months old by the server's clock, which the worker's other tests may have moved on.
    const issued = new Date((await serverNow(request)).getTime() - 30 * 86_400_000);

    await portal.open('/mflow/consent');
    await page.getByRole('radio', { name: /^นิติบุคคล/ }).check();
    await page.getByLabel('ข้าพเจ้าได้อ่านและยอมรับ').check();
    await page.getByRole('button', { name: 'ยอมรับและดำเนินการต่อ' }).click();
    await expect(page).toHaveURL(/\/mflow\/registerplus$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('สมัครสมาชิกนิติบุคคล');

    await page.getByRole('radio', { name: /^ผู้รับมอบอำนาจ/ }).check();
    // Krungthep Transport Co., Ltd. of the simulated company registry (README): the check fills its name and type.
    await page.getByLabel('เลขทะเบียนนิติบุคคล').fill('0203079380221');
    await page.getByRole('button', { name: 'ตรวจสอบ', exact: true }).click();
    await expect(page.getByText('พบในทะเบียนนิติบุคคล: บริษัท กรุงเทพขนส่ง จำกัด')).toBeVisible();
    await expect(page.getByLabel('ชื่อนิติบุคคล')).toHaveValue('บริษัท กรุงเทพขนส่ง จำกัด');
    await expect(page.getByLabel('ประเภทนิติบุคคล')).toHaveValue('COMPANY_LIMITED');
    await page.getByLabel('ชื่อสาขา').fill('สำนักงานใหญ่');
    await page.getByLabel('หมายเลขโทรศัพท์นิติบุคคล').fill('022-654-3210');
    await page.getByLabel('กรรมการผู้มีอำนาจลงนาม').fill('ประเสริฐ วงศ์สวัสดิ์');
    await page.getByLabel('วันที่ (วันที่ออกหนังสือรับรองบริษัท)').selectOption(String(issued.getDate()));
    await page.getByLabel('เดือน (วันที่ออกหนังสือรับรองบริษัท)').selectOption(String(issued.getMonth() + 1));
    await page.getByLabel('ปี (วันที่ออกหนังสือรับรองบริษัท)').selectOption(String(issued.getFullYear()));

    const contact = section(page, 'ผู้ติดต่อและการเข้าสู่ระบบ');
    await contact.getByLabel('คำนำหน้าชื่อ').selectOption({ label: 'นาย' });
    await contact.getByLabel('ชื่อ', { exact: true }).fill('อนุชา');
    await contact.getByLabel('นามสกุล', { exact: true }).fill('บุญมา');
    await contact.getByLabel('อีเมล', { exact: true }).fill(email);
    await contact.getByLabel('หมายเลขโทรศัพท์มือถือ').fill(mobile);
    await contact.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
    await contact.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(PASSWORD);

    const authorised = section(page, 'ข้อมูลผู้รับมอบอำนาจ');
    await authorised.getByLabel('คำนำหน้าชื่อ').selectOption({ label: 'นาย' });
    await authorised.getByLabel('ชื่อ', { exact: true }).fill('อนุชา');
    await authorised.getByLabel('นามสกุล', { exact: true }).fill('บุญมา');
    await authorised.getByLabel('เลขประจำตัวประชาชนหรือเลขหนังสือเดินทางของผู้รับมอบอำนาจ').fill('5418820020871');

    await fillAddress(section(page, 'ที่อยู่ตามหนังสือรับรองบริษัท'), '99/12');
    await upload(page, 'หนังสือรับรองบริษัท (หน้าแรก)');
    await upload(page, 'ใบทะเบียนภาษีมูลค่าเพิ่ม (ภ.พ.20)');
    await upload(page, 'สำเนาบัตรประชาชนของผู้รับมอบอำนาจ');
    await upload(page, 'หนังสือมอบอำนาจ');
    await portal.expectAccessible();
    await page.getByRole('button', { name: 'ถัดไป' }).click();

    await confirmOtp(page, (reference) => otpFromOutbox(request, mobile, reference));
    await confirmOtp(page, (reference) => otpFromOutbox(request, email, reference));
    const registered = page.waitForResponse(
      (response) => response.url().endsWith('/customerservice/api/v1/customer') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
    const { customerId } = ((await (await registered).json()) as { data: { customerId: string } }).data;
    await expect(page.getByTestId('registration-link-step')).toContainText(email);

    await page.goto(await linkFromOutbox(request, email, '/mflow/activate'));
    await expect(page.getByTestId('activation-result')).toContainText('อยู่ระหว่างตรวจสอบ · รออนุมัติ');

    // Staff approve (their screens have their own tests); the company then signs in by its mobile.
    await approveAsStaff(request, customerId);
    await page.goto('/mflow/login');
    await page.getByLabel('อีเมลหรือหมายเลขโทรศัพท์มือถือ').fill(dashed(mobile));
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await page.getByRole('button', { name: 'ข้ามขั้นตอนนี้' }).click();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'ข้าม' }).click();
    await expect(page.getByTestId('account-area')).toContainText('บริษัท กรุงเทพขนส่ง จำกัด');
    expect(await portal.local()).toMatchObject({ displayName: 'บริษัท กรุงเทพขนส่ง จำกัด', accountType: 'COMPANY_LIMITED' });
  });

  test('shows the field messages in the language chosen, on a 360 px phone', async ({ page, portal }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await portal.open('/mflow/consent');
    await page.getByLabel('ข้าพเจ้าได้อ่านและยอมรับ').check();
    await page.getByRole('button', { name: 'ยอมรับและดำเนินการต่อ' }).click();
    await page.getByLabel('อีเมล', { exact: true }).fill('somsri@');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page.getByText('รูปแบบอีเมลไม่ถูกต้อง')).toBeVisible();
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register as an individual');
    await expect(page.getByText('The e-mail address is not valid')).toBeVisible();
    await expect(page.getByText('The field First name is required')).toBeVisible();
    await expect(page.getByText('Please attach the document Selfie holding your ID card or passport')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await portal.expectAccessible();
  });
});

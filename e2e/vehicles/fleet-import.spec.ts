import { readFileSync } from 'node:fs';
import { expect, signIn, test } from '../fixtures';
import { freshCompany } from '../support/registration';
import { confirmStepOtp, DEMO_COMPANY } from '../support/vehicles';

const HEADER = 'plate_number,province,chassis_last5,owner_flag';
const csv = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...lines].join('\n'), 'utf8') });

/** Thai Expressway Public Company Limited, registered for the first test; no other spec registers it (README "Demo accounts"). */
const THAI_EXPRESSWAY = '0305183815949';
/** Its own truck, free to add (README "Company fleets of companies free to register"). */
const GOOD = '72-3002,Chon Buri,30105,OWN';
/** Its other truck, with a chassis the registry does not know: refused. */
const WRONG_CHASSIS = '72-3001,ชลบุรี,99999,OWN';
/** The demo company's truck with a chassis the registry does not know: refused, so it stays free. */
const DEMO_WRONG_CHASSIS = '70-1009,ชลบุรี,99999,OWN';

test.describe('fleet file', () => {
  test("a company adds a good and a bad row from its vehicle list, sees each row's result and downloads it as CSV", async ({
    page,
    portal,
    request,
  }) => {
    // Registering the company takes as long again as the flow itself.
    test.slow();
    const company = await freshCompany(request, THAI_EXPRESSWAY);
    await signIn(page, request, company);
    await portal.open('/mflow/car');
    await page.getByRole('link', { name: 'เพิ่มรถจากไฟล์' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'เพิ่มรถจากไฟล์รายการรถ' })).toBeVisible();
    await portal.expectAccessible();

    // Checked here, before anything is sent: a spreadsheet that is not a CSV, then no file at all.
    const file = page.getByLabel('ไฟล์รายการรถ (CSV)');
    await file.setInputFiles({
      name: 'fleet.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('PK'),
    });
    await expect(page.getByText('ไม่สามารถอัปโหลดไฟล์ที่เลือกได้ รองรับเฉพาะไฟล์ CSV (.csv)')).toBeVisible();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page.getByText('กรุณาเลือกไฟล์ CSV')).toBeVisible();
    await portal.expectAccessible();

    await file.setInputFiles(csv('fleet.csv', [GOOD, WRONG_CHASSIS]));
    await expect(page.getByText('ไฟล์ที่เลือก: fleet.csv')).toBeVisible();
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page.getByText('ขอรหัส OTP เพื่อยืนยันการเพิ่มรถจากไฟล์ fleet.csv')).toBeVisible();
    await confirmStepOtp(page, request, company.mobile);

    const result = page.getByTestId('fleet-result');
    await expect(result.getByRole('status')).toContainText('ตรวจสอบแล้ว 2 คัน');
    await expect(result.getByRole('status')).toContainText('เพิ่มแล้ว 1 คัน');
    await expect(result.getByRole('status')).toContainText('ไม่ได้เพิ่ม 1 คัน');
    const good = result.getByTestId('fleet-row').filter({ hasText: '72-3002' });
    await expect(good).toHaveAttribute('data-result', 'ADDED');
    await expect(good).toContainText('เพิ่มแล้ว');
    await expect(good).toContainText('ชลบุรี');
    await expect(good.locator('.vehicle-status')).toHaveText('อยู่ระหว่างตรวจสอบ');
    await expect(good.locator('td.font-monospace')).toHaveText(/^V\w{9}$/);
    const bad = result.getByTestId('fleet-row').filter({ hasText: '72-3001' });
    await expect(bad).toHaveAttribute('data-result', 'FAILED');
    await expect(bad).toContainText('ไม่ได้เพิ่ม');
    await expect(bad).toContainText('ข้อมูลเจ้าของรถไม่ตรงกับข้อมูลของกรมการขนส่งทางบก');
    await portal.expectAccessible();

    const downloaded = page.waitForEvent('download');
    await result.getByRole('button', { name: 'ดาวน์โหลดผลเป็นไฟล์ CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^fleet-import-[\w-]+\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8').split(/\r?\n/);
    expect(lines[0]).toBe('\ufeffline,plate_number,province,chassis_last5,owner_flag,result,vehicle_status,reference_code,message');
    expect(lines[1]).toMatch(/^2,72-3002,Chon Buri,30105,OWN,ADDED,WAIT,V\w{9},$/);
    expect(lines[2]).toBe('3,72-3001,ชลบุรี,99999,OWN,FAILED,,,ข้อมูลเจ้าของรถไม่ตรงกับข้อมูลของกรมการขนส่งทางบก');

    await result.getByRole('link', { name: 'ไปที่รถของฉัน' }).click();
    await expect(page.getByTestId('vehicle-card').filter({ hasText: '72-3002' }).locator('.vehicle-status')).toHaveText('อยู่ระหว่างตรวจสอบ');
  });

  test('the fleet page and its result fit a 360 px phone, the table scrolling in a region of its own, in Thai and English', async ({
    page,
    portal,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, request, DEMO_COMPANY);
    await portal.open('/mflow/car/import');
    await expect(page.getByLabel('ไฟล์รายการรถ (CSV)')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Rows that all fail add nothing, so the test can run again on the same data.
    await page.getByLabel('ไฟล์รายการรถ (CSV)').setInputFiles(csv('phone.csv', [DEMO_WRONG_CHASSIS, 'ABC!,10,12345,OWN']));
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await confirmStepOtp(page, request, DEMO_COMPANY.mobile);
    const result = page.getByTestId('fleet-result');
    await expect(result.getByTestId('fleet-row')).toHaveCount(2);
    await expect(result.locator('[data-result="FAILED"]')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await portal.expectAccessible();

    // The table is reached with the keyboard, right after the buttons above it.
    await result.getByRole('button', { name: 'เพิ่มรถจากไฟล์อื่น' }).focus();
    await page.keyboard.press('Tab');
    await expect(result.getByRole('region', { name: 'ผลของแต่ละบรรทัดในไฟล์ phone.csv' })).toBeFocused();

    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add vehicles from a fleet file' })).toBeVisible();
    await expect(result.getByRole('columnheader', { name: 'Message' })).toBeVisible();
    await expect(result.locator('[data-result="FAILED"]').first()).toContainText('Not added');
    await portal.expectAccessible();
  });

  test('an individual member is offered no fleet file, and the page tells him it is for companies', async ({ page, portal, request }) => {
    await signIn(page, request);
    await portal.open('/mflow/car/import');
    await expect(page.getByTestId('fleet-companies-only')).toContainText('การเพิ่มรถจากไฟล์ใช้ได้เฉพาะสมาชิกนิติบุคคล');
    await expect(page.getByLabel('ไฟล์รายการรถ (CSV)')).toHaveCount(0);
    await page.getByTestId('fleet-companies-only').getByRole('link', { name: 'ไปที่รถของฉัน' }).click();
    await expect(page.getByTestId('vehicle-card').filter({ hasText: '1กข 1234' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'เพิ่มรถจากไฟล์' })).toHaveCount(0);
  });
});

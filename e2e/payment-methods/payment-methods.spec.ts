import { expect, signIn, test } from '../fixtures';
import { confirmStepOtp } from '../support/vehicles';
import { addQr } from './payment-methods-support';

// Each test's member is its own: a card left primary on a demo account would pay, at the next cut
// of the worker's clock, the invoices another test counts on finding unpaid.
test.describe('payment methods', () => {
  test('a member adds a card with a one-time code, sees it masked and makes it the primary method', async ({
    page,
    portal,
    request,
    member,
  }) => {
    await addQr(request, member);
    await signIn(page, request, member);
    await portal.open('/mflow/paymentmethod');
    await expect(page.getByRole('heading', { level: 1, name: 'ช่องทางการชำระเงิน' })).toBeVisible();
    await expect(page.getByTestId('payment-method').filter({ hasText: 'QR' }).getByTestId('primary-badge')).toBeVisible();

    await page.getByRole('link', { name: 'เพิ่มช่องทางการชำระเงิน' }).click();
    const form = page.getByTestId('payment-method-form');
    await expect(form.getByLabel('บัตรเครดิต/เดบิต')).toBeChecked();
    await form.getByLabel('ประเภทบัตร').selectOption({ label: 'วีซ่า' });
    await form.getByLabel('หมายเลขบัตร').fill('4111 1111 1111 111');
    await form.getByLabel('เดือนหมดอายุ').fill('11');
    await form.getByLabel('ปีหมดอายุ (ค.ศ.)').fill('2030');
    await form.getByLabel('CVV').fill('123');
    await form.getByLabel('ชื่อผู้ถือบัตร').fill('SOMCHAI JAIDEE');
    await form.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
    // The contract's rule, in the portal, before anything is sent.
    await expect(form).toContainText('หมายเลขบัตรต้องเป็นตัวเลขอย่างน้อย 16 หลัก');
    await portal.expectAccessible();
    await form.getByLabel('หมายเลขบัตร').fill('4111 1111 1111 1111');
    await form.getByRole('button', { name: 'ดำเนินการต่อ' }).click();

    const otp = page.getByTestId('payment-method-otp');
    await expect(otp).toBeVisible();
    await confirmStepOtp(otp, request, member.mobile);
    await expect(page.getByTestId('message-modal')).toContainText('เพิ่มช่องทางการชำระเงินเรียบร้อยแล้ว');
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();

    const card = page.getByTestId('payment-method').filter({ hasText: '**** **** **** 1111' });
    await expect(card.getByTestId('masked-display')).toHaveText('**** **** **** 1111');
    await expect(card).toContainText('วีซ่า');
    await expect(page.getByText('4111 1111 1111 1111')).toHaveCount(0);
    await expect(card.getByTestId('primary-badge')).toHaveCount(0);
    await portal.expectAccessible();

    await card.getByRole('button', { name: 'ตั้งเป็นช่องทางหลัก' }).click();
    await expect(page.getByTestId('confirm-modal')).toContainText('**** **** **** 1111');
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'ยืนยัน' }).click();
    const primaryOtp = page.getByTestId('method-otp-modal');
    await confirmStepOtp(primaryOtp, request, member.mobile);
    await expect(page.getByTestId('message-modal')).toContainText('ตั้งช่องทางหลักเรียบร้อยแล้ว');
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();
    await expect(card.getByTestId('primary-badge')).toBeVisible();
    await expect(card.getByTestId('effective-from')).toBeVisible();
    await expect(page.getByTestId('payment-method').filter({ hasText: 'QR' }).getByTestId('primary-badge')).toHaveCount(0);
    await portal.expectAccessible();

    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    await expect(card.getByTestId('primary-badge')).toHaveText('Primary');
  });

  test('a channel already in the list is refused as a duplicate payment channel', async ({ page, portal, request, member }) => {
    await addQr(request, member);
    await signIn(page, request, member);
    await portal.open('/mflow/paymentmethod/add');
    const form = page.getByTestId('payment-method-form');
    await form.getByLabel('QR Code').check();
    await form.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
    await confirmStepOtp(page.getByTestId('payment-method-otp'), request, member.mobile);
    await expect(page.getByTestId('message-modal')).toContainText('ช่องทางการชำระเงินซ้ำ');
    await portal.expectAccessible();
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();
    await expect(form).toBeVisible();
  });
});

import { addDays, bangkokDateOf, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { apiSignIn, commonHeaders, CUSTOMER, expect, signIn, test } from '../fixtures';
import { justAfter, moveClock, nextCut, recordPassage, serverNow, somchaiInvoiceOf } from '../support/billing';
import { accessKeyHeaders, dataOf } from '../support/registration';

/** Somchai's ACTIVE demo vehicle (README "Demo accounts"). */
const VEHICLE = { plate: '1กข 1234', province: '10' };
/** The demo content editor (README "Demo accounts", seed/demo/demo-accounts.ts). */
const EDITOR = { email: 'editor@mflow.local', password: 'EditorDemo1' };

/**
 * The offer redeemed, published by the test itself: the seeded offers end weeks after the first
 * start (seed/content/offers.ts), and the worker's clock may already be past that when this test
 * runs after others that moved it. The title is the test's own, so the card found is this one.
 */
const COFFEE = { title: `กาแฟแก้วที่สองลด 50% ที่จุดพักรถ ${Date.now().toString(36)}`, points: 50 };

/** Publishes COFFEE now, as the editor, until 30 days after the server's clock. */
async function publishCoffee(request: Parameters<typeof apiSignIn>[0]): Promise<void> {
  const auth = await request.post('/staffservice/api/v1/auth', { headers: await accessKeyHeaders(request), data: EDITOR });
  const headers = { ...commonHeaders(), Authorization: `Bearer ${(await dataOf<{ token: string }>(auth, 'editor sign-in')).token}` };
  const offer = await dataOf<{ id: string }>(
    await request.post('/staffservice/api/v1/content/promotion', {
      headers,
      data: { category: 'FOOD', titleTh: COFFEE.title, bodyTh: 'เครื่องดื่มแก้วที่สองลดครึ่งราคา', pointsPrice: COFFEE.points },
    }),
    'the offer',
  );
  const until = new Date((await serverNow(request)).getTime() + 30 * 24 * 60 * 60 * 1000);
  await dataOf(
    await request.post(`/staffservice/api/v1/content/promotion/${offer.id}/publish`, {
      headers,
      data: { unpublishAt: until.toISOString() },
    }),
    'publishing the offer',
  );
}

/** The next 02:00 Bangkok after `now`: when the points-earning job credits the payments before it. */
function nextEarningRun(now: Date): Date {
  const today = new Date(startOfBangkokDay(bangkokDateOf(now)).getTime() + 2 * 60 * 60 * 1000);
  return today > now ? today : new Date(startOfBangkokDay(addDays(bangkokDateOf(now), 1)).getTime() + 2 * 60 * 60 * 1000);
}

async function pointsOf(request: Parameters<typeof apiSignIn>[0]): Promise<number> {
  return (await apiSignIn(request, CUSTOMER.email, CUSTOMER.password)).point;
}

test.describe('member points', () => {
  test('somchai earns points from a paid invoice and redeems them for a partner offer', async ({ page, portal, request }) => {
    // Two clock moves: the cut that issues the invoice, and the night the points are credited.
    test.slow();
    const passage = await recordPassage(request, VEHICLE);
    await moveClock(request, justAfter(nextCut(await serverNow(request))));
    const invoice = await somchaiInvoiceOf(request, passage.billingPeriod, 'ISSUED');
    const before = await pointsOf(request);

    // Paid at an ATM by the invoice's reference, under a rule of 1 point per 10 satang so that one toll buys a coffee.
    const rules = (data: object) => request.put('/simservice/api/v1/points/rules', { headers: commonHeaders(), data });
    await dataOf(await rules({ satangPerPoint: 10 }), 'the points rule');
    try {
      await dataOf(
        await request.post('/simservice/api/v1/gateway/counter-payments', {
          headers: commonHeaders(),
          data: { ref1: invoice.refNo, amountSatang: invoice.totalAmount, channel: 'ATM' },
        }),
        'paying at an ATM',
      );
      await moveClock(request, justAfter(nextEarningRun(await serverNow(request))));
    } finally {
      await dataOf(await rules({}), 'the default points rule');
    }
    const earned = Math.floor(invoice.totalAmount / 10);
    expect(await pointsOf(request)).toBe(before + earned);

    await publishCoffee(request);
    await signIn(page, request);
    await portal.open('/mflow/promotion');
    const summary = page.getByTestId('points-summary');
    await expect(summary.getByTestId('points-balance')).toHaveText(`${(before + earned).toLocaleString('en-US')} คะแนน`);
    await expect(summary.getByTestId('points-history').locator('tbody tr').first()).toHaveAttribute('data-kind', 'EARNED');
    await expect(summary.getByTestId('points-history').locator('tbody tr').first()).toContainText(`+${earned.toLocaleString('en-US')}`);

    const coffee = page.getByTestId('offer-card').filter({ hasText: COFFEE.title });
    await expect(coffee).toContainText(`ใช้ ${COFFEE.points} คะแนน`);
    await coffee.getByRole('button', { name: 'แลกคะแนน' }).click();
    const confirm = page.getByTestId('confirm-modal');
    await expect(confirm).toContainText(COFFEE.title);
    await portal.expectAccessible();
    await confirm.getByRole('button', { name: 'แลกคะแนน' }).click();

    const result = page.getByTestId('redemption-result');
    await expect(result).toContainText(COFFEE.title);
    const code = await result.locator('.redemption-code').innerText();
    expect(code).toMatch(/^MF[A-Z2-9]{8}$/);
    await portal.expectAccessible();
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();

    const after = before + earned - COFFEE.points;
    await expect(summary.getByTestId('points-balance')).toHaveText(`${after.toLocaleString('en-US')} คะแนน`);
    const redeemed = summary.getByTestId('points-history').locator('tbody tr').first();
    await expect(redeemed).toHaveAttribute('data-kind', 'REDEEMED');
    await expect(redeemed).toContainText(code);
    await expect(redeemed).toContainText(`-${COFFEE.points}`);
    // The header shows the stored point, which follows the redemption.
    await expect(page.getByTestId('account-area')).toContainText(`${after.toLocaleString('en-US')} คะแนน`);
    expect(await pointsOf(request)).toBe(after);
  });
});

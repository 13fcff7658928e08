/**
 * Billing steps for browser tests: gantry passages and the simulated clock through the simulation
 * API, and the member's invoices through the invoiceservice. The clock of a worker's server only
 * moves forward and every spec of the worker shares it, so a test reads it and counts from there.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, bangkokDateOf, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { billingCycleOf } from '@mflow/contracts/time/billing-cycle';
import { apiSignIn, commonHeaders, CUSTOMER } from '../fixtures';
import { testInt } from './random';
import { dataOf } from './registration';

/** Thap Chang 1 (README "The simulated road"). */
export const GANTRY = { gantryCode: 'M9-TC1-G1', lane: 1 } as const;

export type RecordedPassage = { passageId: string; passedAt: string; price: number; isMember: boolean; billingPeriod: string };

export type MemberInvoice = {
  invoiceNo: string;
  refNo: string;
  status: string;
  stage: string;
  billingPeriod: string;
  tollAmount: number;
  firstLateFee: number;
  totalAmount: number;
  dueDate: string;
  replacedByInvoiceNo?: string | null;
};

/** The worker server's simulated now. */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const { now } = await dataOf<{ now: string }>(await request.get('/simservice/api/v1/clock', { headers: commonHeaders() }), 'the clock');
  return new Date(now);
}

/**
 * Moves the worker server's clock forward; the jobs that fall due on the way run before it answers.
 * Sessions issued before the move have expired after it: sign in again.
 */
export async function moveClock(request: APIRequestContext, to: Date): Promise<void> {
  await dataOf(
    await request.put('/simservice/api/v1/clock', { headers: commonHeaders(), data: { now: to.toISOString() } }),
    `moving the clock to ${to.toISOString()}`,
  );
}

/** The next member cut after `now`: 00:00 Bangkok on the 1st or the 16th that ends the cycle `now` is in. */
export function nextCut(now: Date): Date {
  return startOfBangkokDay(addDays(billingCycleOf(bangkokDateOf(now)).end, 1));
}

/** The next 00:00 Bangkok after `now`: the non-members' daily cut. */
export function nextMidnight(now: Date): Date {
  return startOfBangkokDay(addDays(bangkokDateOf(now), 1));
}

/** 00:00 Bangkok the day after a due date: when the ladder takes an unpaid invoice's next step. */
export function dayAfter(dueDate: string): Date {
  return startOfBangkokDay(addDays(dueDate, 1));
}

/** A minute after an instant, so that the jobs of that instant have run. */
export const justAfter = (instant: Date) => new Date(instant.getTime() + 60_000);

/** A gantry records one passage of a plate now (by the server's clock). */
export async function recordPassage(
  request: APIRequestContext,
  vehicle: { plate: string; province: string; vehicleClass?: 1 | 2 | 3 },
): Promise<RecordedPassage> {
  return dataOf<RecordedPassage>(
    await request.post('/simservice/api/v1/passages', { headers: commonHeaders(), data: { ...GANTRY, ...vehicle } }),
    `a passage of ${vehicle.plate}`,
  );
}

/** The demo individual's invoices, newest first, as the API answers them. */
export async function somchaiInvoices(request: APIRequestContext): Promise<MemberInvoice[]> {
  const { token } = await apiSignIn(request, CUSTOMER.email, CUSTOMER.password);
  const page = await dataOf<{ invoices: MemberInvoice[] }>(
    await request.get('/invoiceservice/api/v1/invoices', {
      headers: { ...commonHeaders(), Authorization: `Bearer ${token}` },
      params: { pageSize: 100 },
    }),
    "somchai's invoices",
  );
  return page.invoices;
}

/** The one invoice of a billing period at a stage of the ladder (ISSUED, FIRST_LATE_FEE, ...). */
export async function somchaiInvoiceOf(request: APIRequestContext, billingPeriod: string, stage: string): Promise<MemberInvoice> {
  const invoice = (await somchaiInvoices(request)).find((item) => item.billingPeriod === billingPeriod && item.stage === stage);
  if (!invoice) throw new Error(`somchai has no ${stage} invoice of ${billingPeriod}`);
  return invoice;
}

/** Money and dates as the portal shows them in Thai (requirements/portal-shell.md#language-and-font-size: Buddhist era) and English. */
export const THAI = 'th-TH-u-ca-buddhist';
export const ENGLISH = 'en-GB';

export function baht(satang: number, locale: string = THAI): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'THB' }).format(satang / 100);
}

export function longDate(date: string | Date, locale: string = THAI): string {
  const instant = typeof date === 'string' ? startOfBangkokDay(date) : date;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(instant);
}

/** A Bangkok plate no member holds and no other test uses: ฮฮ and ฮฬ are no Thai registration series, the number random. */
export const freshPlate = (series: 'ฮฮ' | 'ฮฬ' = 'ฮฮ') => `${series} ${testInt(1, 10_000)}`;

/** A fresh plate's passage, with the clock moved past the next 00:00, when its non-member invoice is cut. */
export async function billFreshVisitorPlate(
  request: APIRequestContext,
  series?: 'ฮฮ' | 'ฮฬ',
): Promise<{ plate: string; passage: RecordedPassage }> {
  const plate = freshPlate(series);
  const passage = await recordPassage(request, { plate, province: '10', vehicleClass: 1 });
  await moveClock(request, justAfter(nextMidnight(await serverNow(request))));
  return { plate, passage };
}

/** The visitor's search for a Bangkok plate's open invoices, on the page already open. */
export async function searchOpenInvoicesOf(page: Page, plate: string): Promise<void> {
  const search = page.getByRole('search', { name: 'ค้นหายอดค้างชำระ' });
  await search.getByRole('textbox', { name: 'ทะเบียนรถ' }).fill(plate);
  await search.getByLabel('จังหวัดของป้ายทะเบียน').selectOption({ label: 'กรุงเทพมหานคร' });
  await search.getByRole('button', { name: 'ค้นหา' }).click();
}

/** A visitor's way to the gateway's card page for a plate's open invoice: search, pay, new card, then a card type on the card payment page. */
export async function payPlateByNewCard(page: Page, plate: string): Promise<void> {
  await searchOpenInvoicesOf(page, plate);
  await page.getByTestId('open-invoice').getByRole('link', { name: 'ชำระเงิน' }).click();
  await page.getByRole('radio', { name: 'บัตรเครดิตหรือบัตรเดบิต' }).check();
  await page.getByTestId('payment-submit').click();
  await page.getByRole('radio', { name: 'วีซ่า', exact: true }).check();
  await page.getByTestId('payment-submit').click();
}

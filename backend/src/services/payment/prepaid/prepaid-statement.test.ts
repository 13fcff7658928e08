import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createMember } from '../../../test/factories/customers';
import { bearerHeaders, errorCodes } from '../../../test/factories/http';
import { extractedText, popplerText } from '../../../test/factories/pdf-text';
import { openPrepaid } from '../../../test/factories/prepaid';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import * as receiptPdfKit from '../receipts/receipt-pdf-kit';
import { findOpenAccount, postMovement, type TMovement } from './prepaid-ledger';
import { prepaidStatementPdf } from './prepaid-statement-pdf';
import { bangkokMonthBounds, prepaidMonthStatement } from './prepaid-statement';

// One member's own account on the shared database; the movements are written with the instants
// the test needs, so the clock never moves.
let t: TTestApp;
let member: Awaited<ReturnType<typeof createMember>>;
let accountId = '';

const bangkok = (local: string) => new Date(`${local}+07:00`);
const statementOf = (month: string) => prepaidMonthStatement({ db: t.db, customerId: member.customerId, month, now: t.clock.now() });
const squeezed = (text: string) => text.replace(/\s+/g, ' ');

async function post(kind: TMovement['kind'], amount: number, at: string, reason: string | null = null) {
  const posted = await postMovement(t.db, { accountId, kind, amount, sourceKey: `test:${randomUUID()}`, reason, at: bangkok(at) });
  expect(posted.status).toBe('POSTED');
}

beforeAll(async () => {
  t = createTestApp();
  member = await createMember(t, { firstName: 'น้ำใส', lastName: 'ใจดำรง' });
  expect((await openPrepaid(t, member)).status).toBe(201);
  accountId = (await findOpenAccount(t.db, member.customerId))?.id ?? '';
  // Either side of November by one second, and on its first instant, Bangkok time.
  await post('TOP_UP', 50_000, '2026-10-15T10:00:00');
  await post('PAYMENT', -1_234, '2026-10-31T23:59:59');
  await post('TOP_UP', 10_000, '2026-11-01T00:00:00');
  await post('PAYMENT', -766, '2026-11-01T00:00:01');
  await post('ADJUSTMENT', -500, '2026-11-30T23:59:59', 'คืนค่าน้ำมันที่เติมเกิน');
  await post('TOP_UP', 10_000, '2026-12-01T00:00:00');
});
afterAll(() => t.close());

describe('the month of a statement', () => {
  it('runs from its first Bangkok midnight to the next month’s, across a year end', () => {
    expect(bangkokMonthBounds('2026-11')).toEqual({ from: new Date('2026-10-31T17:00:00Z'), to: new Date('2026-11-30T17:00:00Z') });
    expect(bangkokMonthBounds('2026-12')).toEqual({ from: new Date('2026-11-30T17:00:00Z'), to: new Date('2026-12-31T17:00:00Z') });
  });
});

describe('the monthly statement', () => {
  it('takes the movements from the month’s first Bangkok instant to its last, one second either side left out', async () => {
    const november = await statementOf('2026-11');
    expect(november.opening).toBe(48_766);
    expect(november.movements.map((movement) => [movement.kind, movement.amount, movement.at.toISOString()])).toEqual([
      ['TOP_UP', 10_000, '2026-10-31T17:00:00.000Z'],
      ['PAYMENT', -766, '2026-10-31T17:00:01.000Z'],
      ['ADJUSTMENT', -500, '2026-11-30T16:59:59.000Z'],
    ]);
    expect(november.closing).toBe(57_500);
  });

  it.each(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01'])(
    'has %s’s opening balance plus its movements equal to its closing balance, which the next month opens with',
    async (month) => {
      const statement = await statementOf(month);
      const moved = statement.movements.reduce((sum, movement) => sum + movement.amount, 0);
      expect(statement.opening + moved).toBe(statement.closing);
      const [year = 0, number = 0] = month.split('-').map(Number);
      const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
      expect((await statementOf(next)).opening).toBe(statement.closing);
    },
  );

  it('is a PDF for the member, whose text reads back as the Thai written, with the balances and the month’s rows only', async () => {
    const res = await request(t.app)
      .get('/invoiceservice/api/v1/prepaid/statements/2026-11')
      .set(bearerHeaders(member.token))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const bytes = res.body as Buffer;
    const written = [
      'รายการเคลื่อนไหวบัญชีเติมเงิน M-Flow',
      'ประจำเดือน',
      'พฤศจิกายน 2569',
      'น้ำใส ใจดำรง',
      'ยอดยกมา / Opening balance: 487.66 บาท',
      '01/11/2569 00:00:00',
      '01/11/2569 00:00:01',
      '30/11/2569 23:59:59',
      'ปรับยอดโดยเจ้าหน้าที่',
      'คืนค่าน้ำมันที่เติมเกิน',
      '-7.66',
      'ยอดคงเหลือยกไป / Closing balance: 575.00 บาท',
    ];
    const text = squeezed(extractedText(bytes));
    for (const words of written) expect(text).toContain(words);
    expect(text).not.toMatch(/ำา|ำ\s+า/);
    expect(text).not.toContain('31/10/2569');
    expect(text).not.toContain('01/12/2569');
    const poppler = popplerText(bytes);
    if (poppler !== undefined) for (const words of written) expect(squeezed(poppler)).toContain(words);
  });

  it('says so on a month without movements', async () => {
    const statement = await statementOf('2027-01');
    expect(statement).toMatchObject({ opening: 67_500, closing: 67_500, movements: [] });
    expect(squeezed(extractedText(await prepaidStatementPdf(receiptPdfKit, statement)))).toContain('ไม่มีรายการในเดือนนี้');
  });

  it('refuses a month not written YYYY-MM, and a member without an open account', async () => {
    const malformed = await request(t.app).get('/invoiceservice/api/v1/prepaid/statements/2026-13').set(bearerHeaders(member.token));
    expect(malformed.status).toBe(400);
    const stranger = await createMember(t);
    const none = await request(t.app).get('/invoiceservice/api/v1/prepaid/statements/2026-11').set(bearerHeaders(stranger.token));
    expect(none.status).toBe(404);
    expect(errorCodes(none)).toEqual(['ERR_PREPAID_0001']);
  });
});

import ExcelJS from 'exceljs';
import request from 'supertest';
import { createMember, sessionTokenFor } from '../../test/factories/customers';
import { bearerHeaders, errorCodes } from '../../test/factories/http';
import { recordPassage } from '../../test/factories/passages';
import { seedVehicle } from '../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../test/test-app';
import { registerBillingJobs } from './billing-jobs';
import { encodeLineCursor } from './line-cursor';

// A fleet's invoice, accruals and toll history read a page at a time (decision 0049), and exported as CSV (decision 0050).
let t: TTestApp;
let fleet: { customerId: string; plates: string[] };
let other: { customerId: string; plate: string };

const bangkok = (local: string) => new Date(`${local}+07:00`);
const base = '/invoiceservice/api/v1';

type TLine = { passageId: string; passedAt: string; plate: string; province: string; price: number };
type TVehicle = { plate: string; province: string; passageCount: number; totalAmount: number };

const headersOf = async (customerId: string) => bearerHeaders(await sessionTokenFor(t, { customerId }));

async function get(customerId: string, path: string, query: Record<string, string | number> = {}) {
  return request(t.app)
    .get(`${base}${path}`)
    .query(query)
    .set(await headersOf(customerId));
}

async function getData<T>(customerId: string, path: string, query: Record<string, string | number> = {}): Promise<T> {
  const res = await get(customerId, path, query);
  expect(res.status).toBe(200);
  return res.body.data as T;
}

/** Every page of a line list, following nextCursor, with the pages' sizes. */
async function allPages(customerId: string, path: string, query: Record<string, string | number>, key: 'lines' | 'passages' = 'lines') {
  const pages: TLine[][] = [];
  let cursor: string | null | undefined;
  do {
    const page = await getData<Record<string, unknown> & { nextCursor: string | null }>(customerId, path, {
      ...query,
      ...(cursor ? { cursor } : {}),
    });
    pages.push(page[key] as TLine[]);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

/** A CSV answer read back: its rows as fields (no field of these holds a comma or a quote). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

const satangOf = (baht: string) => Math.round(Number(baht) * 100);

// Five, three and two passages for three vehicles of one member, spread over the first half of November.
const PASSAGES_PER_VEHICLE = [5, 3, 2];

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-01T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const owner = await createMember(t, { type: 'JURISTIC' });
  const plates: string[] = [];
  for (const _ of PASSAGES_PER_VEHICLE) plates.push((await seedVehicle(t, owner.customerId, { status: 'ACTIVE' })).plateNumber);
  fleet = { customerId: owner.customerId, plates };
  const stranger = await createMember(t);
  other = { customerId: stranger.customerId, plate: (await seedVehicle(t, stranger.customerId, { status: 'ACTIVE' })).plateNumber };
  // Recorded later than they passed, as a gantry's batch arrives; the vehicles were active by then.
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  for (const [vehicle, count] of PASSAGES_PER_VEHICLE.entries()) {
    for (let n = 0; n < count; n += 1) {
      await recordPassage(t, {
        plate: plates[vehicle],
        passedAt: bangkok(`2026-11-${String(3 + n).padStart(2, '0')}T0${vehicle + 1}:00:00`),
      });
    }
  }
  await recordPassage(t, { plate: other.plate, passedAt: bangkok('2026-11-04T09:00:00') });
});
afterAll(() => t.close());

const totalLines = PASSAGES_PER_VEHICLE.reduce((sum, count) => sum + count, 0);

describe('the accruals of a fleet', () => {
  it('answer the totals and one page of vehicles by plate, counted by the database, searchable by plate', async () => {
    const accruals = await getData<{ passageCount: number; totalAmount: number; vehicles: TVehicle[]; vehicleCount: number }>(
      fleet.customerId,
      '/accruals',
      { vehiclePageSize: 2 },
    );
    expect(accruals).toMatchObject({ passageCount: totalLines, totalAmount: totalLines * 3000, vehicleCount: 3, vehiclePage: 1 });
    expect(accruals.vehicles).toHaveLength(2);
    const second = await getData<{ vehicles: TVehicle[] }>(fleet.customerId, '/accruals', { vehiclePageSize: 2, vehiclePage: 2 });
    const everyVehicle = [...accruals.vehicles, ...second.vehicles];
    expect(everyVehicle.map((vehicle) => vehicle.plate)).toEqual([...fleet.plates].sort());
    for (const [n, plate] of fleet.plates.entries()) {
      expect(everyVehicle.find((vehicle) => vehicle.plate === plate)).toMatchObject({
        passageCount: PASSAGES_PER_VEHICLE[n],
        totalAmount: (PASSAGES_PER_VEHICLE[n] ?? 0) * 3000,
      });
    }
    const found = await getData<{ vehicles: TVehicle[]; vehicleCount: number; passageCount: number }>(fleet.customerId, '/accruals', {
      plate: fleet.plates[1] ?? '',
    });
    expect(found).toMatchObject({ vehicleCount: 1, passageCount: totalLines, vehicles: [{ plate: fleet.plates[1], passageCount: 3 }] });
  });

  it('page their lines with a cursor: first, middle and last page, every line once, oldest first', async () => {
    const pages = await allPages(fleet.customerId, '/accruals/lines', { limit: 4 });
    expect(pages.map((page) => page.length)).toEqual([4, 4, 2]);
    const lines = pages.flat();
    expect(new Set(lines.map((line) => line.passageId)).size).toBe(totalLines);
    expect(lines.map((line) => line.passedAt)).toEqual(lines.map((line) => line.passedAt).sort());
    expect(lines.every((line) => fleet.plates.includes(line.plate))).toBe(true);
  });

  it("filter their lines by plate: one vehicle's lines only", async () => {
    const pages = await allPages(fleet.customerId, '/accruals/lines', { plate: fleet.plates[0] ?? '', province: '10', limit: 2 });
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(new Set(pages.flat().map((line) => line.plate))).toEqual(new Set([fleet.plates[0]]));
  });
});

describe("a fleet's invoice", () => {
  let invoice: { invoiceNo: string; passageCount: number; tollAmount: number; totalAmount: number };

  beforeAll(async () => {
    const moved = await request(t.app)
      .put('/simservice/api/v1/clock')
      .set(commonHeaders())
      .send({ now: bangkok('2026-11-16T00:30:00').toISOString() });
    expect(moved.status).toBe(200);
    const list = await getData<{ invoices: (typeof invoice)[] }>(fleet.customerId, '/invoices');
    expect(list.invoices).toHaveLength(1);
    invoice = list.invoices[0] as typeof invoice;
  });

  it('answers its totals per vehicle and the first page of its lines; the accruals are empty after the cut', async () => {
    const detail = await getData<{ vehicles: TVehicle[]; vehicleCount: number; lines: TLine[]; nextCursor: string | null }>(
      fleet.customerId,
      `/invoices/${invoice.invoiceNo}`,
    );
    expect(detail).toMatchObject({ invoiceNo: invoice.invoiceNo, passageCount: totalLines, vehicleCount: 3, nextCursor: null });
    expect(detail.lines).toHaveLength(totalLines);
    expect(detail.vehicles.reduce((sum, vehicle) => sum + vehicle.totalAmount, 0)).toBe(invoice.tollAmount);
    const accruals = await getData<{ passageCount: number; vehicleCount: number }>(fleet.customerId, '/accruals');
    expect(accruals).toMatchObject({ passageCount: 0, vehicleCount: 0 });
  });

  it('pages its lines, by vehicle on request; a cursor past the end answers no lines, a made-up one is refused', async () => {
    const pages = await allPages(fleet.customerId, `/invoices/${invoice.invoiceNo}/lines`, { limit: 3 });
    expect(pages.map((page) => page.length)).toEqual([3, 3, 3, 1]);
    const lines = pages.flat();
    expect(new Set(lines.map((line) => line.passageId)).size).toBe(totalLines);
    const last = lines.at(-1) as TLine;
    const pastTheEnd = encodeLineCursor({ at: `${last.passedAt.slice(0, 23)}999Z`, id: last.passageId });
    expect(await getData(fleet.customerId, `/invoices/${invoice.invoiceNo}/lines`, { cursor: pastTheEnd })).toEqual({
      lines: [],
      nextCursor: null,
    });
    const bad = await get(fleet.customerId, `/invoices/${invoice.invoiceNo}/lines`, { cursor: 'not-a-cursor' });
    expect(bad.status).toBe(400);
    expect(errorCodes(bad)).toEqual(['ERR_BILL_0008']);
    const oneVehicle = await allPages(fleet.customerId, `/invoices/${invoice.invoiceNo}/lines`, { plate: fleet.plates[2] ?? '' });
    expect(oneVehicle.flat().map((line) => line.plate)).toEqual([fleet.plates[2], fleet.plates[2]]);
  });

  it('exports its lines as CSV with a BOM, one subtotal per vehicle, that add up to the invoice', async () => {
    const res = await get(fleet.customerId, `/invoices/${invoice.invoiceNo}/lines.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.invoiceNo}-lines.csv"`);
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const [heading, ...rows] = csvRows(res.text);
    expect(heading?.[0]).toBe('Row');
    const kind = (name: string) => rows.filter((row) => row[0] === name);
    const amount = (row: string[]) => satangOf(row.at(-1) ?? '');
    const count = (row: string[]) => Number(row.at(-2));
    expect(kind('LINE')).toHaveLength(invoice.passageCount);
    expect(kind('LINE').reduce((sum, row) => sum + amount(row), 0)).toBe(invoice.tollAmount);
    const subtotals = kind('SUBTOTAL');
    expect(subtotals.map((row) => row[1])).toEqual([...fleet.plates].sort());
    expect(subtotals.reduce((sum, row) => sum + amount(row), 0)).toBe(invoice.tollAmount);
    expect(subtotals.reduce((sum, row) => sum + count(row), 0)).toBe(invoice.passageCount);
    for (const subtotal of subtotals) {
      const own = kind('LINE').filter((row) => row[1] === subtotal[1]);
      expect([own.length, own.reduce((sum, row) => sum + amount(row), 0)]).toEqual([count(subtotal), amount(subtotal)]);
    }
    const [total] = kind('TOTAL');
    expect(total && [count(total), amount(total)]).toEqual([invoice.passageCount, invoice.tollAmount]);
    expect(rows.at(-1)?.[0]).toBe('TOTAL');
  });

  it('exports its lines as an Excel workbook with the same rows and sums', async () => {
    const res = await request(t.app)
      .get(`${base}/invoices/${invoice.invoiceNo}/lines.xlsx`)
      .set(await headersOf(fleet.customerId))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.invoiceNo}-lines.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    const bytes = res.body as Buffer;
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const rows: (string | number)[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as (string | number)[]).slice(1)));
    const [heading, ...body] = rows;
    expect(heading?.[0]).toBe('Row');
    const kind = (name: string) => body.filter((row) => row[0] === name);
    const satang = (row: (string | number)[]) => Math.round(Number(row[10]) * 100);
    expect(kind('LINE')).toHaveLength(invoice.passageCount);
    expect(kind('SUBTOTAL').reduce((sum, row) => sum + satang(row), 0)).toBe(invoice.tollAmount);
    expect(kind('TOTAL').map((row) => [row[9], satang(row)])).toEqual([[invoice.passageCount, invoice.tollAmount]]);
    const sheet = workbook.worksheets[0];
    expect([2, body.length + 1].map((row) => sheet?.getRow(row).getCell(11).numFmt)).toEqual(['#,##0.00', '#,##0.00']);
    expect(sheet?.getRow(2).getCell(10).numFmt).toBeUndefined();
  });

  it('prints a summary page per vehicle and, while they fit, the lines in its PDF', async () => {
    const res = await request(t.app)
      .get(`${base}/invoices/${invoice.invoiceNo}/pdf`)
      .set(await headersOf(fleet.customerId))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // The first page, the vehicles' page and the lines' page.
    expect((res.body as Buffer).toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
  });

  it("exports one vehicle's lines, with headings in Thai for a Thai reader", async () => {
    const res = await request(t.app)
      .get(`${base}/invoices/${invoice.invoiceNo}/lines.csv`)
      .query({ plate: fleet.plates[1] ?? '' })
      .set({ ...(await headersOf(fleet.customerId)), language: 'TH' });
    expect(res.status).toBe(200);
    const [heading, ...rows] = csvRows(res.text);
    expect(heading?.slice(0, 2)).toEqual(['ประเภทแถว', 'ทะเบียนรถ']);
    expect(rows.filter((row) => row[0] === 'LINE')).toHaveLength(3);
    expect(rows.filter((row) => row[0] === 'SUBTOTAL').map((row) => row[1])).toEqual([fleet.plates[1]]);
  });

  it("is another member's to neither read nor export: not found, as if it did not exist", async () => {
    for (const path of [
      `/invoices/${invoice.invoiceNo}`,
      `/invoices/${invoice.invoiceNo}/lines`,
      `/invoices/${invoice.invoiceNo}/lines.csv`,
    ]) {
      const res = await get(other.customerId, path);
      expect([path, res.status, errorCodes(res)]).toEqual([path, 404, ['ERR_BILL_0002']]);
    }
  });
});

describe("a fleet's toll history", () => {
  const range = { from: '2026-11-01', to: '2026-11-15' };

  it("is paged newest first with a cursor, filtered by plate, and holds no other member's passages", async () => {
    const pages = await allPages(fleet.customerId, '/passages', { ...range, limit: 4 }, 'passages');
    expect(pages.map((page) => page.length)).toEqual([4, 4, 2]);
    const lines = pages.flat();
    expect(lines.map((line) => line.passedAt)).toEqual(
      lines
        .map((line) => line.passedAt)
        .sort()
        .reverse(),
    );
    expect(lines.some((line) => line.plate === other.plate)).toBe(false);
    const onePlate = await allPages(fleet.customerId, '/passages', { ...range, plate: fleet.plates[0] ?? '', limit: 10 }, 'passages');
    expect(onePlate.flat()).toHaveLength(5);
  });

  it('exports a date range as CSV with its subtotals and total', async () => {
    const res = await get(fleet.customerId, '/passages.csv', range);
    expect(res.status).toBe(200);
    const rows = csvRows(res.text).slice(1);
    expect(rows.filter((row) => row[0] === 'LINE')).toHaveLength(totalLines);
    expect(rows.filter((row) => row[0] === 'SUBTOTAL')).toHaveLength(3);
    expect(rows.at(-1)?.slice(-2)).toEqual([String(totalLines), (totalLines * 30).toFixed(2)]);
  });
});

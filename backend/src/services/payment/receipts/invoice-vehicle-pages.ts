import { invoiceLinesForPrint, invoiceScope, invoiceTotalsPage } from '../../billing/fleet-reads';
import type { TInvoiceRow } from '../../billing/invoice.mapper';
import type { TQueryable } from '../../../platform/db/database';
import { baht, PAGE_MARGIN, tableRow, type TColumn } from './receipt-pdf-kit';

/**
 * The per-vehicle pages of a member's invoice PDF (decision 0051): a summary row per vehicle, and
 * every line while they fit a few pages. A fleet's 100,000 lines would be 2,000 pages; beyond
 * LINES_PRINTED the PDF says where the lines are: the spreadsheet exports (decision 0050).
 */

/** About four pages of lines. */
const LINES_PRINTED = 200;
/** About twenty pages of vehicles. */
const VEHICLES_PRINTED = 1000;

const VEHICLE_COLUMNS: readonly TColumn[] = [
  { label: 'ทะเบียนรถ / Plate', width: 200 },
  { label: 'จังหวัด / Province', width: 100 },
  { label: 'รายการ / Passages', width: 100, align: 'right' },
  { label: 'ค่าผ่านทาง / Toll (THB)', width: 99, align: 'right' },
];

const LINE_COLUMNS: readonly TColumn[] = [
  { label: 'วันเวลา / Passed at', width: 120 },
  { label: 'ทะเบียนรถ / Plate', width: 110 },
  { label: 'ด่าน / Plaza', width: 199 },
  { label: 'บาท / THB', width: 70, align: 'right' },
];

/** A row at the cursor, on a new page with the columns' headings again when this one is full. */
function rowWithRoom(doc: PDFKit.PDFDocument, columns: readonly TColumn[], cells: readonly string[]): void {
  if (doc.y > doc.page.height - PAGE_MARGIN - 30) {
    doc.addPage();
    tableRow(
      doc,
      columns,
      columns.map((column) => column.label),
      'bold',
    );
  }
  tableRow(doc, columns, cells);
}

function heading(doc: PDFKit.PDFDocument, columns: readonly TColumn[], title: string): void {
  doc.addPage();
  doc.font('bold').fontSize(14).text(title);
  doc.moveDown(0.5);
  tableRow(
    doc,
    columns,
    columns.map((column) => column.label),
    'bold',
  );
}

const BANGKOK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'short', timeStyle: 'short' });

/** Adds the vehicle summary, and the lines or where to find them, to a member invoice's PDF. */
export async function addVehiclePages(doc: PDFKit.PDFDocument, { db, invoice }: { db: TQueryable; invoice: TInvoiceRow }): Promise<void> {
  if (invoice.kind !== 'MEMBER' || !invoice.customerId) return;
  const scope = invoiceScope({ ...invoice, customerId: invoice.customerId });
  const [totals, lines] = await Promise.all([
    invoiceTotalsPage({
      db,
      invoice: { customerId: invoice.customerId, billingPeriod: invoice.billingPeriod, issuedAt: invoice.issuedAt },
      query: { vehiclePage: 1, vehiclePageSize: VEHICLES_PRINTED },
    }),
    invoice.passageCount <= LINES_PRINTED ? invoiceLinesForPrint({ db, scope, limit: LINES_PRINTED }) : Promise.resolve(null),
  ]);
  heading(doc, VEHICLE_COLUMNS, `สรุปตามรถ ${totals.vehicleCount} คัน / Summary by vehicle: ${totals.vehicleCount}`);
  for (const vehicle of totals.vehicles) {
    rowWithRoom(doc, VEHICLE_COLUMNS, [vehicle.plate, vehicle.province, String(vehicle.passageCount), baht(vehicle.totalAmount)]);
  }
  if (totals.vehicleCount > totals.vehicles.length) {
    doc
      .font('regular')
      .fontSize(10)
      .text(`และอีก ${totals.vehicleCount - totals.vehicles.length} คัน / and ${totals.vehicleCount - totals.vehicles.length} more vehicles`);
  }
  rowWithRoom(doc, VEHICLE_COLUMNS, ['รวม / Total', '', String(totals.passageCount), baht(totals.totalAmount)]);
  if (!lines) {
    doc.moveDown();
    doc
      .font('regular')
      .fontSize(10)
      .text(
        `รายการผ่านทางทั้ง ${invoice.passageCount} รายการ ดาวน์โหลดเป็นไฟล์ Excel หรือ CSV ได้ที่หน้าใบแจ้งหนี้ในพอร์ทัล / ` +
          `The ${invoice.passageCount} passages are in the Excel or CSV download on the invoice's page in the portal.`,
      );
    return;
  }
  heading(doc, LINE_COLUMNS, 'รายการผ่านทาง / Passages');
  for (const { passage, plazaNameTh } of lines) {
    rowWithRoom(doc, LINE_COLUMNS, [BANGKOK.format(passage.passedAt), passage.plate, plazaNameTh, baht(passage.price)]);
  }
}

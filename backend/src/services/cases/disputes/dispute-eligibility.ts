import { and, inArray, isNull } from 'drizzle-orm';
import { isWithinDisputeWindow, disputeWindowEndsOn } from '@mflow/contracts/cases/dispute-rules';
import { bangkokToday, type TIsoDate } from '@mflow/contracts/time/bangkok';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { linesOfInvoice } from '../../billing/invoice-reads';
import type { TPhotoUrl } from '../../toll/passage-photo';
import { currentInvoiceOfCase, invoiceForDispute, type TDisputedInvoice } from '../../billing/ladder-holds';
import type { TInvoiceRow } from '../../billing/invoice.mapper';
import { disputePassages } from './disputes.schema';

/** An invoice found for a dispute: the one asked for, its case's current invoice, and the date its case's first invoice was issued. */
export type TFoundInvoice = { invoice: TInvoiceRow; current: TInvoiceRow; firstIssuedOn: TIsoDate };

/** The member's invoice by number with what a dispute needs; another's or none is ERR_CASE_0108. */
export async function membersInvoice(db: TQueryable, customerId: string, invoiceNo: string): Promise<TFoundInvoice> {
  const found = await invoiceForDispute({ db, invoiceNo });
  if (!found || found.invoice.kind !== 'MEMBER' || found.invoice.customerId !== customerId) throw new AppError('ERR_CASE_0108');
  return withCurrentInvoice(db, found);
}

/** The invoice with its case's current one, which the dispute is on; a case cancelled without replacement has nothing left (ERR_CASE_0110). */
export async function withCurrentInvoice(db: TQueryable, found: TDisputedInvoice): Promise<TFoundInvoice> {
  const current = await currentInvoiceOfCase({ db, invoiceCaseId: found.invoice.caseId });
  if (!current || current.status === 'CANCELLED') throw new AppError('ERR_CASE_0110');
  return { ...found, current };
}

/** Passage ids of the invoice case under an open dispute. */
async function openlyDisputed(db: TQueryable, passageIds: string[]): Promise<Set<string>> {
  if (passageIds.length === 0) return new Set();
  const rows = await db
    .select({ passageId: disputePassages.passageId })
    .from(disputePassages)
    .where(and(inArray(disputePassages.passageId, passageIds), isNull(disputePassages.closedAt)));
  return new Set(rows.map((row) => row.passageId));
}

/** The passages of an invoice and whether each may be disputed today (requirements/disputes.md#dispute-period). */
export async function eligibilityOf({ db, clock, found }: { db: TQueryable; clock: Clock; found: TFoundInvoice }) {
  const { current, firstIssuedOn } = found;
  const invoiceLines = await linesOfInvoice({ db, invoice: current });
  const open = await openlyDisputed(
    db,
    invoiceLines.map((line) => line.passage.id),
  );
  const inWindow = isWithinDisputeWindow(firstIssuedOn, bangkokToday(clock));
  return {
    invoiceNo: current.invoiceNo,
    invoiceId: current.id,
    paid: current.status === 'PAID',
    windowEndsOn: disputeWindowEndsOn(firstIssuedOn),
    passages: invoiceLines.map(({ passage: line, plazaNameTh, plazaNameEn }) => {
      const refusal = !inWindow ? ('WINDOW_PASSED' as const) : open.has(line.id) ? ('OPEN_DISPUTE' as const) : null;
      return {
        passageId: line.id,
        passedAt: line.passedAt.toISOString(),
        plazaCode: line.plazaCode,
        plazaNameTh,
        plazaNameEn,
        gantryCode: line.gantryCode,
        plate: line.plate,
        province: line.province,
        price: line.price,
        eligible: refusal === null,
        refusal,
      };
    }),
  };
}

/** The passages of one of the member's invoices and whether each may be disputed today (the answer's schema keeps what members see). */
export async function eligiblePassages({
  db,
  clock,
  customerId,
  invoiceNo,
  photoUrl,
}: {
  db: TDatabase;
  clock: Clock;
  customerId: string;
  invoiceNo: string;
  photoUrl: TPhotoUrl;
}) {
  const eligibility = await eligibilityOf({ db, clock, found: await membersInvoice(db, customerId, invoiceNo) });
  return { ...eligibility, passages: eligibility.passages.map((passage) => ({ ...passage, photoUrl: photoUrl(passage.passageId) })) };
}

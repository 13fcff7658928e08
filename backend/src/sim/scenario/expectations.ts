import type { TAccruals, TInvoiceSummary, TTollNotice } from '@mflow/contracts/billing/invoice.contract';
import type { TCaseDetail } from '@mflow/contracts/cases/case.contract';
import type { TOutboxMessage } from '@mflow/contracts/notification/outbox.contract';
import type { TPaymentHistoryItem } from '@mflow/contracts/payment/payments.contract';
import type { TPrepaidAccountView, TPrepaidStatement } from '@mflow/contracts/payment/prepaid.contract';
import { bahtOf } from './money';
import type { TPassageFlag } from '@mflow/contracts/toll/passage-flag.contract';
import type {
  TAutoDebitFields,
  TCaseFields,
  TExpectSpec,
  TFlagFields,
  TInvoiceFields,
  TMovementFields,
  TNoticeFields,
  TPaymentFields,
  TPrepaidExpectation,
} from './expectation-schemas';
import type { TAutoDebitAttempt } from './world-reads';

/** One field that differs: what the file says and what the backend answered, both as text. */
export type TDiff = { field: string; expected: string; actual: string };

export type TVerdict = { line: number; what: string; pass: boolean; diffs: TDiff[] };

type TFields = Record<string, string | number | boolean | undefined>;

/** Compares the fields the file names, as text: amounts are baht strings, so "30.00" matches only 30.00. */
export function compareFields(prefix: string, expected: TFields, actual: TFields | undefined): TDiff[] {
  return Object.entries(expected).flatMap(([field, want]) => {
    if (want === undefined) return [];
    const got = actual?.[field];
    const gotText = got === undefined ? '(none)' : String(got);
    return String(want) === gotText ? [] : [{ field: `${prefix}${field}`, expected: String(want), actual: gotText }];
  });
}

function compareCount(field: string, expected: number | undefined, actual: number): TDiff[] {
  return expected === undefined || expected === actual ? [] : [{ field, expected: String(expected), actual: String(actual) }];
}

function invoiceFields(invoice: TInvoiceSummary): Required<TInvoiceFields> {
  return {
    status: invoice.status,
    stage: invoice.stage,
    total: bahtOf(invoice.totalAmount),
    toll: bahtOf(invoice.tollAmount),
    firstLateFee: bahtOf(invoice.firstLateFee),
    secondLateFee: bahtOf(invoice.secondLateFee),
    fine: bahtOf(invoice.fine),
    due: invoice.dueDate,
    passages: invoice.passageCount,
  };
}

function noticeFields(notice: TTollNotice): Required<TNoticeFields> {
  return { status: notice.status, due: notice.dueDate, total: bahtOf(notice.totalAmount), collection: notice.collectionAt !== null };
}

type TInvoiceExpectation = NonNullable<TExpectSpec['invoices']>;

/** Invoices newest first, as the portal lists them: `latest` is the first, `list` all of them in order. */
export function compareInvoices(expected: TInvoiceExpectation, invoices: TInvoiceSummary[]): TDiff[] {
  const fields = invoices.map(invoiceFields);
  return [
    ...compareCount('count', expected.count ?? expected.list?.length, invoices.length),
    ...(expected.latest ? compareFields('latest.', expected.latest, fields[0]) : []),
    ...(expected.list ?? []).flatMap((item, index) => compareFields(`list[${index}].`, item, fields[index])),
  ];
}

export function compareNotices(expected: NonNullable<TExpectSpec['notices']>, notices: TTollNotice[]): TDiff[] {
  const [latest] = notices;
  return [
    ...compareCount('count', expected.count, notices.length),
    ...(expected.latest ? compareFields('latest.', expected.latest, latest ? noticeFields(latest) : undefined) : []),
  ];
}

export function compareAccruals(expected: NonNullable<TExpectSpec['accruals']>, accruals: TAccruals): TDiff[] {
  return compareFields(
    '',
    { passages: expected.passages, total: expected.total },
    { passages: accruals.passageCount, total: bahtOf(accruals.totalAmount) },
  );
}

/** Messages by purpose (INVOICE_ISSUED, INVOICE_NEAR_DUE, ...), optionally of one channel. */
export function compareMessages(expected: NonNullable<TExpectSpec['messages']>, messages: TOutboxMessage[]): TDiff[] {
  const mine = messages.filter((message) => expected.channel === undefined || message.channel === expected.channel);
  const purposes = new Set(mine.map((message) => message.purpose));
  const present = (purpose: string) => (purposes.has(purpose) ? 'present' : 'absent');
  return [
    ...compareCount('count', expected.count, mine.length),
    ...(expected.include ?? []).flatMap((purpose) => compareFields('', { [purpose]: 'present' }, { [purpose]: present(purpose) })),
    ...(expected.exclude ?? []).flatMap((purpose) => compareFields('', { [purpose]: 'absent' }, { [purpose]: present(purpose) })),
  ];
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** A payment with its documents: the refunds of it (the newest one's status) and the credit notes, as counts and baht sums. */
function paymentFields(payment: TPaymentHistoryItem): Record<keyof TPaymentFields, string | number | boolean> {
  const refunds = payment.documents?.refunds ?? [];
  const creditNotes = payment.documents?.creditNotes ?? [];
  return {
    status: payment.status,
    amount: bahtOf(payment.amount),
    channel: payment.channel,
    method: payment.paymentMethod ?? '(none)',
    failure: payment.failure?.code ?? '(none)',
    taxInvoice: (payment.documents?.taxInvoiceNo ?? null) !== null,
    refunds: refunds.length,
    refunded: bahtOf(sum(refunds.map((refund) => refund.amount))),
    refundStatus: refunds.at(-1)?.status ?? '(none)',
    creditNotes: creditNotes.length,
    credited: bahtOf(sum(creditNotes.map((note) => note.amount))),
  };
}

/** Payments newest first, as the member's history lists them. */
export function comparePayments(expected: NonNullable<TExpectSpec['payments']>, payments: TPaymentHistoryItem[]): TDiff[] {
  const fields = payments.map(paymentFields);
  return [
    ...compareCount('count', expected.count ?? expected.list?.length, payments.length),
    ...(expected.latest ? compareFields('latest.', expected.latest, fields[0]) : []),
    ...(expected.list ?? []).flatMap((item, index) => compareFields(`list[${index}].`, item, fields[index])),
  ];
}

function autoDebitFields(attempt: TAutoDebitAttempt): Record<keyof TAutoDebitFields, string> {
  return { status: attempt.status, mode: attempt.mode, day: attempt.day, posting: attempt.posting, amount: bahtOf(attempt.amount) };
}

export function compareAutoDebits(expected: NonNullable<TExpectSpec['autoDebits']>, attempts: TAutoDebitAttempt[]): TDiff[] {
  const [latest] = attempts;
  return [
    ...compareCount('count', expected.count, attempts.length),
    ...(expected.latest ? compareFields('latest.', expected.latest, latest ? autoDebitFields(latest) : undefined) : []),
  ];
}

function flagFields(flag: TPassageFlag): Required<TFlagFields> | Pick<TFlagFields, 'kind'> {
  if (flag.kind === 'CLASS_MISMATCH') return { kind: flag.kind };
  const { fromGantryCode, toGantryCode, distanceKm, minutes } = flag.detail;
  return { kind: flag.kind, from: fromGantryCode, to: toGantryCode, km: distanceKm, minutes };
}

/** A member's flags, each once, in the order their passages passed: `latest` is the last. */
export function compareFlags(expected: NonNullable<TExpectSpec['flags']>, flags: TPassageFlag[]): TDiff[] {
  const latest = flags.at(-1);
  return [
    ...compareCount('count', expected.count, flags.length),
    ...(expected.latest ? compareFields('latest.', expected.latest, latest ? flagFields(latest) : undefined) : []),
  ];
}
/** A case as its member's page shows it: a dispute's passages, toll, decision, replacement invoice and refund; an appeal's notice and appointment. */
function caseFields(kase: TCaseDetail): Record<keyof TCaseFields, string | number | boolean> {
  const { dispute } = kase;
  return {
    status: kase.status,
    deadline: kase.deadlineDate,
    reason: dispute?.reason ?? '(none)',
    passages: dispute?.passages.length ?? 0,
    disputed: dispute ? bahtOf(dispute.disputedToll) : '(none)',
    decision: kase.decision?.reasonCode ?? '(none)',
    replacement: (dispute?.replacementInvoiceNo ?? null) !== null,
    refund: dispute?.refund ? bahtOf(dispute.refund.amount) : '(none)',
    refundStatus: dispute?.refund?.status ?? '(none)',
    creditNote: (dispute?.refund?.creditNoteNo ?? null) !== null,
    notice: kase.appeal?.noticeStatus ?? '(none)',
    appointment: kase.appeal?.appointment?.status ?? '(none)',
  };
}

/** The member's cases newest first, as their list shows them. */
export function compareCases(expected: NonNullable<TExpectSpec['cases']>, cases: TCaseDetail[]): TDiff[] {
  const fields = cases.map(caseFields);
  return [
    ...compareCount('count', expected.count ?? expected.list?.length, cases.length),
    ...(expected.latest ? compareFields('latest.', expected.latest, fields[0]) : []),
    ...(expected.list ?? []).flatMap((item, index) => compareFields(`list[${index}].`, item, fields[index])),
  ];
}

/** One case named by its `dispute` or `appeal` step. */
export function compareCase(expected: NonNullable<TExpectSpec['case']>, kase: TCaseDetail): TDiff[] {
  const { name: _name, ...wanted } = expected;
  return compareFields('', wanted, caseFields(kase));
}

type TMovement = TPrepaidStatement['items'][number];

function movementFields(movement: TMovement): Required<TMovementFields> {
  return { kind: movement.kind, amount: bahtOf(movement.amount), balanceAfter: bahtOf(movement.balanceAfter) };
}

/**
 * The member's open prepaid account and its journal newest first, as the statement lists it
 * (`latest` is the first). No open account reads as a balance of `(none)` and no movements.
 */
export function comparePrepaid(expected: TPrepaidExpectation, account: TPrepaidAccountView | undefined, movements: TMovement[]): TDiff[] {
  const fields = movements.map(movementFields);
  const wanted = expected.movements;
  const kinds = Object.entries(wanted?.kinds ?? {}).flatMap(([kind, count]) =>
    compareCount(`movements.${kind}`, count, movements.filter((movement) => movement.kind === kind).length),
  );
  return [
    ...compareFields('', { balance: expected.balance }, account ? { balance: bahtOf(account.balance) } : undefined),
    ...compareCount('movements.count', wanted?.count ?? wanted?.list?.length, movements.length),
    ...kinds,
    ...(wanted?.latest ? compareFields('movements.latest.', wanted.latest, fields[0]) : []),
    ...(wanted?.list ?? []).flatMap((item, index) => compareFields(`movements.list[${index}].`, item, fields[index])),
  ];
}

import type { TInvoiceSummary, TTollNotice } from '@mflow/contracts/billing/invoice.contract';
import type { TJobRun } from '@mflow/contracts/jobs/job-run.contract';
import type { TPaymentHistoryItem, TPaymentView } from '@mflow/contracts/payment/payments.contract';
import type { TPrepaidStatement } from '@mflow/contracts/payment/prepaid.contract';
import { bahtOf } from './money';
import type { TSubject } from './schema-parts';
import { describeSubject, type TWorldReads } from './world-reads';

export type TEvent = {
  at: string;
  kind:
    | 'clock'
    | 'job'
    | 'passage'
    | 'invoice'
    | 'fee'
    | 'notice'
    | 'message'
    | 'waiver'
    | 'crash'
    | 'payment'
    | 'method'
    | 'vehicle'
    | 'case'
    | 'appointment'
    | 'refund'
    | 'prepaid'
    | 'refusal';
  text: string;
};

type TSeen = {
  invoices: Map<string, TInvoiceSummary>;
  notices: Map<string, TTollNotice>;
  messages: Set<string>;
  payments: Map<string, string>;
  refunds: Map<string, string>;
  creditNotes: Set<string>;
  /** How many journal rows of each watched member's prepaid account were seen. */
  movements: Map<string, number>;
};

/** What the timeline says of a payment: the member's history item or the visitor's view. */
export type TPaymentSeen = Pick<TPaymentView, 'paymentId' | 'channel' | 'status' | 'amount' | 'paymentMethod' | 'failure' | 'invoices'>;

const FEE_OF_STAGE: Partial<Record<TInvoiceSummary['stage'], (invoice: TInvoiceSummary) => string>> = {
  FIRST_LATE_FEE: (invoice) => `first late fee ${bahtOf(invoice.firstLateFee)}`,
  SECOND_LATE_FEE: (invoice) => `second late fee ${bahtOf(invoice.secondLateFee)} in place of the first`,
  FINED: (invoice) => `fine ${bahtOf(invoice.fine)}`,
};

/** A run that counted something, or went wrong, is worth a line; a daily job with nothing to do is not. */
export function notable(run: TJobRun): boolean {
  if (run.status !== 'DONE' || run.attempts > 1) return true;
  return Object.values(run.summary ?? {}).some((value) => typeof value === 'number' && value !== 0);
}

function describeRun(run: TJobRun): string {
  const summary = Object.entries(run.summary ?? {})
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  const attempt = run.attempts > 1 ? `, attempt ${run.attempts}` : '';
  return `${run.job} ${run.status}${attempt}${summary ? ` (${summary})` : ''}${run.error ? `: ${run.error}` : ''}`;
}

/**
 * The events of a run in order, one line each: clock moves and the job runs they caused, and what
 * changed in the world between two looks at it (invoices issued, replaced, moved along the ladder;
 * fees; notices; messages), found by comparing what the API shows now with what it showed before.
 */
export function createTimeline() {
  const events: TEvent[] = [];
  const seen: TSeen = {
    invoices: new Map(),
    notices: new Map(),
    messages: new Set(),
    payments: new Map(),
    refunds: new Map(),
    creditNotes: new Set(),
    movements: new Map(),
  };
  const add = (at: Date, kind: TEvent['kind'], text: string) => events.push({ at: at.toISOString(), kind, text });

  /** A payment's line when it is new or its status changed since the last look. */
  function payment(at: Date, who: string, seenNow: TPaymentSeen): void {
    if (seen.payments.get(seenNow.paymentId) === seenNow.status) return;
    seen.payments.set(seenNow.paymentId, seenNow.status);
    const invoices = seenNow.invoices.map((invoice) => invoice.invoiceNo).join(', ');
    const method = seenNow.paymentMethod ? ` ${seenNow.paymentMethod}` : '';
    const failure = seenNow.failure ? ` (${seenNow.failure.code})` : '';
    // A payment with no invoices is a top-up or replenishment of the prepaid account (docs/decisions/0077).
    const what = invoices ? `pays ${invoices}` : 'tops up the prepaid balance';
    add(at, 'payment', `${who} ${what} by ${seenNow.channel}${method}: ${bahtOf(seenNow.amount)}, ${seenNow.status}${failure}`);
  }

  /** A refund's line when it is new or its status changed, and a line for each new credit note. */
  function refundsChanged(at: Date, who: string, item: TPaymentHistoryItem): void {
    const invoices = item.invoices.map((invoice) => invoice.invoiceNo).join(', ');
    for (const refund of item.documents?.refunds ?? []) {
      if (seen.refunds.get(refund.refundId) === refund.status) continue;
      seen.refunds.set(refund.refundId, refund.status);
      const to = refund.channel === 'BANK_ACCOUNT' ? ` to ${refund.destination ?? 'a bank account'}` : ' to the method that paid';
      const failure = refund.failureCode ? ` (${refund.failureCode})` : '';
      add(at, 'refund', `${bahtOf(refund.amount)} of ${who}'s payment of ${invoices}${to}: ${refund.status}${failure}`);
    }
    for (const note of item.documents?.creditNotes ?? []) {
      if (seen.creditNotes.has(note.creditNoteNo)) continue;
      seen.creditNotes.add(note.creditNoteNo);
      add(
        new Date(note.issuedAt),
        'refund',
        `credit note ${note.creditNoteNo} for ${who}: ${bahtOf(note.amount)} off ${note.taxInvoiceNo}`,
      );
    }
  }

  /** A line for each journal row of the member's prepaid account not seen before, oldest first. */
  function movementsChanged(who: string, movements: TPrepaidStatement['items']): void {
    const known = seen.movements.get(who) ?? 0;
    for (const movement of movements.slice(0, Math.max(movements.length - known, 0)).reverse()) {
      const sign = movement.amount > 0 ? '+' : '';
      add(
        new Date(movement.at),
        'prepaid',
        `${who}'s balance: ${movement.kind} ${sign}${bahtOf(movement.amount)} → ${bahtOf(movement.balanceAfter)}`,
      );
    }
    seen.movements.set(who, Math.max(known, movements.length));
  }

  function invoicesChanged(at: Date, who: string, invoices: TInvoiceSummary[]): void {
    const fresh = invoices.filter((invoice) => !seen.invoices.has(invoice.invoiceNo)).reverse();
    const cancelled = invoices.filter(
      (invoice) => invoice.status === 'CANCELLED' && seen.invoices.get(invoice.invoiceNo)?.status !== 'CANCELLED',
    );
    const explained = new Set<string>();
    for (const invoice of invoices) {
      const before = seen.invoices.get(invoice.invoiceNo);
      if (before && before.status !== invoice.status && invoice.status !== 'CANCELLED')
        add(at, 'invoice', `${invoice.invoiceNo} of ${who}: ${before.status} → ${invoice.status}`);
    }
    for (const invoice of fresh) {
      // Numbers grow with issue, so the invoice a new one replaces is an older one cancelled meanwhile.
      const replaced = cancelled.find((old) => old.invoiceNo < invoice.invoiceNo && !explained.has(old.invoiceNo));
      if (replaced) explained.add(replaced.invoiceNo);
      const how = replaced ? `replaces ${replaced.invoiceNo}` : 'issued';
      const issuedAt = new Date(invoice.issuedAt);
      add(
        issuedAt,
        'invoice',
        `${invoice.invoiceNo} ${how} for ${who}: ${bahtOf(invoice.totalAmount)}, due ${invoice.dueDate}${invoice.status === 'CANCELLED' ? ' (since cancelled)' : ''}`,
      );
      const fee = FEE_OF_STAGE[invoice.stage];
      if (fee && invoice.stage !== replaced?.stage) add(issuedAt, 'fee', `${fee(invoice)} on ${invoice.invoiceNo}`);
    }
    for (const invoice of cancelled.filter((old) => !explained.has(old.invoiceNo) && seen.invoices.has(old.invoiceNo)))
      add(at, 'invoice', `${invoice.invoiceNo} of ${who}: cancelled`);
    for (const invoice of invoices) seen.invoices.set(invoice.invoiceNo, invoice);
  }

  function noticesChanged(at: Date, who: string, notices: TTollNotice[]): void {
    for (const notice of [...notices].reverse()) {
      const before = seen.notices.get(notice.noticeNo);
      if (!before)
        add(
          new Date(notice.issuedAt),
          'notice',
          `${notice.noticeNo} for ${who}, posted to ${notice.addresseeName ?? 'the registered owner'}: pay ${notice.invoiceNo} by ${notice.dueDate}`,
        );
      else if (before.status !== notice.status)
        add(
          at,
          'notice',
          `${notice.noticeNo} of ${who}: ${before.status} → ${notice.status}${notice.collectionAt ? ', marked for collection' : ''}`,
        );
      seen.notices.set(notice.noticeNo, notice);
    }
  }

  return {
    /** In time order; events of one instant in the order they were found. */
    events: () => [...events].sort((a, b) => a.at.localeCompare(b.at)),
    add,
    payment,
    /** From now on, each look also reads the member's prepaid journal. */
    watchPrepaid(who: string): void {
      if (!seen.movements.has(who)) seen.movements.set(who, 0);
    },
    jobRuns(at: Date, runs: TJobRun[]): void {
      const quiet = runs.filter((run) => !notable(run)).length;
      add(at, 'clock', `moved here; ${runs.length} job run${runs.length === 1 ? '' : 's'}${quiet ? ` (${quiet} with nothing to do)` : ''}`);
      for (const run of runs.filter(notable)) add(new Date(run.scheduledFor), 'job', describeRun(run));
    },
    /** Looks at the world through the API and adds what changed since the last look. */
    async observe(at: Date, reads: TWorldReads, subjects: { people: string[]; plates: TSubject[] }): Promise<void> {
      for (const subject of [...subjects.people, ...subjects.plates])
        invoicesChanged(at, describeSubject(subject), await reads.invoicesOf(subject));
      for (const name of subjects.people) noticesChanged(at, name, await reads.noticesOf(name));
      for (const name of subjects.people)
        for (const item of (await reads.paymentsOf(name)).reverse()) {
          payment(at, name, item);
          refundsChanged(at, name, item);
        }
      for (const name of seen.movements.keys()) movementsChanged(name, await reads.prepaidMovementsOf(name));
      const messages = (await reads.outbox()).filter((message) => !seen.messages.has(message.id)).reverse();
      for (const message of messages) {
        seen.messages.add(message.id);
        add(new Date(message.createdAt), 'message', `${message.channel} to ${message.to}: ${message.purpose}`);
      }
    },
  };
}

export type TTimeline = ReturnType<typeof createTimeline>;

import {
  compareAccruals,
  compareAutoDebits,
  compareFlags,
  compareCase,
  compareCases,
  compareInvoices,
  compareMessages,
  compareNotices,
  comparePayments,
  comparePrepaid,
  type TDiff,
} from '../expectations';
import type { TExpectSpec } from '../expectation-schemas';
import { describeSubject } from '../world-reads';
import { named, type TStepContext } from './step-context';

/** Checks each part of an `expect` step against what the API shows at the step's instant: one verdict per part. */
export async function runExpect(spec: TExpectSpec, context: TStepContext): Promise<void> {
  const { reads, step } = context;
  const verdict = (what: string, diffs: TDiff[]) => context.verdicts.push({ line: step.line, what, pass: diffs.length === 0, diffs });
  if (spec.invoices) {
    const invoices = await reads.invoicesOf(spec.invoices.of);
    verdict(`invoices of ${describeSubject(spec.invoices.of)}`, compareInvoices(spec.invoices, invoices));
    const [latest] = invoices;
    if (spec.invoices.name && latest) context.invoiceNames?.set(spec.invoices.name, latest.invoiceNo);
  }
  if (spec.notices) verdict(`toll notices of ${spec.notices.of}`, compareNotices(spec.notices, await reads.noticesOf(spec.notices.of)));
  if (spec.accruals) verdict(`accruals of ${spec.accruals.of}`, compareAccruals(spec.accruals, await reads.accrualsOf(spec.accruals.of)));
  if (spec.flags) verdict(`flags of ${spec.flags.of}`, compareFlags(spec.flags, await reads.flagsOf(spec.flags.of)));
  if (spec.payments) verdict(`payments of ${spec.payments.of}`, comparePayments(spec.payments, await reads.paymentsOf(spec.payments.of)));
  if (spec.autoDebits)
    verdict(`automatic charges of ${spec.autoDebits.of}`, compareAutoDebits(spec.autoDebits, await reads.autoDebitsOf(spec.autoDebits.of)));
  if (spec.cases) verdict(`cases of ${spec.cases.of}`, compareCases(spec.cases, await reads.casesOf(spec.cases.of)));
  if (spec.case) {
    const { caseNo, by } = named(context.caseNames, spec.case.name, 'case');
    verdict(`case ${spec.case.name} (${caseNo})`, compareCase(spec.case, await reads.caseOf(by, caseNo)));
  }
  if (spec.prepaid) {
    const { of } = spec.prepaid;
    const account = await reads.prepaidOf(of);
    const movements = account ? await reads.prepaidMovementsOf(of) : [];
    verdict(`prepaid account of ${of}`, comparePrepaid(spec.prepaid, account, movements));
  }
  if (spec.messages) {
    const to = spec.messages.to in reads.people() ? reads.person(spec.messages.to).email : spec.messages.to;
    verdict(`messages to ${spec.messages.to}`, compareMessages(spec.messages, await reads.outbox(to)));
  }
}

import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TFileDisputeRequest, ZEligiblePassagesSchema, ZFiledCaseSchema } from '@mflow/contracts/cases/case.contract';
import type { TDisputeSpec, TRefundChoice } from '../verb-schemas';
import { withExpectedRefusal } from './refusal';
import { named, StepFailure, type TStepContext } from './step-context';
import { uploadPng } from './uploads';

type TEligiblePassages = z.infer<typeof ZEligiblePassagesSchema>;
type TFiledCase = z.infer<typeof ZFiledCaseSchema>;

const CASES = '/caseservice/api/v1';
/** Krungthai Bank, the simulated gateway's bank; its accounts have 10 digits. */
const DEFAULT_BANK = '006';

async function eligibleOf(context: TStepContext, headers: Record<string, string>, invoiceNo: string): Promise<TEligiblePassages> {
  return context.api.call<TEligiblePassages>('GET', `${CASES}/disputes/eligible`, { headers, query: { invoiceNo } });
}

/**
 * The invoice the dispute is about and the passages it disputes: an invoice named by an earlier
 * `expect`, or the member's newest that is not cancelled; with passages named by `pass`, the newest
 * such invoice that bills them all.
 */
async function disputed(
  spec: TDisputeSpec,
  context: TStepContext,
  headers: Record<string, string>,
): Promise<{ invoiceNo: string; passageIds: string[] }> {
  const wanted = spec.passages === 'all' ? undefined : spec.passages.map((name) => named(context.passageNames, name, 'passage'));
  const candidates =
    spec.invoice !== undefined && spec.invoice !== 'latest'
      ? [named(context.invoiceNames, spec.invoice, 'invoice')]
      : (await context.reads.invoicesOf(spec.by))
          .filter((invoice) => invoice.status !== 'CANCELLED')
          .map((invoice) => invoice.invoiceNo)
          .slice(0, spec.invoice === 'latest' || !wanted ? 1 : undefined);
  for (const invoiceNo of candidates) {
    const eligible = await eligibleOf(context, headers, invoiceNo);
    const billed = new Set(eligible.passages.map((passage) => passage.passageId));
    if (!wanted) return { invoiceNo, passageIds: [...billed] };
    if (wanted.every((id) => billed.has(id))) return { invoiceNo, passageIds: wanted };
  }
  if (candidates.length === 0) throw new StepFailure(`${spec.by} has no invoice to dispute`);
  throw new StepFailure(`no invoice of ${spec.by} bills ${spec.passages === 'all' ? 'those passages' : spec.passages.join(', ')}`);
}

async function refundChannelOf(
  spec: TDisputeSpec,
  context: TStepContext,
  headers: Record<string, string>,
): Promise<TFileDisputeRequest['refundChannel']> {
  const { refund } = spec;
  if (refund === undefined) return undefined;
  if (refund === 'original') return { kind: 'ORIGINAL_METHOD' };
  const account: Partial<Exclude<TRefundChoice, string>> = refund === 'bank' ? {} : refund;
  return {
    kind: 'BANK_ACCOUNT',
    bankCode: account.bank ?? DEFAULT_BANK,
    accountNo: account.account ?? '1234567890',
    holderName: account.holder ?? 'SCENARIO HOLDER',
    bankBookFileId: await uploadPng(context, headers, 'bank-book.png'),
  };
}

/**
 * The member disputes passages of one of their invoices through the portal's API (the eligible
 * passages read, a bank book uploaded for a refund to an account, the dispute filed with an
 * idempotency key); the case number is kept under the step's `name`.
 */
export async function runDispute(spec: TDisputeSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  await withExpectedRefusal(context, `${spec.by}'s dispute`, spec.refused, async () => {
    const headers = await reads.memberHeaders(spec.by);
    const { invoiceNo, passageIds } = await disputed(spec, context, headers);
    const body: TFileDisputeRequest = {
      invoiceNo,
      passageIds,
      reason: spec.reason,
      fileIds: [],
      ...(spec.text === undefined ? {} : { reasonText: spec.text }),
      ...(spec.refund === undefined ? {} : { refundChannel: await refundChannelOf(spec, context, headers) }),
    };
    const filed = await api.call<TFiledCase>('POST', `${CASES}/disputes`, {
      headers: { ...headers, 'Idempotency-Key': `scenario-${randomUUID()}` },
      body,
    });
    if (spec.name) context.caseNames?.set(spec.name, { caseNo: filed.caseNo, by: spec.by });
    const count = `${passageIds.length} passage${passageIds.length === 1 ? '' : 's'}`;
    timeline.add(
      step.at,
      'case',
      `${spec.by} disputes ${count} of ${invoiceNo} (${spec.reason}): ${filed.caseNo} ${filed.status}, deadline ${filed.deadlineDate}`,
    );
  });
}

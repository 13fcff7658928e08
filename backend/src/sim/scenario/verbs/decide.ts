import type { TCaseDecideRequest, TStaffCaseDetail } from '@mflow/contracts/cases/case.contract';
import { bahtOf } from '../money';
import type { TDecideSpec } from '../verb-schemas';
import { DEFAULT_OFFICER } from '../staff';
import { withExpectedRefusal } from './refusal';
import { named, type TStepContext } from './step-context';

const STAFF_CASES = '/staffservice/api/v1/cases';

/**
 * A case officer decides a case named by a `dispute` step through the officers' API, as the
 * back-office does: the case page read for its version, taken first when it is not yet in review
 * (a dispute is decided from IN_REVIEW only), then accepted or rejected with a reason of the list.
 */
export async function runDecide(spec: TDecideSpec, context: TStepContext): Promise<void> {
  const { api, reads, step, timeline } = context;
  const officer = spec.by ?? DEFAULT_OFFICER;
  const { caseNo } = named(context.caseNames, spec.case, 'case');
  const route = `${STAFF_CASES}/${encodeURIComponent(caseNo)}`;
  await withExpectedRefusal(context, `${officer}'s decision on ${spec.case}`, spec.refused, async () => {
    const headers = await reads.officerHeaders(officer);
    let page = await api.call<TStaffCaseDetail>('GET', route, { headers });
    if (page.status === 'SUBMITTED') {
      page = await api.call<TStaffCaseDetail>('POST', `${route}/take`, { headers, body: { version: page.version } });
      timeline.add(step.at, 'case', `${caseNo} taken by ${officer}: ${page.status}`);
    }
    const body: TCaseDecideRequest = {
      version: page.version,
      outcome: spec.outcome === 'accept' ? 'ACCEPT' : 'REJECT',
      reasonCode: spec.reason,
      ...(spec.text === undefined ? {} : { text: spec.text }),
    };
    const decided = await api.call<TStaffCaseDetail>('POST', `${route}/decide`, { headers, body });
    const dispute = decided.dispute;
    const outcome = [
      dispute?.replacementInvoiceNo ? `replaced by ${dispute.replacementInvoiceNo}` : undefined,
      dispute?.refund ? `refund ${bahtOf(dispute.refund.amount)} ${dispute.refund.status}` : undefined,
    ].filter((part) => part !== undefined);
    timeline.add(
      step.at,
      'case',
      `${caseNo} ${decided.status} by ${officer} (${spec.reason})${outcome.length > 0 ? `: ${dispute?.invoiceNo ?? ''} ${outcome.join(', ')}` : ''}`,
    );
  });
}

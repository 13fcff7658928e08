import { DISPUTE_REASONS, type TDisputeReason } from '@mflow/contracts/cases/dispute-rules';

/** What a link into the dispute form may fill in: the impossible-journey notice sends all three. */
export type TDisputePrefill = { invoiceNo?: string; passageIds: string[]; reason?: TDisputeReason };

const INVOICE_NO = /^[A-Z0-9-]{1,20}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The contract takes at most this many passages in one dispute. */
const MAX_PASSAGES = 100;

/**
 * Reads `/mflow/dispute?invoiceNo=…&passages=<id,id>&reason=CLONED_PLATE`. A link is typed or
 * forwarded by hand, so whatever does not fit is dropped rather than refused: the member still
 * gets the form and chooses for themselves.
 */
export function parseDisputeLink(search: URLSearchParams): TDisputePrefill {
  const invoiceNo = (search.get('invoiceNo') ?? '').trim().toUpperCase();
  const reason = (search.get('reason') ?? '').trim().toUpperCase();
  const passageIds = [
    ...new Set(
      (search.get('passages') ?? '')
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter((id) => UUID.test(id)),
    ),
  ].slice(0, MAX_PASSAGES);
  return {
    ...(INVOICE_NO.test(invoiceNo) ? { invoiceNo } : {}),
    passageIds,
    ...((DISPUTE_REASONS as readonly string[]).includes(reason) ? { reason: reason as TDisputeReason } : {}),
  };
}

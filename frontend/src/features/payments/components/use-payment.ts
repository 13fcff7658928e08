import { useCallback, useEffect, useState } from 'react';
import { getPayment, getPayLinkPayment, type TPayment } from '../api/payments-api';

/** How often a payment still being processed is asked about again (a QR waiting to be scanned, a bank's answer). */
const POLL_MS = 3000;

export type TPaymentLoad = { status: 'loading' } | { status: 'done'; payment: TPayment } | { status: 'failed'; error: unknown };

/** A payment as `fetch` reads it, asked again every few seconds while it is PENDING; a null key asks nothing. `fetch` must be stable for its key. */
function usePolledPayment(key: string | null, fetch: (signal: AbortSignal) => Promise<TPayment>): TPaymentLoad {
  const [load, setLoad] = useState<{ key: string; result: TPaymentLoad }>();
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      fetch(controller.signal).then(
        (payment) => {
          if (controller.signal.aborted) return;
          setLoad({ key, result: { status: 'done', payment } });
          if (payment.status === 'PENDING') timer = setTimeout(ask, POLL_MS);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setLoad({ key, result: { status: 'failed', error } });
        },
      );
    };
    ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [key, fetch]);
  return load && load.key === key ? load.result : { status: 'loading' };
}

/** The member's own payment, or a visitor's by its id, an invoice number it pays and its result key; a null id asks nothing. */
export function usePayment(
  paymentId: string | null,
  invoiceNo: string | null,
  member: boolean,
  resultKey: string | null = null,
): TPaymentLoad {
  const fetch = useCallback(
    (signal: AbortSignal) => getPayment({ paymentId: paymentId ?? '', invoiceNo, resultKey, member, signal }),
    [paymentId, invoiceNo, resultKey, member],
  );
  return usePolledPayment(paymentId ? `${paymentId}|${invoiceNo ?? ''}|${resultKey ?? ''}|${String(member)}` : null, fetch);
}

/** A payment made from a payment link, read with the link's token (no access key). */
export function usePayLinkPayment(token: string, paymentId: string): TPaymentLoad {
  const fetch = useCallback((signal: AbortSignal) => getPayLinkPayment(token, paymentId, signal), [token, paymentId]);
  return usePolledPayment(`${token}|${paymentId}`, fetch);
}

import { useEffect, useState } from 'react';
import { getPayment, type TPayment } from '../api/payments-api';

/** How often a payment still being processed is asked about again (a QR waiting to be scanned, a bank's answer). */
const POLL_MS = 3000;

export type TPaymentLoad = { status: 'loading' } | { status: 'done'; payment: TPayment } | { status: 'failed'; error: unknown };

/** A payment as it stands, asked again every few seconds while it is PENDING; a null id asks nothing. */
export function usePayment(paymentId: string | null, invoiceNo: string | null, member: boolean): TPaymentLoad {
  const [load, setLoad] = useState<{ key: string; result: TPaymentLoad }>();
  const key = paymentId ? `${paymentId}|${invoiceNo ?? ''}|${String(member)}` : null;
  useEffect(() => {
    if (!paymentId || key === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      getPayment({ paymentId, invoiceNo, member, signal: controller.signal }).then(
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
  }, [key, paymentId, invoiceNo, member]);
  return load && load.key === key ? load.result : { status: 'loading' };
}

import type { TPaymentMethodView } from '@mflow/contracts/payment/payment-method.contract';
import type { TPrepaidAccountView } from '@mflow/contracts/payment/prepaid.contract';
import { useEffect, useState } from 'react';
import type { TLoad } from '../../../shared/api/use-load';
import { getPrepaidAccount, listMethods } from '../api/prepaid-api';

export type TPrepaidState = { account: TPrepaidAccountView | null; methods: TPaymentMethodView[] };

/**
 * The member's account (null without one) and their payment methods, read again whenever
 * `reload` is called; what was read stays on the page until the new answer comes.
 */
export function usePrepaid(): { load: TLoad<TPrepaidState>; version: number; reload: () => void } {
  const [version, setVersion] = useState(0);
  const [load, setLoad] = useState<TLoad<TPrepaidState>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getPrepaidAccount(controller.signal), listMethods(controller.signal)]).then(
      ([account, methods]) => {
        if (!controller.signal.aborted) setLoad({ status: 'done', value: { account, methods } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [version]);
  return { load, version, reload: () => setVersion((value) => value + 1) };
}

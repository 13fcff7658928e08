import '../payment-methods.css';
import { paymentMethodStep, type TDebitMode } from '@mflow/contracts/payment/payment-method-kinds';
import type { TPaymentMethodView } from '@mflow/contracts/payment/payment-method.contract';
import { useCallback, useEffect, useState } from 'react';
import { codeKey } from '../components/payment-method-form-values';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { ConfirmModal } from '../../../shared/modals/confirm-modal';
import { useModals } from '../../../shared/modals/modal-host';
import { deletePaymentMethod, listPaymentMethods, setPrimaryPaymentMethod, updatePaymentMethod } from '../api/payment-methods-api';
import { EditDebitMode } from '../components/edit-debit-mode';
import { MethodOtpModal } from '../components/method-otp';
import { PaymentMethodItem } from '../components/payment-method-item';

type TAction =
  | { kind: 'primary' | 'delete'; method: TPaymentMethodView; confirmed: boolean }
  | { kind: 'edit'; method: TPaymentMethodView; debitMode?: TDebitMode };

/** Payment methods' add, edit and delete (requirements/payment-methods.md#screens) with the primary method (MENU00008, beside the vehicles). */
export function PaymentMethodsPage() {
  const intl = useIntl();
  const { showMessage } = useModals();
  const [methods, setMethods] = useState<TPaymentMethodView[]>();
  const [action, setAction] = useState<TAction>();

  const load = useCallback(() => {
    listPaymentMethods().then(
      (list) => setMethods(list.items),
      () => setMethods([]),
    );
  }, []);
  useEffect(load, [load]);

  const finish = (done: Promise<unknown>, messageId: string) => {
    setAction(undefined);
    void done.then(
      () => {
        showMessage({ status: true, title: <FormattedMessage id={messageId} /> });
        load();
      },
      () => undefined,
    );
  };

  const nameOf = (method: TPaymentMethodView) =>
    `${intl.formatMessage({ id: method.brand ? `paymentMethods.brand.${codeKey(method.brand)}` : `paymentMethods.kind.${codeKey(method.kind)}` })} ${method.display}`;

  const otpStep = () => {
    if (!action) return undefined;
    if (action.kind === 'primary' && action.confirmed) {
      return {
        title: <FormattedMessage id="paymentMethods.primary.otpTitle" values={{ value: nameOf(action.method) }} />,
        purpose: 'SET_MAIN_PAYMENT' as const,
        verified: (token: string) => finish(setPrimaryPaymentMethod(action.method.paymentMethodId, token), 'paymentMethods.primary.done'),
      };
    }
    if (action.kind === 'delete' && action.confirmed) {
      return {
        title: <FormattedMessage id="paymentMethods.delete.otpTitle" values={{ value: nameOf(action.method) }} />,
        purpose: paymentMethodStep('DELETE', action.method.kind, action.method.brand),
        verified: (token: string) => finish(deletePaymentMethod(action.method.paymentMethodId, token), 'paymentMethods.delete.done'),
      };
    }
    if (action.kind === 'edit' && action.debitMode) {
      const debitMode = action.debitMode;
      return {
        title: <FormattedMessage id="paymentMethods.edit.otpTitle" values={{ value: nameOf(action.method) }} />,
        purpose: paymentMethodStep('EDIT', action.method.kind, action.method.brand),
        verified: (token: string) =>
          finish(updatePaymentMethod(action.method.paymentMethodId, { debitMode, verificationToken: token }), 'paymentMethods.edit.done'),
      };
    }
    return undefined;
  };
  const otp = otpStep();
  const confirming = action && action.kind !== 'edit' && !action.confirmed ? action : undefined;

  return (
    <>
      <PageHeader titleId="paymentMethods.title" leadId="paymentMethods.lead" icon={<IconWallet size={32} />} />
      <div className="container payment-methods-page">
        <div className="payment-methods-toolbar">
          <Link className="btn btn-primary" to="/paymentmethod/add">
            <FormattedMessage id="paymentMethods.add" />
          </Link>
          <Link className="btn btn-outline-primary" to="/prepaid" data-testid="prepaid-entry">
            <FormattedMessage id="paymentMethods.prepaid" />
          </Link>
        </div>
        {methods === undefined ? (
          <PageLoading />
        ) : methods.length === 0 ? (
          <div className="payment-methods-empty" data-testid="payment-methods-empty">
            <h2 className="h5">
              <FormattedMessage id="paymentMethods.empty.title" />
            </h2>
            <p className="mb-0">
              <FormattedMessage id="paymentMethods.empty.text" />
            </p>
          </div>
        ) : (
          <ul className="payment-method-list" aria-label={intl.formatMessage({ id: 'paymentMethods.title' })}>
            {methods.map((method) => (
              <PaymentMethodItem
                key={method.paymentMethodId}
                method={method}
                onSetPrimary={(chosen) => setAction({ kind: 'primary', method: chosen, confirmed: false })}
                onEdit={(chosen) => setAction({ kind: 'edit', method: chosen })}
                onDelete={(chosen) => setAction({ kind: 'delete', method: chosen, confirmed: false })}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmModal
        show={Boolean(confirming)}
        title={
          confirming ? (
            <FormattedMessage id={`paymentMethods.${confirming.kind}.title`} values={{ value: nameOf(confirming.method) }} />
          ) : null
        }
        body={confirming ? <FormattedMessage id={`paymentMethods.${confirming.kind}.body`} /> : null}
        onConfirm={() => confirming && setAction({ ...confirming, confirmed: true })}
        onCancel={() => setAction(undefined)}
      />
      <EditDebitMode
        method={action?.kind === 'edit' && !action.debitMode ? action.method : undefined}
        onChosen={(debitMode) => action?.kind === 'edit' && setAction({ ...action, debitMode })}
        onCancel={() => setAction(undefined)}
      />
      <MethodOtpModal
        show={Boolean(otp)}
        title={otp?.title}
        purpose={otp?.purpose ?? 'SET_MAIN_PAYMENT'}
        onVerified={(token) => otp?.verified(token)}
        onCancel={() => setAction(undefined)}
      />
    </>
  );
}

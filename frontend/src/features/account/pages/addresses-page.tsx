import type { TAddressView } from '@mflow/contracts/customer/customer.contract';
import '../../../shared/theme/bootstrap/badge.scss';
import '../../../shared/forms/forms.scss';
import '../account.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';
import { AddressFields } from '../../../shared/forms/address-fields';
import {
  EMPTY_ADDRESS,
  toAddressForm,
  toAddressInput,
  ZAddressFormSchema,
  type AddressFormValues,
} from '../../../shared/forms/address-schema';
import { CheckboxField } from '../../../shared/forms/fields';
import { IconEdit, IconMapPin, IconPlus, IconTrash } from '../../../shared/icons/icons';
import { PageLoading } from '../../../shared/layout/page-loading';
import { ConfirmModal } from '../../../shared/modals/confirm-modal';
import { useModals } from '../../../shared/modals/modal-host';
import { deleteInvoiceAddress, listInvoiceAddresses, saveInvoiceAddress } from '../api/account-api';
import { AccountLayout } from '../components/account-layout';
import { AddressText } from '../components/address-text';

/** The API keeps at most this many invoice addresses. */
const MAX_ADDRESSES = 10;

const ZInvoiceAddressFormSchema = z.object({ address: ZAddressFormSchema, isMain: z.boolean() });
type InvoiceAddressForm = { address: AddressFormValues; isMain: boolean };

function AddressEditor({
  editing,
  first,
  onSaved,
  onCancel,
}: {
  editing: TAddressView | undefined;
  first: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const form = useForm<InvoiceAddressForm>({
    resolver: zodResolver(ZInvoiceAddressFormSchema) as never,
    defaultValues: { address: editing ? toAddressForm(editing) : { ...EMPTY_ADDRESS }, isMain: editing?.isMain ?? first },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await saveInvoiceAddress(
      { ...toAddressInput(values.address), ...(values.isMain ? { isMain: true } : {}) },
      editing?.addressId,
    ).catch(() => undefined);
    if (saved) onSaved();
  });
  return (
    <section className="section-card" aria-labelledby="address-editor-title" data-testid="invoice-address-form">
      <h2 id="address-editor-title" className="section-card-title">
        <FormattedMessage id={editing ? 'invoiceAddress.edit.title' : 'invoiceAddress.add.title'} />
      </h2>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <AddressFields prefix="address" />
          {editing?.isMain ? null : (
            <div className="row g-3 mt-1">
              <CheckboxField name="isMain" label="invoiceAddress.makeMain" />
            </div>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
              <FormattedMessage id="account.save" />
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
              <FormattedMessage id="modal.cancel" />
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}

function InvoiceAddresses() {
  const { showMessage } = useModals();
  const [addresses, setAddresses] = useState<TAddressView[]>();
  const [editing, setEditing] = useState<TAddressView | 'new'>();
  const [deleting, setDeleting] = useState<TAddressView>();

  const load = useCallback(() => {
    listInvoiceAddresses().then(
      (answer) => setAddresses(answer.addresses),
      () => setAddresses([]),
    );
  }, []);

  useEffect(load, [load]);

  const done = (messageId: string) => {
    setEditing(undefined);
    load();
    showMessage({ status: true, title: <FormattedMessage id="account.saved.title" />, body: <FormattedMessage id={messageId} /> });
  };

  const makeMain = async (address: TAddressView) => {
    const saved = await saveInvoiceAddress({ ...toAddressInput(toAddressForm(address)), isMain: true }, address.addressId).catch(
      () => undefined,
    );
    if (saved) done('invoiceAddress.mainSet');
  };

  const remove = async () => {
    const address = deleting;
    setDeleting(undefined);
    if (!address) return;
    const ok = await deleteInvoiceAddress(address.addressId).then(
      () => true,
      () => false,
    );
    if (ok) done('invoiceAddress.deleted');
  };

  if (!addresses) return <PageLoading />;
  if (editing) {
    return (
      <AddressEditor
        editing={editing === 'new' ? undefined : editing}
        first={addresses.length === 0}
        onSaved={() => done('invoiceAddress.saved')}
        onCancel={() => setEditing(undefined)}
      />
    );
  }

  return (
    <section className="section-card" aria-labelledby="invoice-addresses-title">
      <div className="section-heading-row">
        <h2 id="invoice-addresses-title" className="section-card-title mb-0">
          <span className="section-card-icon" aria-hidden="true">
            <IconMapPin size={20} />
          </span>
          <FormattedMessage id="invoiceAddress.title" />
        </h2>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => setEditing('new')}
          disabled={addresses.length >= MAX_ADDRESSES}
        >
          <IconPlus size={16} />
          <span className="ms-1">
            <FormattedMessage id="invoiceAddress.add" />
          </span>
        </button>
      </div>
      <p className="text-body-secondary mt-2">
        <FormattedMessage id="invoiceAddress.lead" values={{ max: MAX_ADDRESSES }} />
      </p>
      {addresses.length === 0 ? (
        <p className="empty-state">
          <FormattedMessage id="invoiceAddress.empty" />
        </p>
      ) : (
        <ul className="invoice-address-list" data-testid="invoice-addresses">
          {addresses.map((address) => (
            <li key={address.addressId} className={`invoice-address${address.isMain ? ' is-main' : ''}`}>
              <div className="invoice-address-text">
                {address.isMain ? (
                  <span className="badge text-bg-primary me-2">
                    <FormattedMessage id="invoiceAddress.main" />
                  </span>
                ) : null}
                <AddressText address={address} />
              </div>
              <div className="invoice-address-actions">
                {address.isMain ? null : (
                  <button type="button" className="btn btn-link btn-sm" onClick={() => void makeMain(address)}>
                    <FormattedMessage id="invoiceAddress.setMain" />
                  </button>
                )}
                <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setEditing(address)}>
                  <IconEdit size={16} />
                  <span className="ms-1">
                    <FormattedMessage id="invoiceAddress.editAction" />
                  </span>
                </button>
                <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setDeleting(address)}>
                  <IconTrash size={16} />
                  <span className="ms-1">
                    <FormattedMessage id="invoiceAddress.delete" />
                  </span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal
        show={deleting !== undefined}
        title={<FormattedMessage id="invoiceAddress.delete.title" />}
        body={deleting ? <AddressText address={deleting} /> : undefined}
        confirmLabel={<FormattedMessage id="invoiceAddress.delete" />}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(undefined)}
      />
    </section>
  );
}

/** /mflow/account/addresses: invoice addresses, exactly one of them the main one (requirements/accounts.md#invoice-addresses). */
export function AddressesPage() {
  return <AccountLayout titleId="account.tab.addresses">{() => <InvoiceAddresses />}</AccountLayout>;
}

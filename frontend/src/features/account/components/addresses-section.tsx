import { zodResolver } from '@hookform/resolvers/zod';
import type { TAddressView, TCustomerView } from '@mflow/contracts/customer/customer.contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';
import { AddressFields } from '../../../shared/forms/address-fields';
import { toAddressForm, toAddressInput, ZAddressFormSchema, type AddressFormValues } from '../../../shared/forms/address-schema';
import { IconMapPin } from '../../../shared/icons/icons';
import { SectionCard } from '../../../shared/layout/section-card';
import { useSession } from '../../../shared/session/session-context';
import { updateProfile } from '../api/account-api';
import { AddressText } from './address-text';
import { useSaved } from './use-saved';

const ZAddressEditSchema = z.object({ address: ZAddressFormSchema });

function EditableAddress({ address, section }: { address: TAddressView; section: 'residence' | 'delivery' }) {
  const { updateCustomer } = useSession();
  const saved = useSaved();
  const [editing, setEditing] = useState(false);
  const form = useForm<{ address: AddressFormValues }>({
    resolver: zodResolver(ZAddressEditSchema) as never,
    defaultValues: { address: toAddressForm(address) },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const updated = await updateProfile({ addresses: { [section]: toAddressInput(values.address) } }).catch(() => undefined);
    if (!updated) return;
    updateCustomer(updated);
    setEditing(false);
    saved();
  });
  if (!editing) {
    return (
      <div className="address-row">
        <AddressText address={address} />
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => {
            form.reset({ address: toAddressForm(address) });
            setEditing(true);
          }}
        >
          <FormattedMessage id={`account.address.edit.${section}`} />
        </button>
      </div>
    );
  }
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid={`address-form-${section}`}>
        <AddressFields prefix="address" />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            <FormattedMessage id="account.save" />
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setEditing(false)}>
            <FormattedMessage id="modal.cancel" />
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

const SECTION_OF: Record<string, { title: string; editable?: 'residence' | 'delivery' }> = {
  REGISTRATION: { title: 'registration.address.registration' },
  DOCUMENT: { title: 'registration.address.document' },
  RESIDENCE: { title: 'registration.address.residence', editable: 'residence' },
  DELIVERY: { title: 'registration.address.delivery', editable: 'delivery' },
};

/** The registration (or document), residence and delivery addresses; the last two can be edited here. */
export function AddressesSection({ customer }: { customer: TCustomerView }) {
  const order = ['REGISTRATION', 'DOCUMENT', 'RESIDENCE', 'DELIVERY'];
  const addresses = customer.addresses
    .filter((address) => address.kind !== 'INVOICE')
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return (
    <SectionCard id="addresses" title={<FormattedMessage id="account.addresses.title" />} icon={<IconMapPin size={20} />}>
      <div className="address-list">
        {addresses.map((address) => {
          const section = SECTION_OF[address.kind];
          if (!section) return null;
          return (
            <section key={address.addressId} className="address-item" aria-labelledby={`address-${address.kind}`}>
              <h3 id={`address-${address.kind}`} className="h6 mb-1">
                <FormattedMessage id={section.title} />
              </h3>
              {section.editable ? <EditableAddress address={address} section={section.editable} /> : <AddressText address={address} />}
            </section>
          );
        })}
      </div>
    </SectionCard>
  );
}

import '../../../shared/forms/forms.scss';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TCustomerView } from '@mflow/contracts/customer/customer.contract';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';
import { RadioGroupField } from '../../../shared/forms/fields';
import { SectionCard } from '../../../shared/layout/section-card';
import { useSession } from '../../../shared/session/session-context';
import { updateProfile } from '../api/account-api';
import { useSaved } from './use-saved';

const ZLanguageSchema = z.object({ notificationLanguage: z.enum(['TH', 'EN']) });

/** The notification language (requirements/accounts.md#notification-language): the language of e-mails and SMS, apart from the portal's own. */
export function LanguageSection({ customer }: { customer: TCustomerView }) {
  const { updateCustomer } = useSession();
  const saved = useSaved();
  const form = useForm<z.infer<typeof ZLanguageSchema>>({
    resolver: zodResolver(ZLanguageSchema),
    values: { notificationLanguage: customer.notificationLanguage },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const updated = await updateProfile(values).catch(() => undefined);
    if (!updated) return;
    updateCustomer(updated);
    saved();
  });
  return (
    <SectionCard id="language" title={<FormattedMessage id="account.language.title" />}>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3 align-items-end">
          <RadioGroupField
            name="notificationLanguage"
            label="registration.notificationLanguage"
            inline
            className="col-12 col-md-8"
            options={[
              { value: 'TH', label: 'language.th' },
              { value: 'EN', label: 'language.en' },
            ]}
          />
          <div className="col-12 col-md-4 text-md-end">
            <button type="submit" className="btn btn-primary" disabled={!form.formState.isDirty || form.formState.isSubmitting}>
              <FormattedMessage id="account.save" />
            </button>
          </div>
        </form>
      </FormProvider>
    </SectionCard>
  );
}

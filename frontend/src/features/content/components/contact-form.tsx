import '../../../shared/forms/forms.scss';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { CONTACT_TOPICS } from '@mflow/contracts/content/content.contract';
import { countErrors } from '../../../shared/forms/error-count';
import { FieldLabel, FieldMessage, FormErrorSummary, SelectField, TextField, useFieldError } from '../../../shared/forms/fields';
import { IconCheckCircle } from '../../../shared/icons/icons';
import { sendContact, type TContactAnswer } from '../api/content-api';
import { contactRequestOf, EMPTY_CONTACT_FORM, ZContactFormSchema, type TContactForm } from '../api/contact-form';

function MessageField() {
  const intl = useIntl();
  const { register } = useFormContext();
  const id = useId();
  const code = useFieldError('message');
  const label = intl.formatMessage({ id: 'contact.form.message' });
  return (
    <div className="col-12">
      <FieldLabel htmlFor={id} text={label} required />
      <textarea
        id={id}
        rows={5}
        maxLength={2000}
        className={`form-control${code ? ' is-invalid' : ''}`}
        aria-invalid={code ? true : undefined}
        aria-required
        aria-describedby={code ? `${id}-error` : undefined}
        {...register('message')}
      />
      <FieldMessage id={`${id}-error`} code={code} label={label} />
    </div>
  );
}

/** The contact form: the message goes to the operator's mailbox and the visitor keeps a reference. */
export function ContactForm() {
  const intl = useIntl();
  const [sent, setSent] = useState<TContactAnswer>();
  const form = useForm<TContactForm, unknown, z.output<typeof ZContactFormSchema>>({
    resolver: zodResolver(ZContactFormSchema),
    defaultValues: EMPTY_CONTACT_FORM,
  });
  const { isSubmitting, errors, submitCount } = form.formState;
  const topics = CONTACT_TOPICS.map((topic) => ({
    value: topic,
    label: intl.formatMessage({ id: `contact.topic.${topic.toLowerCase()}` }),
  }));

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await sendContact(contactRequestOf(values)).catch(() => undefined);
    if (answer) {
      setSent(answer);
      form.reset(EMPTY_CONTACT_FORM);
    }
  });

  if (sent) {
    return (
      <div className="result-panel" role="status" data-testid="contact-sent">
        <span className="result-icon result-icon-info" aria-hidden="true">
          <IconCheckCircle size={40} />
        </span>
        <h3 className="h4">
          <FormattedMessage id="contact.form.sent.title" />
        </h3>
        <p>
          <FormattedMessage id="contact.form.sent.detail" values={{ reference: <strong>{sent.reference}</strong> }} />
        </p>
        <button type="button" className="btn btn-outline-primary" onClick={() => setSent(undefined)}>
          <FormattedMessage id="contact.form.again" />
        </button>
      </div>
    );
  }
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3">
        <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
        <TextField name="name" label="contact.form.name" autoComplete="name" maxLength={100} required className="col-md-6" />
        <TextField
          name="email"
          label="contact.form.email.label"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          className="col-md-6"
        />
        <TextField
          name="phone"
          label="contact.form.phone.label"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={12}
          className="col-md-6"
        />
        <SelectField name="topic" label="contact.form.topic" options={topics} required className="col-md-6" />
        <MessageField />
        <div className="col-12">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            <FormattedMessage id="contact.form.submit" />
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

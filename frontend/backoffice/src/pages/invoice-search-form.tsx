import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InvoiceSearch } from '../api/billing-api';
import type { MasterNames } from '../api/master-names';
import { useLanguage } from '../preferences/language-context';
import { formOfParams, PLATE_MAX, searchOfForm, ZInvoiceSearchFormSchema, type TInvoiceSearchForm } from './invoice-search';

/** The staff invoice search: by customer, or by plate and province; kept in the page's address. */
export function SearchForm({
  paramsKey,
  provinces,
  onSearch,
}: {
  paramsKey: string;
  provinces: MasterNames;
  onSearch: (search: InvoiceSearch) => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const form = useForm<TInvoiceSearchForm>({
    resolver: zodResolver(ZInvoiceSearchFormSchema),
    defaultValues: formOfParams(new URLSearchParams(paramsKey)),
  });
  const { reset, control } = form;
  const by = useWatch({ control, name: 'by' });

  // The address changed some other way (the menu, back and forward): the form shows what it asks for.
  useEffect(() => {
    reset(formOfParams(new URLSearchParams(paramsKey)));
  }, [paramsKey, reset]);

  const provinceOptions = useMemo(
    () =>
      [...(provinces.provinces?.values() ?? [])]
        .map((item) => ({ code: item.code, name: language === 'EN' ? item.nameEn : item.nameTh }))
        .sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [provinces, language, intl.locale],
  );

  const problem = (field: keyof TInvoiceSearchForm) => {
    const message = form.formState.errors[field]?.message;
    return message ? intl.formatMessage({ id: message }, { max: PLATE_MAX }) : undefined;
  };
  const described = (id: string, error: string | undefined, help = false) =>
    [help ? `${id}-help` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const customerIdError = problem('customerId');
  const plateError = problem('plate');
  const provinceError = problem('province');

  return (
    <section className="card bo-card mb-3" aria-labelledby="invoice-search-heading">
      <div className="card-header bo-card-header">
        <h2 id="invoice-search-heading" className="bo-card-title">
          <FormattedMessage id="invoices.search.heading" />
        </h2>
      </div>
      <Form
        noValidate
        className="card-body"
        onSubmit={(event) => void form.handleSubmit((values) => onSearch(searchOfForm(values)))(event)}
        data-testid="invoice-search"
      >
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-1">
            <FormattedMessage id="invoices.search.by" />
          </legend>
          <Form.Check
            inline
            type="radio"
            id="invoice-search-by-customer"
            value="customer"
            label={intl.formatMessage({ id: 'invoices.search.by.customer' })}
            {...form.register('by')}
          />
          <Form.Check
            inline
            type="radio"
            id="invoice-search-by-plate"
            value="plate"
            label={intl.formatMessage({ id: 'invoices.search.by.plate' })}
            {...form.register('by')}
          />
        </fieldset>
        <div className="row g-3 align-items-start">
          {by === 'customer' ? (
            <Form.Group controlId="invoice-customer-id" className="col-md-8">
              <Form.Label>
                <FormattedMessage id="invoices.search.customerId" />
              </Form.Label>
              <Form.Control
                type="text"
                className="font-monospace"
                autoComplete="off"
                spellCheck={false}
                isInvalid={Boolean(customerIdError)}
                aria-invalid={Boolean(customerIdError)}
                aria-describedby={described('invoice-customer-id', customerIdError, true)}
                {...form.register('customerId')}
              />
              <Form.Text id="invoice-customer-id-help" className="d-block">
                <FormattedMessage id="invoices.search.customerId.help" />
              </Form.Text>
              <Form.Control.Feedback type="invalid" id="invoice-customer-id-error">
                {customerIdError}
              </Form.Control.Feedback>
            </Form.Group>
          ) : (
            <>
              <Form.Group controlId="invoice-plate" className="col-md-4">
                <Form.Label>
                  <FormattedMessage id="invoices.search.plate" />
                </Form.Label>
                <Form.Control
                  type="text"
                  autoComplete="off"
                  maxLength={PLATE_MAX}
                  isInvalid={Boolean(plateError)}
                  aria-invalid={Boolean(plateError)}
                  aria-describedby={described('invoice-plate', plateError, true)}
                  {...form.register('plate')}
                />
                <Form.Text id="invoice-plate-help" className="d-block">
                  <FormattedMessage id="invoices.search.plate.help" />
                </Form.Text>
                <Form.Control.Feedback type="invalid" id="invoice-plate-error">
                  {plateError}
                </Form.Control.Feedback>
              </Form.Group>
              <Form.Group controlId="invoice-province" className="col-md-4">
                <Form.Label>
                  <FormattedMessage id="invoices.search.province" />
                </Form.Label>
                <Form.Select
                  isInvalid={Boolean(provinceError)}
                  aria-invalid={Boolean(provinceError)}
                  aria-describedby={described('invoice-province', provinceError)}
                  {...form.register('province')}
                >
                  <option value="">{intl.formatMessage({ id: 'invoices.search.province.choose' })}</option>
                  {provinceOptions.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid" id="invoice-province-error">
                  {provinceError}
                </Form.Control.Feedback>
              </Form.Group>
            </>
          )}
          <div className="col-md-auto bo-search-submit">
            <button type="submit" className="btn btn-primary">
              <FormattedMessage id="invoices.search.submit" />
            </button>
          </div>
        </div>
      </Form>
    </section>
  );
}

import '../invoices.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import { DateField } from '../../../shared/forms/date-field';
import { TextField } from '../../../shared/forms/fields';
import { IconHistory } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { serverClock } from '../../../shared/time/server-clock';
import { getPassageHistory } from '../api/invoices-api';
import { defaultPassageRange, ZPassageRangeFormSchema, type TPassageRangeForm } from '../api/invoice-queries';
import { PassageList } from '../components/passage-list';
import { SearchForm } from '../components/search-form';
import { useInvoiceFormat } from '../components/use-invoice-format';
import { useLoad } from '../../../shared/api/use-load';

/** Passages are kept for years; the history looks back this far at most. */
const YEARS_BACK = 5;

/** The toll history (requirements/billing.md#screens; menu group "management: tollroadhistory"): passages by date range and plate, newest first, with the gantry photo. */
export function TollHistoryPage() {
  const { language } = usePreferences();
  const format = useInvoiceFormat();
  const [today] = useState(() => bangkokDateOf(serverClock.now()));
  const [range, setRange] = useState<TPassageRangeForm>(() => defaultPassageRange(today));
  const form = useForm<TPassageRangeForm, unknown, z.output<typeof ZPassageRangeFormSchema>>({
    resolver: zodResolver(ZPassageRangeFormSchema),
    defaultValues: range,
  });
  const load = useCallback(
    (signal: AbortSignal) => getPassageHistory({ from: range.from, to: range.to, plate: range.plate || undefined }, signal),
    [range],
  );
  const state = useLoad(`${language}|${range.from}|${range.to}|${range.plate}`, load);
  const thisYear = Number(today.slice(0, 4));
  const years = { fromYear: thisYear - YEARS_BACK, toYear: thisYear };

  return (
    <>
      <PageHeader titleId="screen.tollHistory" leadId="invoices.history.lead" icon={<IconHistory size={32} />} />
      <div className="container invoices-page">
        <section className="invoice-section">
          <SearchForm
            form={form}
            headingId="history-filter-title"
            titleId="invoices.history.filter"
            onSubmit={(event) => void form.handleSubmit(setRange)(event)}
          >
            <DateField name="from" label="invoices.history.from" required className="col-12 col-lg-6" {...years} />
            <DateField name="to" label="invoices.history.to" required className="col-12 col-lg-6" {...years} />
            <TextField
              name="plate"
              label="invoices.field.plate"
              hint="invoices.field.plate.hint"
              className="col-12 col-md-6"
              maxLength={20}
              autoComplete="off"
            />
          </SearchForm>
        </section>
        <div aria-live="polite">
          {state.status === 'loading' ? (
            <PageLoading />
          ) : state.status === 'failed' ? (
            <p className="alert alert-danger">
              <FormattedMessage id="modal.error.generic" />
            </p>
          ) : state.value.length === 0 ? (
            <p className="invoices-empty" data-testid="history-empty">
              <FormattedMessage id="invoices.history.empty" values={{ date: format.date(range.from), to: format.date(range.to) }} />
            </p>
          ) : (
            <section className="invoice-section" aria-labelledby="history-count">
              <h2 id="history-count" className="invoice-section-title">
                <FormattedMessage
                  id="invoices.history.count"
                  values={{ count: state.value.length, date: format.date(range.from), to: format.date(range.to) }}
                />
              </h2>
              <PassageList lines={state.value} format={format} showPlate />
            </section>
          )}
        </div>
      </div>
    </>
  );
}

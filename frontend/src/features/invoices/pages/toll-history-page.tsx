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
import { downloadPassages, getPassageHistory, type TTollTransaction } from '../api/invoices-api';
import { ExportButtons } from '../components/export-buttons';
import { defaultPassageRange, ZPassageRangeFormSchema, type TPassageRangeForm } from '../api/invoice-queries';
import { PassageList } from '../components/passage-list';
import { SearchForm } from '../components/search-form';
import { useInvoiceFormat, type TInvoiceFormat } from '../components/use-invoice-format';
import { useLoad } from '../../../shared/api/use-load';

/** Passages are kept for years; the history looks back this far at most. */
const YEARS_BACK = 5;

type TRange = { from: string; to: string; plate?: string | undefined };

/** The older pages the member asked for, below the first, which the page loaded. */
function OlderPassages({ range, cursor, format }: { range: TRange; cursor: string; format: TInvoiceFormat }) {
  const [pages, setPages] = useState<{ lines: TTollTransaction[]; nextCursor: string | null }>({ lines: [], nextCursor: cursor });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const more = async () => {
    if (!pages.nextCursor) return;
    setBusy(true);
    try {
      const page = await getPassageHistory({ ...range, cursor: pages.nextCursor }, new AbortController().signal);
      setPages((before) => ({ lines: [...before.lines, ...page.passages], nextCursor: page.nextCursor }));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {pages.lines.length > 0 ? <PassageList lines={pages.lines} format={format} showPlate /> : null}
      {failed ? (
        <p className="alert alert-danger">
          <FormattedMessage id="modal.error.generic" />
        </p>
      ) : null}
      {pages.nextCursor ? (
        <button type="button" className="btn btn-outline-primary" disabled={busy} data-testid="history-more" onClick={() => void more()}>
          <FormattedMessage id="invoices.history.more" />
        </button>
      ) : null}
    </>
  );
}

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
  const asked: TRange = { from: range.from, to: range.to, plate: range.plate || undefined };
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
          ) : state.value.passages.length === 0 ? (
            <p className="invoices-empty" data-testid="history-empty">
              <FormattedMessage id="invoices.history.empty" values={{ date: format.date(range.from), to: format.date(range.to) }} />
            </p>
          ) : (
            <section className="invoice-section" aria-labelledby="history-count">
              <h2 id="history-count" className="invoice-section-title">
                <FormattedMessage
                  id={state.value.nextCursor ? 'invoices.history.shown' : 'invoices.history.count'}
                  values={{ count: state.value.passages.length, date: format.date(range.from), to: format.date(range.to) }}
                />
              </h2>
              <ExportButtons
                fileName={`passages-${range.from}-${range.to}`}
                download={(format) => downloadPassages(asked, format)}
                testId="history"
              />
              <PassageList lines={state.value.passages} format={format} showPlate />
              {state.value.nextCursor ? (
                <OlderPassages
                  key={`${language}|${range.from}|${range.to}|${range.plate}`}
                  range={asked}
                  cursor={state.value.nextCursor}
                  format={format}
                />
              ) : null}
            </section>
          )}
        </div>
      </div>
    </>
  );
}

import '../../../shared/forms/forms.scss';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoad } from '../../../shared/api/use-load';
import type {
  TLinePage,
  TLinePageQuery,
  TTollTransaction,
  TVehicleTotal,
  TVehicleTotalsPage,
  TVehicleTotalsQuery,
} from '../api/invoices-api';
import { PassageList } from './passage-list';
import type { TInvoiceFormat } from './use-invoice-format';

type THeadingLevel = 2 | 4;
const HEADING = { 2: 'h2', 4: 'h4' } as const;

/** A fleet this small shows every vehicle's first lines at once, as a household's list always has. */
const OPEN_UP_TO = 3;

export type TFleetSource = {
  /** Changes when what is shown must be read again (the language, the invoice). */
  key: string;
  /** The first page of totals, as the page's own answer brought it. */
  first: TVehicleTotalsPage;
  loadTotals: (query: TVehicleTotalsQuery, signal: AbortSignal) => Promise<TVehicleTotalsPage>;
  loadLines: (query: TLinePageQuery, signal: AbortSignal) => Promise<TLinePage>;
  /** Where a line is disputed, on a member's invoice that may be. */
  disputePath?: (passageId: string) => string;
};

type TLinesState = { lines: TTollTransaction[]; nextCursor: string | null; status: 'loading' | 'shown' | 'failed' };

/** One vehicle's lines, a page at a time: the next page is read only when asked for. */
function VehicleLines({ vehicle, source, format }: { vehicle: TVehicleTotal; source: TFleetSource; format: TInvoiceFormat }) {
  const [state, setState] = useState<TLinesState>({ lines: [], nextCursor: null, status: 'loading' });
  const [cursor, setCursor] = useState<string | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    source.loadLines({ plate: vehicle.plate, province: vehicle.province, cursor }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState((before) => ({
          lines: cursor ? [...before.lines, ...page.lines] : page.lines,
          nextCursor: page.nextCursor,
          status: 'shown',
        }));
      },
      () => {
        if (!controller.signal.aborted) setState((before) => ({ ...before, status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [source, vehicle.plate, vehicle.province, cursor]);
  const more = () => {
    setState((before) => ({ ...before, status: 'loading' }));
    setCursor(state.nextCursor ?? undefined);
  };
  return (
    <>
      {state.lines.length > 0 ? <PassageList lines={state.lines} format={format} disputePath={source.disputePath} /> : null}
      {state.status === 'failed' ? (
        <p className="alert alert-danger mb-0">
          <FormattedMessage id="modal.error.generic" />
        </p>
      ) : state.status === 'loading' ? (
        <p className="text-body-secondary mb-0" role="status">
          <FormattedMessage id="invoices.fleet.loading" />
        </p>
      ) : state.nextCursor ? (
        <button type="button" className="btn btn-outline-primary" data-testid="vehicle-more" onClick={more}>
          <FormattedMessage id="invoices.fleet.more" values={{ count: vehicle.passageCount - state.lines.length }} />
        </button>
      ) : null}
    </>
  );
}

function VehicleTotalRow({
  vehicle,
  source,
  format,
  level,
  openAtFirst,
}: {
  vehicle: TVehicleTotal;
  source: TFleetSource;
  format: TInvoiceFormat;
  level: THeadingLevel;
  openAtFirst: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(openAtFirst);
  const Heading = HEADING[level];
  return (
    <section className="vehicle-group" aria-labelledby={id} data-testid="vehicle-group" data-plate={vehicle.plate}>
      <div className="vehicle-group-head">
        <Heading id={id} className="plate-tag">
          <span className="plate-tag-number">{vehicle.plate}</span>
          <span className="plate-tag-province">{format.province(vehicle.province)}</span>
        </Heading>
        <p className="vehicle-group-total">
          <FormattedMessage id="invoices.group.total" values={{ count: vehicle.passageCount, value: format.baht(vehicle.totalAmount) }} />
        </p>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-expanded={open}
          data-testid="vehicle-toggle"
          onClick={() => setOpen(!open)}
        >
          <FormattedMessage id={open ? 'invoices.fleet.hide' : 'invoices.fleet.show'} />
        </button>
      </div>
      {open ? <VehicleLines vehicle={vehicle} source={source} format={format} /> : null}
    </section>
  );
}

/**
 * A fleet's lines as totals per vehicle (decision 0049): a page of vehicles at a time, found by
 * plate, each vehicle's lines read only when it is opened, and then a page at a time, so a
 * thousand vehicles and a hundred thousand lines stay a small page on a phone.
 */
export function FleetVehicles({ source, format, level }: { source: TFleetSource; format: TInvoiceFormat; level: THeadingLevel }) {
  const intl = useIntl();
  const searchId = useId();
  const [query, setQuery] = useState<{ plate: string; vehiclePage: number }>({ plate: '', vehiclePage: 1 });
  const [typed, setTyped] = useState('');
  const asFirst = query.plate === '' && query.vehiclePage === 1;
  const load = useCallback(
    (signal: AbortSignal) => source.loadTotals({ plate: query.plate || undefined, vehiclePage: query.vehiclePage }, signal),
    [source, query],
  );
  const state = useLoad(asFirst ? null : `${source.key}|${query.plate}|${query.vehiclePage}`, load);
  const shown: TVehicleTotalsPage | null = asFirst ? source.first : state.status === 'done' ? state.value : null;
  const pageCount = shown ? Math.max(1, Math.ceil(shown.vehicleCount / shown.vehiclePageSize)) : 1;
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery({ plate: typed.trim(), vehiclePage: 1 });
  };
  return (
    <div className="vehicle-groups" data-testid="fleet-vehicles">
      {source.first.vehicleCount > OPEN_UP_TO || query.plate !== '' ? (
        <form className="fleet-search" role="search" aria-labelledby={searchId} onSubmit={search}>
          <label id={searchId} htmlFor={`${searchId}-plate`} className="form-label">
            <FormattedMessage id="invoices.fleet.search" />
          </label>
          <div className="fleet-search-row">
            <input
              id={`${searchId}-plate`}
              className="form-control"
              value={typed}
              maxLength={20}
              autoComplete="off"
              data-testid="fleet-plate"
              placeholder={intl.formatMessage({ id: 'invoices.fleet.searchHint' })}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="btn btn-primary">
              <FormattedMessage id="invoices.filter.search" />
            </button>
          </div>
        </form>
      ) : null}
      {shown === null ? (
        state.status === 'failed' ? (
          <p className="alert alert-danger">
            <FormattedMessage id="modal.error.generic" />
          </p>
        ) : (
          <p className="text-body-secondary" role="status">
            <FormattedMessage id="invoices.fleet.loading" />
          </p>
        )
      ) : (
        <>
          <p className="invoice-count" data-testid="fleet-count" aria-live="polite">
            <FormattedMessage id="invoices.fleet.count" values={{ count: shown.vehicleCount }} />
          </p>
          {shown.vehicles.map((vehicle) => (
            <VehicleTotalRow
              key={`${source.key}|${vehicle.plate}|${vehicle.province}`}
              vehicle={vehicle}
              source={source}
              format={format}
              level={level}
              openAtFirst={shown.vehicleCount <= OPEN_UP_TO}
            />
          ))}
          {pageCount > 1 ? (
            <nav className="invoice-actions fleet-pager" aria-label={intl.formatMessage({ id: 'invoices.fleet.pages' })}>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={query.vehiclePage <= 1}
                onClick={() => setQuery({ ...query, vehiclePage: query.vehiclePage - 1 })}
              >
                <FormattedMessage id="invoices.fleet.previous" />
              </button>
              <span className="fleet-page" data-testid="fleet-page">
                <FormattedMessage id="invoices.fleet.page" values={{ page: query.vehiclePage, count: pageCount }} />
              </span>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={query.vehiclePage >= pageCount}
                onClick={() => setQuery({ ...query, vehiclePage: query.vehiclePage + 1 })}
              >
                <FormattedMessage id="invoices.fleet.next" />
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

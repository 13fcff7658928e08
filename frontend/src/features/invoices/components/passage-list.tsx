import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { TTollTransaction } from '../api/invoices-api';
import { PassageFlags } from './passage-flags';
import type { TInvoiceFormat } from './use-invoice-format';

/**
 * Toll transactions (requirements/billing.md#passages): when, where (plaza, gantry, lane), the vehicle's class, the price
 * and the gantry's photo, which opens full size in a new tab.
 */
export function PassageList({
  lines,
  format,
  showPlate = false,
  disputePath,
}: {
  lines: readonly TTollTransaction[];
  format: TInvoiceFormat;
  showPlate?: boolean;
  disputePath?: ((passageId: string) => string) | undefined;
}) {
  const intl = useIntl();
  return (
    <ul className="passage-list">
      {lines.map((line) => {
        const when = format.dateTime(line.passedAt);
        return (
          <li key={line.passageId} className="passage-item" data-testid="passage" data-passage={line.passageId}>
            <a className="passage-photo-link" href={line.photoUrl} target="_blank" rel="noreferrer">
              <img
                className="passage-photo"
                src={line.photoUrl}
                alt={intl.formatMessage(
                  { id: 'invoices.passage.photo' },
                  { value: `${line.plate} ${format.province(line.province)}`, name: line.plazaName, date: when },
                )}
                width={800}
                height={450}
                loading="lazy"
              />
            </a>
            <dl className="passage-facts">
              <div>
                <dt>
                  <FormattedMessage id="invoices.passage.passedAt" />
                </dt>
                <dd>
                  <time dateTime={line.passedAt}>{when}</time>
                </dd>
              </div>
              {showPlate ? (
                <div>
                  <dt>
                    <FormattedMessage id="invoices.field.plate" />
                  </dt>
                  <dd>
                    {line.plate} {format.province(line.province)}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>
                  <FormattedMessage id="invoices.passage.plaza" />
                </dt>
                <dd>
                  <FormattedMessage
                    id="invoices.passage.where"
                    values={{ name: line.plazaName, code: line.gantryCode, count: line.lane }}
                  />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="invoices.passage.class" />
                </dt>
                <dd>{format.vehicleClass(line.vehicleClass)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="invoices.passage.price" />
                </dt>
                <dd className="passage-price">{format.baht(line.price)}</dd>
              </div>
            </dl>
            <PassageFlags flags={line.flags} format={format} />
            {disputePath ? (
              <Link className="passage-dispute" to={disputePath(line.passageId)} data-testid="passage-dispute">
                <FormattedMessage id="invoices.passage.dispute" values={{ date: when }} />
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

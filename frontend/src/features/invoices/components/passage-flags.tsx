import { FormattedMessage, useIntl } from 'react-intl';
import type { TTollTransaction } from '../api/invoices-api';
import type { TInvoiceFormat } from './use-invoice-format';

/**
 * What was found when a passage was recorded (decision 0058): an impossible journey, the usual
 * sign of a copied plate, or a class read at the gantry that is not the registered vehicle's.
 * Shown under the passage, on the toll history, the invoice and the visitor's invoice alike.
 */
export function PassageFlags({ flags, format }: { flags: TTollTransaction['flags']; format: TInvoiceFormat }) {
  const intl = useIntl();
  if (flags.length === 0) return null;
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  return (
    <ul className="passage-flags" aria-label={intl.formatMessage({ id: 'invoices.passage.flags' })}>
      {flags.map((flag) => (
        <li key={JSON.stringify(flag)} className="passage-flag" data-flag={flag.kind}>
          {flag.kind === 'IMPOSSIBLE_JOURNEY' ? (
            <FormattedMessage
              id="invoices.passage.flag.impossibleJourney"
              values={{
                from: flag.detail.fromGantryCode,
                to: flag.detail.toGantryCode,
                minutes: number(flag.detail.minutes),
                km: number(flag.detail.distanceKm),
              }}
            />
          ) : (
            <FormattedMessage
              id="invoices.passage.flag.classMismatch"
              values={{
                read: format.vehicleClass(flag.detail.readClass),
                registered: format.vehicleClass(flag.detail.registeredClass),
              }}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

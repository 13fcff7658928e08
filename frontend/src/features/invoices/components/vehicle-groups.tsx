import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TTollTransaction } from '../api/invoices-api';
import { groupByVehicle } from './invoice-timeline';
import { PassageList } from './passage-list';
import type { TInvoiceFormat } from './use-invoice-format';

type THeadingLevel = 2 | 4;
const HEADING = { 2: 'h2', 4: 'h4' } as const;

function VehicleGroup({
  plate,
  province,
  lines,
  totalAmount,
  format,
  level,
}: ReturnType<typeof groupByVehicle>[number] & { format: TInvoiceFormat; level: THeadingLevel }) {
  const id = useId();
  const Heading = HEADING[level];
  return (
    <section className="vehicle-group" aria-labelledby={id} data-testid="vehicle-group">
      <div className="vehicle-group-head">
        <Heading id={id} className="plate-tag">
          <span className="plate-tag-number">{plate}</span>
          <span className="plate-tag-province">{format.province(province)}</span>
        </Heading>
        <p className="vehicle-group-total">
          <FormattedMessage id="invoices.group.total" values={{ count: lines.length, value: format.baht(totalAmount) }} />
        </p>
      </div>
      <PassageList lines={lines} format={format} />
    </section>
  );
}

/** Passages grouped by vehicle, each group with its count and subtotal. */
export function VehicleGroups({
  lines,
  format,
  level,
}: {
  lines: readonly TTollTransaction[];
  format: TInvoiceFormat;
  level: THeadingLevel;
}) {
  return (
    <div className="vehicle-groups">
      {groupByVehicle(lines).map((group) => (
        <VehicleGroup key={`${group.plate}|${group.province}`} {...group} format={format} level={level} />
      ))}
    </div>
  );
}

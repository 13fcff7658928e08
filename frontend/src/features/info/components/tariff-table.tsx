import '../../../shared/theme/bootstrap/tables.scss';
import { FormattedMessage } from 'react-intl';
import { VEHICLE_CLASSES } from '@mflow/contracts/toll/vehicle-classes';
import { useBaht } from '@mflow/ui/format/use-baht';
import { DataTable } from '@mflow/ui/tables/data-table.tsx';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import type { TTollPlaza } from '../api/toll-network-api';

function GantrySummary({ plaza }: { plaza: TTollPlaza }) {
  const inbound = plaza.gantries.filter((gantry) => gantry.direction === 'INBOUND').length;
  const lanes = plaza.gantries.reduce((sum, gantry) => sum + gantry.lanes, 0);
  return <FormattedMessage id="knowledge.tariffs.gantries" values={{ inbound, outbound: plaza.gantries.length - inbound, lanes }} />;
}

/** Each plaza's gantries and its toll per vehicle class, from the toll engine's own data. */
export function TariffTable({ plazas }: { plazas: readonly TTollPlaza[] }) {
  const baht = useBaht();
  const { language } = usePreferences();
  return (
    <DataTable
      className="table-sm align-middle tariff-table"
      testId="tariff-table"
      caption={<FormattedMessage id="knowledge.tariffs.caption" />}
      captionId="tariff-table-caption"
      // Nothing in the table takes the focus: on a phone the box it scrolls in does, so the keyboard can scroll it.
      scrollRegion={{ labelledBy: 'tariff-table-caption' }}
      columns={[
        { key: 'plaza', label: <FormattedMessage id="knowledge.tariffs.plaza" /> },
        { key: 'gantries', label: <FormattedMessage id="knowledge.tariffs.gantriesHeading" /> },
        ...VEHICLE_CLASSES.map((vehicleClass) => ({
          key: `class-${vehicleClass}`,
          label: <FormattedMessage id="knowledge.tariffs.class" values={{ vehicleClass }} />,
          className: 'text-end text-nowrap',
        })),
      ]}
    >
      {plazas.map((plaza) => (
        <tr key={plaza.plazaCode} data-plaza={plaza.plazaCode}>
          <th scope="row">{language === 'EN' ? plaza.nameEn : plaza.nameTh}</th>
          <td>
            <GantrySummary plaza={plaza} />
          </td>
          {VEHICLE_CLASSES.map((vehicleClass) => {
            const price = plaza.tariffs.find((tariff) => tariff.vehicleClass === vehicleClass)?.price;
            return (
              <td key={vehicleClass} className="text-end text-nowrap">
                {price === undefined ? null : baht(price)}
              </td>
            );
          })}
        </tr>
      ))}
    </DataTable>
  );
}

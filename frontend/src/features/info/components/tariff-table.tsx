import '../../../shared/theme/bootstrap/tables.scss';
import { FormattedMessage } from 'react-intl';
import { VEHICLE_CLASSES } from '@mflow/contracts/toll/vehicle-classes';
import { useBaht } from '@mflow/ui/format/use-baht';
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
    <div className="table-responsive">
      <table className="table table-sm align-middle tariff-table" data-testid="tariff-table">
        <caption>
          <FormattedMessage id="knowledge.tariffs.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="knowledge.tariffs.plaza" />
            </th>
            <th scope="col">
              <FormattedMessage id="knowledge.tariffs.gantriesHeading" />
            </th>
            {VEHICLE_CLASSES.map((vehicleClass) => (
              <th key={vehicleClass} scope="col" className="text-end text-nowrap">
                <FormattedMessage id="knowledge.tariffs.class" values={{ vehicleClass }} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}

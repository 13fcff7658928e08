import { useCallback, useMemo, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TConsoleVehicle } from '@mflow/contracts/sim/console.contract';
import type { TPassage } from '@mflow/contracts/toll/passage.contract';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { useBaht } from '@mflow/ui/format/use-baht';
import { listConsoleVehicles, listGantries, recordPassage } from '../../api/console-api';
import { loadProvinceNames } from '../../api/master-names';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { useLanguage } from '../../preferences/language-context';

type Source = { vehicles: TConsoleVehicle[]; gantries: { code: string; name: string; lanes: number }[] };

const TYPED = 'typed';
const vehicleKey = (vehicle: Pick<TConsoleVehicle, 'plate' | 'province'>) => `${vehicle.province}|${vehicle.plate}`;

/** A gantry records a passage: a member's vehicle picked from the list, or any plate typed in (a non-member unless it is a member's). */
export function DrivePanel({ onRecorded }: { onRecorded: () => void }) {
  const intl = useIntl();
  const baht = useBaht();
  const { language } = useLanguage();
  const load = useCallback(
    async (signal: AbortSignal): Promise<Source> => {
      const [vehicles, network] = await Promise.all([listConsoleVehicles(staffApi, signal), listGantries(staffApi, signal)]);
      const gantries = network.plazas.flatMap((plaza) =>
        plaza.gantries.map((gantry) => ({
          code: gantry.gantryCode,
          name: language === 'EN' ? gantry.nameEn : gantry.nameTh,
          lanes: gantry.lanes,
        })),
      );
      return { vehicles, gantries };
    },
    [language],
  );
  const source = useLoad(`drive-${language}`, load);
  const loadProvinces = useCallback(() => loadProvinceNames(staffApi), []);
  const provinces = useLoad('provinces', loadProvinces);
  const provinceOptions = useMemo(
    () =>
      [...(provinces.data?.provinces?.values() ?? [])]
        .map((item) => ({ code: item.code, name: language === 'EN' ? item.nameEn : item.nameTh }))
        .sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [provinces.data, language, intl.locale],
  );

  const [vehicle, setVehicle] = useState('');
  const [plate, setPlate] = useState('');
  const [province, setProvince] = useState('10');
  const [vehicleClass, setVehicleClass] = useState('');
  const [gantry, setGantry] = useState('');
  const [sending, setSending] = useState(false);
  const [recorded, setRecorded] = useState<TPassage>();
  const [errors, setErrors] = useState<ApiErrorItem[]>();

  const chosenGantry = gantry || source.data?.gantries[0]?.code || '';
  const chosenVehicle = vehicle || (source.data?.vehicles[0] ? vehicleKey(source.data.vehicles[0]) : TYPED);
  const typed = chosenVehicle === TYPED;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const picked = source.data?.vehicles.find((item) => vehicleKey(item) === chosenVehicle);
    const reading = picked ? { plate: picked.plate, province: picked.province } : { plate: plate.trim(), province };
    setSending(true);
    setErrors(undefined);
    setRecorded(undefined);
    try {
      const passage = await recordPassage(staffApi, {
        gantryCode: chosenGantry,
        lane: 1,
        ...reading,
        ...(vehicleClass ? { vehicleClass: Number(vehicleClass) as 1 | 2 | 3 } : {}),
      });
      setRecorded(passage);
      onRecorded();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card bo-card" aria-labelledby="console-drive-heading">
      <div className="card-header bo-card-header">
        <h2 id="console-drive-heading" className="bo-card-title">
          <FormattedMessage id="console.drive.heading" />
        </h2>
      </div>
      <form className="card-body" onSubmit={submit} noValidate data-testid="console-drive">
        <Form.Group controlId="drive-vehicle" className="mb-2">
          <Form.Label className="small">
            <FormattedMessage id="console.drive.vehicle" />
          </Form.Label>
          <Form.Select size="sm" value={chosenVehicle} onChange={(event) => setVehicle(event.target.value)}>
            {(source.data?.vehicles ?? []).map((item) => (
              <option key={vehicleKey(item)} value={vehicleKey(item)}>
                {intl.formatMessage(
                  { id: 'console.drive.vehicle.option' },
                  { reference: item.plate, code: item.province, name: item.owner },
                )}
              </option>
            ))}
            <option value={TYPED}>{intl.formatMessage({ id: 'console.drive.vehicle.typed' })}</option>
          </Form.Select>
        </Form.Group>
        {typed ? (
          <div className="row g-2 mb-2">
            <Form.Group controlId="drive-plate" className="col-6">
              <Form.Label className="small">
                <FormattedMessage id="console.drive.plate" />
              </Form.Label>
              <Form.Control size="sm" value={plate} maxLength={20} onChange={(event) => setPlate(event.target.value)} />
            </Form.Group>
            <Form.Group controlId="drive-province" className="col-6">
              <Form.Label className="small">
                <FormattedMessage id="console.drive.province" />
              </Form.Label>
              <Form.Select size="sm" value={province} onChange={(event) => setProvince(event.target.value)}>
                {provinceOptions.map((item) => (
                  <option key={item.code} value={item.code}>
                    {item.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </div>
        ) : null}
        <div className="row g-2 mb-3">
          <Form.Group controlId="drive-gantry" className="col-8">
            <Form.Label className="small">
              <FormattedMessage id="console.drive.gantry" />
            </Form.Label>
            <Form.Select size="sm" value={chosenGantry} onChange={(event) => setGantry(event.target.value)}>
              {(source.data?.gantries ?? []).map((item) => (
                <option key={item.code} value={item.code}>
                  {intl.formatMessage({ id: 'console.drive.gantry.option' }, { name: item.name, code: item.code })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="drive-class" className="col-4">
            <Form.Label className="small">
              <FormattedMessage id="console.drive.class" />
            </Form.Label>
            <Form.Select size="sm" value={vehicleClass} onChange={(event) => setVehicleClass(event.target.value)}>
              <option value="">{intl.formatMessage({ id: 'console.drive.class.registered' })}</option>
              {['1', '2', '3'].map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage({ id: 'console.drive.class.value' }, { value })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={sending || !chosenGantry}>
          <FormattedMessage id="console.drive.submit" />
        </button>
        <div role="status" className="small mt-2">
          {recorded ? (
            <span data-testid="console-passage">
              <FormattedMessage
                id={recorded.isMember ? 'console.drive.recorded.member' : 'console.drive.recorded.nonMember'}
                values={{ reference: recorded.plate, amount: baht(recorded.price), value: recorded.billingPeriod }}
              />
            </span>
          ) : null}
        </div>
        {source.errors ? <ApiErrors errors={source.errors} /> : null}
        {errors ? <ApiErrors errors={errors} onClose={() => setErrors(undefined)} /> : null}
      </form>
    </section>
  );
}

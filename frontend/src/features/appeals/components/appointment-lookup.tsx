import '../../../shared/forms/forms.scss';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '@mflow/ui/api/api-types';
import { useMasterList } from '../../../shared/master/use-master-list';
import { lookUpAppointment, type TAppointmentView } from '../api/appeals-api';
import { AppointmentFacts } from './appointment-facts';
import { codeKey } from './use-appeal-format';

/** "Appointment not found" (requirements/error-messages.md#visible-messages): an unknown number or another plate, said in the page. */
export function AppointmentLookup() {
  const ids = { number: useId(), plate: useId(), province: useId() };
  const provinces = useMasterList('provinces');
  const [form, setForm] = useState({ appointmentNo: '', plate: '', province: '' });
  const [found, setFound] = useState<TAppointmentView>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(undefined);
    try {
      setFound(await lookUpAppointment({ ...form, appointmentNo: form.appointmentNo.trim().toUpperCase() }));
    } catch (error) {
      setFound(undefined);
      setRefusal(error instanceof ApiError ? error.errors.map((item) => item.description).join(' ') : '');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="appeal-section" aria-labelledby="appointment-lookup-title" data-testid="appointment-lookup">
      <h2 id="appointment-lookup-title" className="appeal-section-title">
        <FormattedMessage id="appeals.lookup.title" />
      </h2>
      <form className="row g-3" onSubmit={(event) => void submit(event)}>
        <div className="col-md-4">
          <label htmlFor={ids.number} className="form-label">
            <FormattedMessage id="appeals.field.appointmentNo" />
          </label>
          <input
            id={ids.number}
            className="form-control"
            value={form.appointmentNo}
            onChange={(event) => setForm({ ...form, appointmentNo: event.target.value })}
            required
            maxLength={20}
            autoComplete="off"
          />
        </div>
        <div className="col-md-4">
          <label htmlFor={ids.plate} className="form-label">
            <FormattedMessage id="caseTracking.dispute.plate" />
          </label>
          <input
            id={ids.plate}
            className="form-control"
            value={form.plate}
            onChange={(event) => setForm({ ...form, plate: event.target.value })}
            required
            maxLength={20}
          />
        </div>
        <div className="col-md-4">
          <label htmlFor={ids.province} className="form-label">
            <FormattedMessage id="caseTracking.dispute.province" />
          </label>
          <select
            id={ids.province}
            className="form-select"
            value={form.province}
            onChange={(event) => setForm({ ...form, province: event.target.value })}
            required
          >
            <option value="" />
            {(provinces ?? []).map((item) => (
              <option key={item.code} value={item.code}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12">
          <button type="submit" className="btn btn-outline-primary" disabled={busy}>
            <FormattedMessage id="appeals.lookup.find" />
          </button>
        </div>
      </form>
      {refusal !== undefined ? (
        <p className="alert alert-warning mt-3 mb-0" role="alert" data-testid="appointment-not-found">
          {refusal || <FormattedMessage id="modal.error.generic" />}
        </p>
      ) : null}
      {found ? (
        <div className="mt-3" data-testid="appointment-found">
          <p className="mb-2">
            <FormattedMessage id={`appeals.status.${codeKey(found.status)}`} />
          </p>
          <AppointmentFacts
            appointmentNo={found.appointmentNo}
            centre={found.centre}
            centreCode={found.centre.code}
            slotStart={found.slotStart}
            caseNo={found.subject.ref}
          />
        </div>
      ) : null}
    </section>
  );
}

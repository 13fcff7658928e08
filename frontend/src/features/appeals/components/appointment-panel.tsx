import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '@mflow/ui/api/api-types';
import type { TCaseDetail } from '@mflow/contracts/cases/case.contract';
import { ConfirmModal } from '../../../shared/modals/confirm-modal';
import type { TAppealAppointment, TBookingCalls } from '../api/appeals-api';
import { AppointmentFacts, useCentres } from './appointment-facts';
import { AppointmentPicker, type TChosenSlot } from './appointment-picker';

const refusalOf = (error: unknown) => (error instanceof ApiError ? error.errors.map((item) => item.description).join(' ') : '');

/**
 * An appeal's appointment on its case page (the member's case detail, the visitor's tracking):
 * booked, moved or cancelled until 24 hours before it; the API's refusal after that is shown here.
 */
export function AppointmentPanel({
  caseNo,
  appointment,
  open,
  calls,
  onCaseChanged,
}: {
  caseNo: string;
  appointment: TAppealAppointment | null;
  /** Whether the appeal is undecided, so an appointment may be booked. */
  open: boolean;
  calls: TBookingCalls;
  onCaseChanged: (detail: TCaseDetail) => void;
}) {
  const centres = useCentres();
  const [current, setCurrent] = useState(appointment);
  const [choosing, setChoosing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [done, setDone] = useState<'booked' | 'moved' | 'cancelled'>();
  const live = current?.status === 'BOOKED' ? current : null;

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setRefusal(undefined);
    setDone(undefined);
    try {
      await work();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  const choose = (slot: TChosenSlot) =>
    void act(async () => {
      setCurrent(live ? await calls.reschedule(slot) : await calls.book(slot));
      setDone(live ? 'moved' : 'booked');
      setChoosing(false);
    });
  const cancel = () =>
    void act(async () => {
      setConfirming(false);
      const detail = await calls.cancel();
      setCurrent(null);
      setDone('cancelled');
      onCaseChanged(detail);
    });

  if (!live && !open) return null;
  return (
    <section className="appeal-section" aria-labelledby={`appointment-${caseNo}-title`} data-testid="appointment-panel">
      <h2 id={`appointment-${caseNo}-title`} className="appeal-section-title">
        <FormattedMessage id="appeals.appointment.title" />
      </h2>
      {done ? (
        <p className="alert alert-success" role="status" data-testid={`appointment-${done}`}>
          <FormattedMessage id={`appeals.appointment.${done}`} />
        </p>
      ) : null}
      {refusal !== undefined ? (
        <p className="alert alert-danger" role="alert" data-testid="appointment-refused">
          {refusal || <FormattedMessage id="modal.error.generic" />}
        </p>
      ) : null}
      {live ? (
        <AppointmentFacts
          appointmentNo={live.appointmentNo}
          centre={centres.find((centre) => centre.code === live.centreCode)}
          centreCode={live.centreCode}
          slotStart={live.slotStart}
        />
      ) : (
        <p>
          <FormattedMessage id="appeals.appointment.none" />
        </p>
      )}
      {choosing || (!live && open) ? (
        <AppointmentPicker
          busy={busy}
          onChoose={choose}
          submitLabel={<FormattedMessage id={live ? 'appeals.appointment.move' : 'appeals.appointment.book'} />}
        />
      ) : null}
      {live && !choosing ? (
        <div className="appeal-actions">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => setChoosing(true)}
            disabled={busy}
            data-testid="appointment-reschedule"
          >
            <FormattedMessage id="appeals.appointment.reschedule" />
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={() => setConfirming(true)}
            disabled={busy}
            data-testid="appointment-cancel"
          >
            <FormattedMessage id="appeals.appointment.cancel" />
          </button>
        </div>
      ) : null}
      <p className="appeal-hint small mt-2 mb-0">
        <FormattedMessage id="appeals.appointment.cutoff" />
      </p>
      <ConfirmModal
        show={confirming}
        title={<FormattedMessage id="appeals.appointment.cancelTitle" />}
        body={<FormattedMessage id="appeals.appointment.cancelBody" />}
        confirmLabel={<FormattedMessage id="appeals.appointment.cancelConfirm" />}
        onConfirm={cancel}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

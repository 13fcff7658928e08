import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TStaffSlot } from '../../api/appointments-api';

/** The longest reason the server takes for a closure. */
const REASON_MAX = 300;
/** The most seats a slot may have, as the server allows. */
const CAPACITY_MAX = 50;

/** A slot's capacity, changed in place; the server refuses less than the seats already taken. */
export function CapacityField({ slot, sending, onSave }: { slot: TStaffSlot; sending: boolean; onSave: (capacity: number) => void }) {
  const intl = useIntl();
  const [value, setValue] = useState(String(slot.capacity));
  const capacity = Number(value);
  const valid = value !== '' && Number.isInteger(capacity) && capacity >= 0 && capacity <= CAPACITY_MAX;
  return (
    <form
      className="d-inline-flex gap-1 align-items-center"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && capacity !== slot.capacity) onSave(capacity);
      }}
    >
      <Form.Control
        size="sm"
        type="number"
        min={0}
        max={CAPACITY_MAX}
        className="bo-appt-capacity"
        value={value}
        isInvalid={!valid}
        aria-label={intl.formatMessage({ id: 'slots.capacity.label' }, { date: slot.date, time: slot.time })}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="btn btn-outline-primary btn-sm" disabled={sending || !valid || capacity === slot.capacity}>
        <FormattedMessage id="slots.capacity.save" />
        <span className="visually-hidden"> {intl.formatMessage({ id: 'slots.slot' }, { date: slot.date, time: slot.time })}</span>
      </button>
    </form>
  );
}

/** What a closure closes: one slot, or a whole day. */
export type TClosing = { date: string; slotStart?: string; time?: string };

/** Asks for the reason of a closure, which the holders of the bookings in it are told. */
export function CloseModal({
  closing,
  sending,
  onClose,
  onConfirm,
}: {
  closing: TClosing | undefined;
  sending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const [reason, setReason] = useState('');
  const words = reason.trim();
  return (
    <Modal
      show={closing !== undefined}
      onHide={onClose}
      onExited={() => setReason('')}
      centered
      aria-labelledby={headingId}
      data-testid="slot-close-modal"
    >
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (words) onConfirm(words);
        }}
      >
        <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
          <Modal.Title as="h2" id={headingId} className="h5">
            <FormattedMessage
              id={closing?.slotStart ? 'slots.close.slot.title' : 'slots.close.day.title'}
              values={{ date: closing?.date ?? '', time: closing?.time ?? '' }}
            />
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            <FormattedMessage id="slots.close.body" />
          </p>
          <Form.Group controlId="slot-close-reason">
            <Form.Label>
              <FormattedMessage id="slots.close.reason" />
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              autoFocus
              required
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={sending}>
            <FormattedMessage id="common.cancel" />
          </button>
          <button type="submit" className="btn btn-danger" disabled={sending || !words}>
            {sending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            <FormattedMessage id="slots.close.confirm" />
          </button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

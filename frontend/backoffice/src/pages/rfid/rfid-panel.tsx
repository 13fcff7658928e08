import { useCallback, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TStaffCaseDetail } from '@mflow/contracts/cases/case.contract';
import { RFID_TAG_KINDS } from '@mflow/contracts/cases/rfid-rules';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { Fact, When } from '../cases/case-facts';
import { CaseDeadline } from '../cases/case-parts';
import { firstPickerDay, installDraftProblems, rfidActionsFor, type TInstallDraft, type TRfidAction } from './rfid-actions-rules';
import { bookFitting, cancelRequest, getStaffRfid, markContacted, recordInstallation, type TStaffRfidCase } from './rfid-api';
import { RfidSlotPicker, type TSlotChoice } from './rfid-slot-picker';

/** The longest note or reason the server takes. */
const TEXT_MAX = 2000;

type TRfid = TStaffRfidCase['rfid'];

function firstInstallDraft(rfid: TRfid): TInstallDraft {
  return { tagKind: rfid.tagKind, tagNumber: '', chipSerial: '', officeNumber: '' };
}

/**
 * An RFID request's own part of the case page (requirements/rfid-installation.md): the request,
 * its 5-day contact deadline, the fitting and the tag, and the officer's next step: mark contacted,
 * book the fitting at a slot, record the tag fitted, or cancel with a reason. Each step is sent with
 * the version the page shows, as the case's other actions are.
 */
export function RfidPanel({
  detail,
  onDone,
  onFailed,
}: {
  detail: TStaffCaseDetail;
  onDone: () => void;
  onFailed: (errors: ApiErrorItem[]) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const { caseNo, version } = detail;
  const load = useCallback((signal: AbortSignal) => getStaffRfid(staffApi, caseNo, signal), [caseNo]);
  const { data, errors } = useLoad(`rfid:${caseNo}:${version}`, load);
  const [open, setOpen] = useState<TRfidAction>();
  const [done, setDone] = useState<TRfidAction>();
  const [sending, setSending] = useState(false);
  const [text, setText] = useState('');
  const [slot, setSlot] = useState<TSlotChoice>({ centreCode: '', date: '', slotStart: '' });
  const [tag, setTag] = useState<TInstallDraft>({ tagKind: 'MPASS', tagNumber: '', chipSerial: '', officeNumber: '' });

  if (!data) return errors ? <ApiErrors errors={errors} /> : null;
  const { rfid } = data;
  const actions = rfidActionsFor(detail.status);
  const tagProblems = installDraftProblems(tag);
  const ready =
    open === 'cancel'
      ? text.trim() !== ''
      : open === 'schedule'
        ? slot.slotStart !== ''
        : open === 'install'
          ? tagProblems.size === 0
          : open === 'contacted';

  const start = (action: TRfidAction) => {
    setText('');
    setSlot({ centreCode: rfid.centreCode, date: firstPickerDay(rfid.contactedAt ?? detail.filedAt), slotStart: '' });
    setTag(firstInstallDraft(rfid));
    setOpen(action);
  };

  const send = (action: TRfidAction) => {
    if (action === 'contacted') return markContacted(staffApi, caseNo, version, text.trim());
    if (action === 'schedule') return bookFitting(staffApi, caseNo, version, slot.centreCode, slot.slotStart);
    if (action === 'install') return recordInstallation(staffApi, caseNo, version, tag);
    return cancelRequest(staffApi, caseNo, version, text.trim());
  };

  const submit = async () => {
    if (!open || !ready) return;
    setSending(true);
    try {
      await send(open);
      setDone(open);
      onDone();
    } catch (error) {
      setDone(undefined);
      onFailed(error instanceof ApiError ? error.errors : []);
    } finally {
      setOpen(undefined);
      setSending(false);
    }
  };

  const tagField = (field: 'tagNumber' | 'chipSerial' | 'officeNumber') => (
    <Form.Group controlId={`rfid-install-${field}`} className="mb-2">
      <Form.Label>
        <FormattedMessage id={`rfid.install.${field}`} />
      </Form.Label>
      <Form.Control
        value={tag[field]}
        isInvalid={tag[field] !== '' && tagProblems.has(field)}
        onChange={(event) => setTag({ ...tag, [field]: event.target.value })}
        autoComplete="off"
        required
      />
      <Form.Control.Feedback type="invalid">
        <FormattedMessage id={`rfid.install.${field}.invalid`} />
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <section className="card bo-card" aria-labelledby={`${headingId}-title`} data-testid="rfid-panel">
      <div className="card-header bo-card-header">
        <h2 id={`${headingId}-title`} className="bo-card-title">
          <FormattedMessage id="rfid.title" />
        </h2>
      </div>
      <div className="card-body">
        {done ? (
          <Alert
            variant="success"
            className="bo-alert"
            dismissible
            onClose={() => setDone(undefined)}
            role="status"
            data-testid="rfid-done"
          >
            <FormattedMessage id={`rfid.done.${done}`} values={{ reference: caseNo }} />
          </Alert>
        ) : null}
        <dl className="bo-vehicle-facts mb-3" data-testid="rfid-facts">
          <Fact label="rfid.fact.tag">
            <FormattedMessage id={`rfid.tagKind.${rfid.tagKind}`} />
          </Fact>
          <Fact label="rfid.fact.plate">
            <span className="bo-cell-stack">
              <span>{rfid.plate}</span>
              <span className="text-body-secondary small">{rfid.province}</span>
            </span>
          </Fact>
          <Fact label="rfid.fact.channel">
            <FormattedMessage id={`rfid.channel.${rfid.contactChannel}`} />
          </Fact>
          <Fact label="rfid.fact.centre">{rfid.centreCode}</Fact>
          <Fact label="rfid.fact.deadline">
            {rfid.contactedAt ? (
              <span data-testid="rfid-contacted">
                <FormattedMessage id="rfid.fact.deadline.met" values={{ date: rfid.contactDeadline }} /> <When at={rfid.contactedAt} />
              </span>
            ) : (
              <CaseDeadline date={rfid.contactDeadline} overdue={detail.overdue} />
            )}
          </Fact>
          {rfid.appointment ? (
            <Fact label="rfid.fact.appointment">
              <span className="bo-cell-stack" data-testid="rfid-appointment">
                <When at={rfid.appointment.slotStart} />
                <span>{rfid.appointment.centreCode}</span>
                <span className="font-monospace small">{rfid.appointment.appointmentNo}</span>
              </span>
            </Fact>
          ) : null}
          {rfid.installed ? (
            <Fact label="rfid.fact.installed">
              <span className="bo-cell-stack" data-testid="rfid-installed">
                <FormattedMessage id={`rfid.tagKind.${rfid.installed.tagKind}`} />
                <span className="font-monospace">{rfid.installed.tagNumber}</span>
                <span className="font-monospace small">{rfid.installed.chipSerial}</span>
                <span className="font-monospace small">{rfid.installed.officeNumber}</span>
              </span>
            </Fact>
          ) : null}
          {rfid.installed ? (
            <Fact label="rfid.fact.paymentMethod">
              <FormattedMessage id={rfid.paymentMethodId ? 'rfid.fact.paymentMethod.added' : 'rfid.fact.paymentMethod.none'} />
            </Fact>
          ) : null}
          {rfid.cancelReason ? <Fact label="rfid.fact.cancelReason">{rfid.cancelReason}</Fact> : null}
        </dl>
        {actions.length > 0 ? (
          <div className="bo-decision" role="group" aria-label={intl.formatMessage({ id: 'rfid.actions' })} data-testid="rfid-actions">
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={`btn btn-sm ${action === 'cancel' ? 'btn-outline-danger' : 'btn-primary'}`}
                data-action={`rfid-${action}`}
                disabled={sending}
                onClick={() => start(action)}
              >
                <FormattedMessage id={`rfid.action.${action}`} />
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <Modal
        show={open !== undefined}
        onHide={() => !sending && setOpen(undefined)}
        centered
        size={open === 'schedule' ? 'lg' : undefined}
        aria-labelledby={headingId}
      >
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
            <Modal.Title as="h2" id={headingId} className="h5">
              {open ? <FormattedMessage id={`rfid.action.${open}`} /> : null}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {open === 'contacted' || open === 'cancel' ? (
              <Form.Group controlId="rfid-action-text">
                <Form.Label>
                  <FormattedMessage id={`rfid.action.${open}.label`} />
                </Form.Label>
                <Form.Control
                  as="textarea"
                  rows={3}
                  maxLength={TEXT_MAX}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  required={open === 'cancel'}
                />
              </Form.Group>
            ) : null}
            {open === 'schedule' ? <RfidSlotPicker choice={slot} onChange={setSlot} /> : null}
            {open === 'install' ? (
              <>
                <Form.Group controlId="rfid-install-tagKind" className="mb-2">
                  <Form.Label>
                    <FormattedMessage id="rfid.install.tagKind" />
                  </Form.Label>
                  <Form.Select
                    value={tag.tagKind}
                    onChange={(event) => setTag({ ...tag, tagKind: event.target.value as TInstallDraft['tagKind'] })}
                  >
                    {RFID_TAG_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {intl.formatMessage({ id: `rfid.tagKind.${kind}` })}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                {tagField('tagNumber')}
                {tagField('chipSerial')}
                {tagField('officeNumber')}
              </>
            ) : null}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setOpen(undefined)} disabled={sending}>
              <FormattedMessage id="common.cancel" />
            </button>
            <button type="submit" className="btn btn-primary" data-action="rfid-confirm" disabled={sending || !ready}>
              {sending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
              <FormattedMessage id="rfid.confirm" />
            </button>
          </Modal.Footer>
        </Form>
      </Modal>
    </section>
  );
}

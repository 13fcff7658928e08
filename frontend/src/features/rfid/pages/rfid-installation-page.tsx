import '../../../shared/theme/bootstrap/forms.scss';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiError } from '@mflow/ui/api/api-types';
import { useLoad } from '../../../shared/api/use-load';
import { PageHeader } from '../../../shared/layout/page-header';
import { useSession } from '../../../shared/session/session-context';
import { fileMemberRfid, fileVisitorRfid, listActiveVehicles, listCentres, type TFiledRfid } from '../api/rfid-api';
import { checkRfidForm, EMPTY_RFID_FORM, rfidTrackPathOf, type TRfidForm } from '../components/rfid-request';

const refusalOf = (error: unknown) => (error instanceof ApiError ? error.errors.map((item) => item.description).join(' ') : '');

/**
 * MENU00015 /mflow/rfidinstallation (requirements/rfid-installation.md): a member asks for a tag
 * for one of their ACTIVE vehicles, a visitor with a name, a contact and the plate; either chooses
 * how to be contacted and a centre, and is shown the request number and the day staff will have
 * called by.
 */
export function RfidInstallationPage() {
  const intl = useIntl();
  const { loggedIn } = useSession();
  const centres = useLoad('centres', listCentres);
  const vehicles = useLoad(loggedIn ? 'rfid-vehicles' : null, listActiveVehicles);
  const [form, setForm] = useState<TRfidForm>(EMPTY_RFID_FORM);
  const [errors, setErrors] = useState<Partial<Record<keyof TRfidForm, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [filed, setFiled] = useState<TFiledRfid | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof TRfidForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  const errorOf = (field: keyof TRfidForm) =>
    errors[field] ? <Form.Control.Feedback type="invalid">{intl.formatMessage({ id: errors[field] })}</Form.Control.Feedback> : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRfidForm(form, loggedIn);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setRefusal('');
    setBusy(true);
    try {
      setFiled(checked.member ? await fileMemberRfid(checked.body) : await fileVisitorRfid(checked.body));
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader titleId="screen.rfidInstallation" leadId="rfid.lead" />
      <div className="container">
        {filed ? (
          <section aria-labelledby="rfid-filed-title" data-testid="rfid-filed">
            <h2 id="rfid-filed-title">
              <FormattedMessage id="rfid.filed.title" />
            </h2>
            <p role="status">
              <FormattedMessage
                id="rfid.filed.lead"
                values={{
                  ref: <strong data-testid="rfid-case-no">{filed.caseNo}</strong>,
                  when: <FormattedDate value={`${filed.deadlineDate}T12:00:00+07:00`} dateStyle="long" timeZone="Asia/Bangkok" />,
                }}
              />
            </p>
            <Link className="btn btn-outline-primary" to={rfidTrackPathOf(filed.caseNo, loggedIn)} data-testid="rfid-track">
              <FormattedMessage id="rfid.filed.track" />
            </Link>
          </section>
        ) : (
          <Form noValidate onSubmit={submit} aria-labelledby="rfid-form-title">
            <h2 id="rfid-form-title">
              <FormattedMessage id="rfid.form.title" />
            </h2>
            {loggedIn ? (
              <Form.Group className="mb-3" controlId="rfid-vehicle">
                <Form.Label>
                  <FormattedMessage id="rfid.vehicle" />
                </Form.Label>
                <Form.Select value={form.vehicleId} onChange={set('vehicleId')} isInvalid={Boolean(errors.vehicleId)}>
                  <option value="">{intl.formatMessage({ id: 'rfid.choose' })}</option>
                  {(vehicles.status === 'done' ? vehicles.value : []).map((vehicle) => (
                    <option key={vehicle.vehicleId} value={vehicle.vehicleId}>
                      {vehicle.plateNumber}
                    </option>
                  ))}
                </Form.Select>
                {errorOf('vehicleId')}
              </Form.Group>
            ) : (
              <>
                {(['name', 'plate', 'province'] as const).map((field) => (
                  <Form.Group className="mb-3" controlId={`rfid-${field}`} key={field}>
                    <Form.Label>
                      <FormattedMessage id={`rfid.${field}`} />
                    </Form.Label>
                    <Form.Control value={form[field]} onChange={set(field)} isInvalid={Boolean(errors[field])} />
                    {errorOf(field)}
                  </Form.Group>
                ))}
              </>
            )}
            <fieldset className="mb-3">
              <legend className="form-label fs-6">
                <FormattedMessage id="rfid.tagKind" />
              </legend>
              {(['MPASS', 'EASYPASS'] as const).map((kind) => (
                <Form.Check
                  key={kind}
                  type="radio"
                  id={`rfid-tag-${kind}`}
                  name="tagKind"
                  label={intl.formatMessage({ id: `rfid.tagKind.${kind}` })}
                  checked={form.tagKind === kind}
                  onChange={() => setForm({ ...form, tagKind: kind })}
                />
              ))}
            </fieldset>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">
                <FormattedMessage id="rfid.contactChannel" />
              </legend>
              {(['PHONE', 'EMAIL'] as const).map((channel) => (
                <Form.Check
                  key={channel}
                  type="radio"
                  id={`rfid-channel-${channel}`}
                  name="contactChannel"
                  label={intl.formatMessage({ id: `rfid.contactChannel.${channel}` })}
                  checked={form.contactChannel === channel}
                  onChange={() => setForm({ ...form, contactChannel: channel })}
                />
              ))}
            </fieldset>
            {loggedIn ? null : (
              <Form.Group className="mb-3" controlId="rfid-contact">
                <Form.Label>
                  <FormattedMessage id={form.contactChannel === 'EMAIL' ? 'rfid.contact.EMAIL' : 'rfid.contact.PHONE'} />
                </Form.Label>
                <Form.Control value={form.contact} onChange={set('contact')} isInvalid={Boolean(errors.contact)} />
                {errorOf('contact')}
              </Form.Group>
            )}
            <Form.Group className="mb-3" controlId="rfid-centre">
              <Form.Label>
                <FormattedMessage id="rfid.centre" />
              </Form.Label>
              <Form.Select value={form.centreCode} onChange={set('centreCode')} isInvalid={Boolean(errors.centreCode)}>
                <option value="">{intl.formatMessage({ id: 'rfid.choose' })}</option>
                {(centres.status === 'done' ? centres.value : []).map((centre) => (
                  <option key={centre.code} value={centre.code}>
                    {intl.locale.startsWith('th') ? centre.nameTh : centre.nameEn}
                  </option>
                ))}
              </Form.Select>
              {errorOf('centreCode')}
            </Form.Group>
            {refusal ? <Alert variant="danger">{refusal}</Alert> : null}
            <Button type="submit" disabled={busy}>
              <FormattedMessage id="rfid.submit" />
            </Button>
          </Form>
        )}
      </div>
    </>
  );
}

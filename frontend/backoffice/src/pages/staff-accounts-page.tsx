import { useCallback, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TStaffAccount } from '@mflow/contracts/staff/staff-accounts.contract';
import { STAFF_ROLES, type TStaffRole } from '@mflow/contracts/staff/staff-roles';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { createStaffAccount, listStaffAccounts, setStaffPassword, updateStaffAccount } from '../api/admin-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { ApiErrors } from '../components/api-errors';
import { BoTable } from '../components/bo-table';
import { LoadingBlock } from '../components/loading-block';
import { PageTitle } from '../components/page-title';
import { RefreshButton } from '../components/refresh-button';

type Draft = { email: string; displayName: string; password: string; roles: TStaffRole[]; status: 'ACTIVE' | 'DISABLED' };

const EMPTY: Draft = { email: '', displayName: '', password: '', roles: [], status: 'ACTIVE' };

function RoleChecks({ idPrefix, roles, onChange }: { idPrefix: string; roles: TStaffRole[]; onChange: (roles: TStaffRole[]) => void }) {
  const intl = useIntl();
  return (
    <fieldset className="col-12">
      <legend className="form-label fs-6">
        <FormattedMessage id="staff.field.roles" />
      </legend>
      {STAFF_ROLES.map((role) => (
        <Form.Check
          inline
          key={role}
          id={`${idPrefix}-role-${role}`}
          label={intl.formatMessage({ id: `staffRole.${role}` })}
          checked={roles.includes(role)}
          onChange={(event) => onChange(event.target.checked ? [...roles, role] : roles.filter((held) => held !== role))}
        />
      ))}
    </fieldset>
  );
}

/** The staff accounts: who they are, their roles, and whether they may sign in; every change is audited. */
export function StaffAccountsPage() {
  const intl = useIntl();
  const load = useCallback((signal: AbortSignal) => listStaffAccounts(staffApi, signal), []);
  const { loading, data, errors, reload } = useLoad('staff-accounts', load);
  const [editing, setEditing] = useState<TStaffAccount>();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [saveErrors, setSaveErrors] = useState<ApiErrorItem[]>();
  const [notice, setNotice] = useState<string>();

  const run = async (action: () => Promise<TStaffAccount>, messageId: string) => {
    setSaveErrors(undefined);
    setNotice(undefined);
    try {
      const account = await action();
      setNotice(intl.formatMessage({ id: messageId }, { email: account.email }));
      setEditing(undefined);
      setDraft(EMPTY);
      reload();
    } catch (error) {
      setSaveErrors(error instanceof ApiError ? error.errors : []);
    }
  };

  const edit = (account: TStaffAccount) => {
    setEditing(account);
    setDraft({ email: account.email, displayName: account.displayName, password: '', roles: account.roles, status: account.status });
    setSaveErrors(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) {
      void run(
        () =>
          createStaffAccount(staffApi, {
            email: draft.email.trim(),
            displayName: draft.displayName,
            password: draft.password,
            roles: draft.roles,
          }),
        'staff.created',
      );
      return;
    }
    const target = editing.staffId;
    void run(async () => {
      const updated = await updateStaffAccount(staffApi, target, {
        displayName: draft.displayName,
        roles: draft.roles,
        status: draft.status,
      });
      return draft.password ? setStaffPassword(staffApi, target, draft.password) : updated;
    }, 'staff.updated');
  };

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'staff.title' })}>
        <RefreshButton labelId="queue.refresh" loading={loading} onClick={reload} />
      </PageTitle>
      {errors ? <ApiErrors errors={errors} /> : null}
      <div aria-live="polite">
        {notice ? (
          <Alert variant="success" className="bo-alert" data-testid="staff-notice">
            {notice}
          </Alert>
        ) : null}
      </div>
      <section className="card bo-card mb-3" aria-labelledby="staff-list-heading" aria-busy={loading}>
        <div className="card-header bo-card-header">
          <h2 id="staff-list-heading" className="bo-card-title">
            <FormattedMessage id="staff.list.heading" />
          </h2>
        </div>
        {!data && loading ? <LoadingBlock /> : null}
        {data ? (
          <BoTable
            testId="staff-table"
            captionId="staff.list.caption"
            columns={[
              { id: 'staff.field.email' },
              { id: 'staff.field.displayName' },
              { id: 'staff.field.roles' },
              { id: 'staff.field.status' },
              { id: 'queue.column.actions', screenReaderOnly: true },
            ]}
          >
            {data.items.map((account) => (
              <tr key={account.staffId} data-email={account.email} data-status={account.status}>
                <td>{account.email}</td>
                <td>{account.displayName}</td>
                <td>
                  {account.roles.map((role) => intl.formatMessage({ id: `staffRole.${role}` })).join(', ') ||
                    intl.formatMessage({ id: 'common.none' })}
                </td>
                <td>
                  <FormattedMessage id={`staffStatus.${account.status}`} />
                </td>
                <td className="text-end">
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    onClick={() => edit(account)}
                    aria-label={intl.formatMessage({ id: 'staff.edit.label' }, { email: account.email })}
                  >
                    <FormattedMessage id="staff.edit" />
                  </button>
                </td>
              </tr>
            ))}
          </BoTable>
        ) : null}
      </section>
      <form className="card bo-card" onSubmit={submit} aria-labelledby="staff-form-heading" data-testid="staff-form">
        <div className="card-header bo-card-header">
          <h2 id="staff-form-heading" className="bo-card-title">
            {editing ? (
              <FormattedMessage id="staff.form.edit" values={{ email: editing.email }} />
            ) : (
              <FormattedMessage id="staff.form.new" />
            )}
          </h2>
        </div>
        <div className="card-body row g-2">
          {saveErrors ? (
            <div className="col-12">
              <ApiErrors errors={saveErrors} onClose={() => setSaveErrors(undefined)} />
            </div>
          ) : null}
          {editing ? null : (
            <Form.Group controlId="staff-email" className="col-md-6">
              <Form.Label>
                <FormattedMessage id="staff.field.email" />
              </Form.Label>
              <Form.Control
                type="email"
                size="sm"
                required
                value={draft.email}
                onChange={(event) => setDraft({ ...draft, email: event.target.value })}
              />
            </Form.Group>
          )}
          <Form.Group controlId="staff-display-name" className="col-md-6">
            <Form.Label>
              <FormattedMessage id="staff.field.displayName" />
            </Form.Label>
            <Form.Control
              size="sm"
              required
              value={draft.displayName}
              onChange={(event) => setDraft({ ...draft, displayName: event.target.value })}
            />
          </Form.Group>
          <Form.Group controlId="staff-password" className="col-md-6">
            <Form.Label>
              <FormattedMessage id={editing ? 'staff.field.newPassword' : 'staff.field.password'} />
            </Form.Label>
            <Form.Control
              type="password"
              size="sm"
              autoComplete="new-password"
              required={!editing}
              value={draft.password}
              onChange={(event) => setDraft({ ...draft, password: event.target.value })}
              aria-describedby="staff-password-help"
            />
            <Form.Text id="staff-password-help">
              <FormattedMessage id="staff.field.password.help" />
            </Form.Text>
          </Form.Group>
          {editing ? (
            <Form.Group controlId="staff-status" className="col-md-6">
              <Form.Label>
                <FormattedMessage id="staff.field.status" />
              </Form.Label>
              <Form.Select
                size="sm"
                value={draft.status}
                onChange={(event) => setDraft({ ...draft, status: event.target.value === 'DISABLED' ? 'DISABLED' : 'ACTIVE' })}
              >
                <option value="ACTIVE">{intl.formatMessage({ id: 'staffStatus.ACTIVE' })}</option>
                <option value="DISABLED">{intl.formatMessage({ id: 'staffStatus.DISABLED' })}</option>
              </Form.Select>
            </Form.Group>
          ) : null}
          <RoleChecks idPrefix="staff" roles={draft.roles} onChange={(roles) => setDraft({ ...draft, roles })} />
          <div className="col-12 d-flex gap-2">
            <button type="submit" className="btn btn-primary btn-sm">
              <FormattedMessage id={editing ? 'staff.form.save' : 'staff.form.create'} />
            </button>
            {editing ? (
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => {
                  setEditing(undefined);
                  setDraft(EMPTY);
                }}
              >
                <FormattedMessage id="common.cancel" />
              </button>
            ) : null}
          </div>
        </div>
      </form>
    </>
  );
}

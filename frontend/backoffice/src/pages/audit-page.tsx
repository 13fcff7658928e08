import { useCallback, useMemo, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { STAFF_AUDIT_ACTIONS, type TStaffAuditEntry } from '@mflow/contracts/staff/staff-audit.contract';
import { searchStaffAudit } from '../api/admin-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { ApiErrors } from '../components/api-errors';
import { BoTable } from '../components/bo-table';
import { IconInbox } from '../components/icons';
import { LoadingBlock } from '../components/loading-block';
import { PageTitle } from '../components/page-title';
import { pageCount, QueuePager, SubmittedAtCell } from '../components/queue-parts';
import { RefreshButton } from '../components/refresh-button';
import { auditFilterOf, auditParamsOf, auditQueryOf, NO_AUDIT_FILTER, type AuditFilter } from './audit-filter';

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <FormattedMessage id="common.none" />;
  return <pre className="bo-audit-json small mb-0">{JSON.stringify(value, null, 2)}</pre>;
}

function AuditTable({ entries }: { entries: TStaffAuditEntry[] }) {
  return (
    <BoTable
      testId="audit-table"
      captionId="audit.caption"
      columns={[
        { id: 'audit.column.at' },
        { id: 'audit.column.staff' },
        { id: 'audit.column.action' },
        { id: 'audit.column.subject' },
        { id: 'audit.column.before' },
        { id: 'audit.column.after' },
      ]}
      focusableScroll
    >
      {entries.map((entry) => (
        <tr key={entry.seq} data-action={entry.action} data-subject-id={entry.subjectId}>
          <SubmittedAtCell at={entry.at} />
          <td>{entry.staffEmail}</td>
          <td>
            <FormattedMessage id={`auditAction.${entry.action}`} />
          </td>
          <td className="bo-cell-stack">
            <span>
              <FormattedMessage id={`auditSubject.${entry.subjectType}`} />
            </span>
            <span className="font-monospace small text-body-secondary">{entry.subjectId}</span>
          </td>
          <td>
            <Json value={entry.before} />
          </td>
          <td>
            <Json value={entry.after} />
          </td>
        </tr>
      ))}
    </BoTable>
  );
}

/** The staff audit log, newest first: read only, by who, what, the subject and Bangkok days. */
export function AuditPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const filter = useMemo(() => auditFilterOf(new URLSearchParams(paramsKey)), [paramsKey]);
  const [draft, setDraft] = useState<AuditFilter>(filter);
  const load = useCallback((signal: AbortSignal) => searchStaffAudit(staffApi, auditQueryOf(filter), signal), [filter]);
  const { loading, data, errors, reload } = useLoad(auditQueryOf(filter).toString(), load);
  const pages = data ? pageCount(data.total) : 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(auditParamsOf({ ...draft, page: 1 }));
  };
  const clear = () => {
    setDraft(NO_AUDIT_FILTER);
    setParams(new URLSearchParams());
  };
  const field = (name: 'staffEmail' | 'subjectId' | 'from' | 'to', type: string) => (
    <Form.Group controlId={`audit-${name}`} className="col-sm-6 col-lg-4">
      <Form.Label>
        <FormattedMessage id={`audit.filter.${name}`} />
      </Form.Label>
      <Form.Control type={type} size="sm" value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} />
    </Form.Group>
  );

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'audit.title' })}>
        <RefreshButton labelId="queue.refresh" loading={loading} onClick={reload} />
      </PageTitle>
      <p className="bo-page-sub text-body-secondary small">
        <FormattedMessage id="audit.lead" />
      </p>
      <form role="search" className="card bo-card mb-3" onSubmit={submit} aria-labelledby="audit-filter-heading">
        <div className="card-header bo-card-header">
          <h2 id="audit-filter-heading" className="bo-card-title">
            <FormattedMessage id="audit.filter.heading" />
          </h2>
        </div>
        <div className="card-body row g-2">
          {field('staffEmail', 'email')}
          <Form.Group controlId="audit-action" className="col-sm-6 col-lg-4">
            <Form.Label>
              <FormattedMessage id="audit.filter.action" />
            </Form.Label>
            <Form.Select
              size="sm"
              value={draft.action}
              onChange={(event) =>
                setDraft({ ...draft, action: STAFF_AUDIT_ACTIONS.find((action) => action === event.target.value) ?? '' })
              }
            >
              <option value="">{intl.formatMessage({ id: 'audit.filter.action.all' })}</option>
              {STAFF_AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {intl.formatMessage({ id: `auditAction.${action}` })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {field('subjectId', 'text')}
          {field('from', 'date')}
          {field('to', 'date')}
          <div className="col-12 d-flex gap-2">
            <button type="submit" className="btn btn-primary btn-sm">
              <FormattedMessage id="audit.filter.search" />
            </button>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={clear}>
              <FormattedMessage id="audit.filter.clear" />
            </button>
          </div>
        </div>
      </form>
      {errors ? <ApiErrors errors={errors} /> : null}
      <section className="card bo-card" aria-labelledby="audit-heading" aria-busy={loading}>
        <div className="card-header bo-card-header">
          <h2 id="audit-heading" className="bo-card-title">
            <FormattedMessage id="audit.heading" />
          </h2>
          {data ? (
            <span className="text-body-secondary small" data-testid="audit-count">
              <FormattedMessage id="audit.count" values={{ total: data.total }} />
            </span>
          ) : null}
        </div>
        {!data && loading ? <LoadingBlock /> : null}
        {data && data.items.length === 0 ? (
          <div className="bo-empty" data-testid="audit-empty">
            <IconInbox size={40} />
            <p className="bo-empty-title">
              <FormattedMessage id="audit.empty" />
            </p>
          </div>
        ) : null}
        {data && data.items.length > 0 ? <AuditTable entries={data.items} /> : null}
        {data && pages > 1 ? (
          <QueuePager page={filter.page} pages={pages} onShow={(page) => setParams(auditParamsOf({ ...filter, page }))} />
        ) : null}
      </section>
    </>
  );
}

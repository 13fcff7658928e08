import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMPLAINT_LIST_KINDS, type TComplaintListKind } from '@mflow/contracts/cases/complaint.contract';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { BoTable } from '../../components/bo-table';
import { LoadingBlock } from '../../components/loading-block';
import { PageTitle } from '../../components/page-title';
import { RefreshButton } from '../../components/refresh-button';
import {
  complaintListPutOf,
  draftOf,
  EMPTY_COMPLAINT_LIST_DRAFT,
  itemsOfKind,
  type TComplaintListDraft,
  type TComplaintListItem,
  type TComplaintListPut,
} from './complaint-list-form';

const LISTS = '/staffservice/api/v1/complaints/lists';

type TLists = { items: TComplaintListItem[] };

const listsOf = (signal: AbortSignal) => staffApi.request<TLists>(LISTS, { auth: 'staff', signal });

const put = ({ kind, code, item }: TComplaintListPut) =>
  staffApi.request<TLists>(`${LISTS}/${kind}/${encodeURIComponent(code)}`, { method: 'PUT', auth: 'staff', body: item });

function ListTable({
  kind,
  items,
  onEdit,
}: {
  kind: TComplaintListKind;
  items: TComplaintListItem[];
  onEdit: (item: TComplaintListItem) => void;
}) {
  const headingId = `complaint-list-${kind.toLowerCase()}`;
  return (
    <section className="card bo-card" aria-labelledby={headingId}>
      <div className="card-header bo-card-header">
        <h2 id={headingId} className="bo-card-title">
          <FormattedMessage id={`complaintLists.kind.${kind}`} />
        </h2>
      </div>
      <BoTable
        testId={`complaint-list-${kind.toLowerCase()}`}
        captionId={`complaintLists.caption.${kind}`}
        columns={[
          { id: 'complaintLists.column.code' },
          { id: 'complaintLists.column.name' },
          { id: 'complaintLists.column.freeText' },
          { id: 'complaintLists.column.sortOrder', align: 'end' },
          { id: 'complaintLists.column.active' },
          { id: 'queue.column.actions', screenReaderOnly: true },
        ]}
      >
        {items.map((item) => (
          <tr key={item.code} data-code={item.code}>
            <td>
              <code>{item.code}</code>
            </td>
            <td className="bo-cell-stack">
              <span lang="th">{item.nameTh}</span>
              <span lang="en" className="small text-body-secondary">
                {item.nameEn}
              </span>
            </td>
            <td>
              <FormattedMessage id={item.freeText ? 'complaintLists.yes' : 'complaintLists.no'} />
            </td>
            <td className="text-end">{item.sortOrder}</td>
            <td>
              <FormattedMessage id={item.active ? 'complaintLists.active' : 'complaintLists.retired'} />
            </td>
            <td className="text-end">
              <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => onEdit(item)}>
                <FormattedMessage id="complaintLists.edit" />
                <span className="visually-hidden"> {item.code}</span>
              </button>
            </td>
          </tr>
        ))}
      </BoTable>
    </section>
  );
}

function ListItemForm({
  draft,
  editing,
  onChange,
  onNew,
  onSaved,
  onFailed,
}: {
  draft: TComplaintListDraft;
  editing: boolean;
  onChange: (draft: TComplaintListDraft) => void;
  onNew: () => void;
  onSaved: (saved: TComplaintListPut, lists: TLists) => void;
  onFailed: (errors: ApiErrorItem[]) => void;
}) {
  const intl = useIntl();
  const [missing, setMissing] = useState<(keyof TComplaintListDraft)[]>([]);
  const [sending, setSending] = useState(false);
  const text = (name: 'code' | 'nameTh' | 'nameEn' | 'sortOrder') => ({
    value: draft[name],
    isInvalid: missing.includes(name),
    'aria-invalid': missing.includes(name),
    onChange: (event: { target: { value: string } }) => onChange({ ...draft, [name]: event.target.value }),
  });

  const submit = async () => {
    const checked = complaintListPutOf(draft);
    if ('missing' in checked) return setMissing(checked.missing);
    setMissing([]);
    setSending(true);
    try {
      onSaved(checked, await put(checked));
    } catch (error) {
      onFailed(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card bo-card" aria-labelledby="complaint-list-form-title">
      <div className="card-header bo-card-header">
        <h2 id="complaint-list-form-title" className="bo-card-title">
          <FormattedMessage id={editing ? 'complaintLists.form.change' : 'complaintLists.form.add'} />
        </h2>
      </div>
      <Form
        noValidate
        className="card-body d-grid gap-2"
        data-testid="complaint-list-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Form.Group controlId="complaint-list-kind">
          <Form.Label>
            <FormattedMessage id="complaintLists.column.kind" />
          </Form.Label>
          <Form.Select value={draft.kind} disabled={editing} onChange={(event) => onChange({ ...draft, kind: event.target.value })}>
            {COMPLAINT_LIST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {intl.formatMessage({ id: `complaintLists.kind.${kind}` })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="complaint-list-code">
          <Form.Label>
            <FormattedMessage id="complaintLists.column.code" />
          </Form.Label>
          <Form.Control maxLength={40} readOnly={editing} aria-describedby="complaint-list-code-hint" {...text('code')} />
          <Form.Text id="complaint-list-code-hint">
            <FormattedMessage id="complaintLists.form.codeHint" />
          </Form.Text>
        </Form.Group>
        <Form.Group controlId="complaint-list-name-th">
          <Form.Label>
            <FormattedMessage id="complaintLists.column.nameTh" />
          </Form.Label>
          <Form.Control lang="th" maxLength={200} {...text('nameTh')} />
        </Form.Group>
        <Form.Group controlId="complaint-list-name-en">
          <Form.Label>
            <FormattedMessage id="complaintLists.column.nameEn" />
          </Form.Label>
          <Form.Control lang="en" maxLength={200} {...text('nameEn')} />
        </Form.Group>
        <Form.Group controlId="complaint-list-sort-order">
          <Form.Label>
            <FormattedMessage id="complaintLists.column.sortOrder" />
          </Form.Label>
          <Form.Control type="number" inputMode="numeric" min={0} max={999} step={1} {...text('sortOrder')} />
        </Form.Group>
        <Form.Check
          id="complaint-list-free-text"
          label={intl.formatMessage({ id: 'complaintLists.form.freeText' })}
          checked={draft.freeText}
          onChange={(event) => onChange({ ...draft, freeText: event.target.checked })}
        />
        <Form.Check
          id="complaint-list-active"
          label={intl.formatMessage({ id: 'complaintLists.form.active' })}
          checked={draft.active}
          onChange={(event) => onChange({ ...draft, active: event.target.checked })}
        />
        {missing.length > 0 ? (
          <p className="text-danger small mb-0" role="alert">
            <FormattedMessage id="complaintLists.missing" />
          </p>
        ) : null}
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={sending}>
            {sending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            <FormattedMessage id="complaintLists.save" />
          </button>
          {editing ? (
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onNew} disabled={sending}>
              <FormattedMessage id="complaintLists.form.new" />
            </button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/**
 * The complaint form's topics and types, in Thai and English, kept by content editors
 * (requirements/complaints.md#complaint-fields). Nothing is deleted: a retired item stays, inactive,
 * for the complaints that name it; each change is audited as COMPLAINT_LIST_SET.
 */
export function ComplaintListsPage() {
  const intl = useIntl();
  const load = useCallback((signal: AbortSignal) => listsOf(signal), []);
  const { loading, data, errors, reload } = useLoad('complaint-lists', load);
  const [saved, setSaved] = useState<TLists>();
  const [draft, setDraft] = useState<TComplaintListDraft>(EMPTY_COMPLAINT_LIST_DRAFT);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [failed, setFailed] = useState<ApiErrorItem[]>();
  // The PUT answers with the lists as they now are: shown until the next reload brings the same.
  const lists = saved ?? data;

  const startNew = () => {
    setDraft(EMPTY_COMPLAINT_LIST_DRAFT);
    setEditing(false);
  };

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'complaintLists.title' })}>
        <RefreshButton
          labelId="queue.refresh"
          loading={loading}
          onClick={() => {
            setSaved(undefined);
            reload();
          }}
        />
      </PageTitle>
      <p className="bo-page-sub text-body-secondary small">
        <FormattedMessage id="complaintLists.lead" />
      </p>
      {notice ? (
        <Alert
          variant="success"
          className="bo-alert"
          dismissible
          onClose={() => setNotice(undefined)}
          role="status"
          data-testid="complaint-list-done"
        >
          <FormattedMessage id="complaintLists.saved" values={{ code: notice }} />
        </Alert>
      ) : null}
      {failed ? <ApiErrors errors={failed} onClose={() => setFailed(undefined)} /> : null}
      {errors ? <ApiErrors errors={errors} /> : null}
      <div className="row g-3">
        <div className="col-lg-8 d-grid gap-3" aria-busy={loading}>
          {!lists && loading ? <LoadingBlock /> : null}
          {lists
            ? COMPLAINT_LIST_KINDS.map((kind) => (
                <ListTable
                  key={kind}
                  kind={kind}
                  items={itemsOfKind(lists.items, kind)}
                  onEdit={(item) => {
                    setDraft(draftOf(item));
                    setEditing(true);
                  }}
                />
              ))
            : null}
        </div>
        <div className="col-lg-4">
          <ListItemForm
            draft={draft}
            editing={editing}
            onChange={setDraft}
            onNew={startNew}
            onSaved={(put, next) => {
              setFailed(undefined);
              setSaved(next);
              setNotice(put.code);
              startNew();
            }}
            onFailed={setFailed}
          />
        </div>
      </div>
    </>
  );
}

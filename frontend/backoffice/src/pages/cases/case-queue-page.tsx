import './case-pages.css';
import { useCallback, useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { TCaseQueue } from '@mflow/contracts/cases/case.contract';
import { CASE_KINDS } from '@mflow/contracts/cases/case-numbers';
import { CASE_STATUSES } from '@mflow/contracts/cases/case-status';
import { listCaseQueue, type CaseQueueQuery } from '../../api/cases-api';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { BoTable } from '../../components/bo-table';
import { PageTitle } from '../../components/page-title';
import { QueueCard, QueueEmpty, ReviewLink } from '../../components/queue-parts';
import { RefreshButton } from '../../components/refresh-button';
import { useStaffSession } from '../../session/session-context';
import { CaseAssignee, CaseDeadline, CaseStatusBadge } from './case-parts';
import { caseQueueParamsOf, caseQueueQueryOf } from './case-queue-filter';

function CaseTable({ list, me }: { list: TCaseQueue; me: string | undefined }) {
  return (
    <BoTable
      testId="case-queue-table"
      captionId="cases.caption"
      columns={[
        { id: 'cases.column.caseNo' },
        { id: 'cases.column.kind' },
        { id: 'cases.column.customer' },
        { id: 'cases.column.status' },
        { id: 'cases.column.deadline' },
        { id: 'cases.column.assignee' },
        { id: 'queue.column.actions', screenReaderOnly: true },
      ]}
    >
      {list.items.map((item) => (
        <tr key={item.caseNo} data-case-no={item.caseNo} data-status={item.status} data-overdue={item.overdue}>
          <td className="font-monospace text-nowrap">{item.caseNo}</td>
          <td>
            <FormattedMessage id={`caseKind.${item.kind}`} />
          </td>
          <td>{item.summary}</td>
          <td>
            <CaseStatusBadge status={item.status} />
          </td>
          <td className="text-nowrap">
            <CaseDeadline date={item.deadlineDate} overdue={item.overdue} />
          </td>
          <td>
            <CaseAssignee staffId={item.assignedStaffId} me={me} />
          </td>
          <td className="text-end">
            <ReviewLink to={`/cases/${item.caseNo}`} whichId="cases.openWhich" name={item.caseNo} reference={item.summary} />
          </td>
        </tr>
      ))}
    </BoTable>
  );
}

/** The case officers' queue (requirements/disputes.md#screens): undecided cases by deadline, a page at a time, with filters in the address. */
export function CaseQueuePage() {
  const intl = useIntl();
  const { session } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const query = useMemo(() => caseQueueQueryOf(new URLSearchParams(paramsKey)), [paramsKey]);
  const load = useCallback((signal: AbortSignal) => listCaseQueue(staffApi, query, signal), [query]);
  const { loading, data, errors, reload } = useLoad(`cases:${caseQueueParamsOf(query).toString()}`, load);
  const show = (next: Partial<CaseQueueQuery>) => setParams(caseQueueParamsOf({ ...query, page: 1, ...next }));

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'cases.title' })}>
        <RefreshButton labelId="queue.refresh" loading={loading} onClick={reload} />
      </PageTitle>
      <form
        className="bo-case-filters"
        aria-label={intl.formatMessage({ id: 'cases.filters' })}
        onSubmit={(event) => event.preventDefault()}
      >
        <Form.Group controlId="case-kind-filter">
          <Form.Label className="small mb-1">
            <FormattedMessage id="cases.filter.kind" />
          </Form.Label>
          <Form.Select
            size="sm"
            value={query.kind ?? ''}
            onChange={(event) => show({ kind: CASE_KINDS.find((kind) => kind === event.target.value) })}
          >
            <option value="">{intl.formatMessage({ id: 'cases.filter.any' })}</option>
            {CASE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {intl.formatMessage({ id: `caseKind.${kind}` })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="case-status-filter">
          <Form.Label className="small mb-1">
            <FormattedMessage id="cases.filter.status" />
          </Form.Label>
          <Form.Select
            size="sm"
            value={query.status ?? ''}
            onChange={(event) => show({ status: CASE_STATUSES.find((status) => status === event.target.value) })}
          >
            <option value="">{intl.formatMessage({ id: 'cases.filter.undecided' })}</option>
            {CASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage({ id: `caseStatus.${status}` })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="case-overdue-filter">
          <Form.Label className="small mb-1">
            <FormattedMessage id="cases.filter.overdue" />
          </Form.Label>
          <Form.Select
            size="sm"
            value={query.overdue === undefined ? '' : String(query.overdue)}
            onChange={(event) => show({ overdue: event.target.value === '' ? undefined : event.target.value === 'true' })}
          >
            <option value="">{intl.formatMessage({ id: 'cases.filter.any' })}</option>
            <option value="true">{intl.formatMessage({ id: 'cases.filter.overdue.yes' })}</option>
            <option value="false">{intl.formatMessage({ id: 'cases.filter.overdue.no' })}</option>
          </Form.Select>
        </Form.Group>
        <Form.Check
          id="case-mine-filter"
          type="switch"
          className="align-self-end mb-1"
          label={intl.formatMessage({ id: 'cases.filter.mine' })}
          checked={query.mine}
          onChange={(event) => show({ mine: event.target.checked })}
        />
      </form>
      {errors ? <ApiErrors errors={errors} /> : null}
      <QueueCard
        headingId="case-queue-heading"
        heading={<FormattedMessage id="cases.heading" />}
        loading={loading}
        list={data}
        page={query.page}
        onShow={(page) => show({ page })}
        empty={<QueueEmpty titleId="cases.empty" />}
        countId="cases.count"
        table={(list) => <CaseTable list={list} me={session?.staffId} />}
      />
    </>
  );
}

import './billing-pages.css';
import { useCallback, useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { JOB_RUN_STATUSES, type TJobRun, type TJobRunStatus, type TJobSummary } from '@mflow/contracts/jobs/job-run.contract';
import { listJobRuns, type JobRunQuery } from '../api/billing-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { BoTable } from '../components/bo-table';
import { ApiErrors } from '../components/api-errors';
import { IconInbox } from '../components/icons';
import { LoadingBlock } from '../components/loading-block';
import { PageTitle } from '../components/page-title';
import { pageCount, QueuePager, SubmittedAtCell } from '../components/queue-parts';
import { RefreshButton } from '../components/refresh-button';
import { jobChoices, jobLabelId, jobRunParamsOf, jobRunQueryOf } from './job-runs-filter';

const TONE: Record<TJobRunStatus, string> = {
  RUNNING: 'text-bg-warning',
  DONE: 'text-bg-success',
  FAILED: 'text-bg-danger',
};

function JobName({ job }: { job: string }) {
  const labelId = jobLabelId(job);
  return (
    <span className="bo-cell-stack">
      {labelId ? (
        <span className="fw-semibold">
          <FormattedMessage id={labelId} />
        </span>
      ) : null}
      <span className="font-monospace small text-body-secondary">{job}</span>
    </span>
  );
}

/** A job's own counts and flags, as it reported them: names as the job gives them, numbers in the language shown. */
function Summary({ summary }: { summary: TJobSummary | null }) {
  const intl = useIntl();
  const entries = Object.entries(summary ?? {});
  if (entries.length === 0) return <FormattedMessage id="common.none" />;
  return (
    <dl className="bo-job-summary">
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt className="font-monospace">{name}</dt>
          <dd>
            {typeof value === 'number'
              ? intl.formatNumber(value)
              : typeof value === 'boolean'
                ? intl.formatMessage({ id: value ? 'jobs.summary.yes' : 'jobs.summary.no' })
                : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RunTable({ runs }: { runs: TJobRun[] }) {
  return (
    <BoTable
      testId="job-run-table"
      captionId="jobs.caption"
      columns={[
        { id: 'jobs.column.job' },
        { id: 'jobs.column.scheduled' },
        { id: 'jobs.column.status' },
        { id: 'jobs.column.attempts', align: 'end' },
        { id: 'jobs.column.summary' },
        { id: 'jobs.column.error' },
      ]}
      focusableScroll
    >
      {runs.map((run) => (
        <tr key={`${run.job}@${run.scheduledFor}`} data-job={run.job} data-scheduled-for={run.scheduledFor} data-status={run.status}>
          <td>
            <JobName job={run.job} />
          </td>
          <SubmittedAtCell at={run.scheduledFor} />
          <td>
            <span className={`badge rounded-pill bo-status ${TONE[run.status]}`}>
              <FormattedMessage id={`jobStatus.${run.status}`} />
            </span>
          </td>
          <td className="text-end">{run.attempts}</td>
          <td>
            <Summary summary={run.summary} />
          </td>
          <td className="bo-job-error">{run.error ?? <FormattedMessage id="common.none" />}</td>
        </tr>
      ))}
    </BoTable>
  );
}

/** The scheduled jobs' history (decision 0016), newest scheduled instant first, by job and status. */
export function JobRunsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const query = useMemo(() => jobRunQueryOf(new URLSearchParams(paramsKey)), [paramsKey]);
  const load = useCallback((signal: AbortSignal) => listJobRuns(staffApi, query, signal), [query]);
  const { loading, data, errors, reload } = useLoad(jobRunParamsOf(query).toString(), load);
  const pages = data ? pageCount(data.total) : 1;
  const choices = jobChoices(data?.items.map((run) => run.job) ?? [], query.job);

  const show = (next: Partial<JobRunQuery>) => setParams(jobRunParamsOf({ ...query, page: 1, ...next }));

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'jobs.title' })}>
        <Form.Group controlId="job-filter" className="bo-job-filter">
          <Form.Label className="visually-hidden">
            <FormattedMessage id="jobs.filter.job" />
          </Form.Label>
          <Form.Select size="sm" value={query.job ?? ''} onChange={(event) => show({ job: event.target.value || undefined })}>
            <option value="">{intl.formatMessage({ id: 'jobs.filter.job.all' })}</option>
            {choices.map((job) => {
              const labelId = jobLabelId(job);
              return (
                <option key={job} value={job}>
                  {labelId ? intl.formatMessage({ id: labelId }) : job}
                </option>
              );
            })}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="job-status-filter" className="bo-job-filter">
          <Form.Label className="visually-hidden">
            <FormattedMessage id="jobs.filter.status" />
          </Form.Label>
          <Form.Select
            size="sm"
            value={query.status ?? ''}
            onChange={(event) => show({ status: JOB_RUN_STATUSES.find((status) => status === event.target.value) })}
          >
            <option value="">{intl.formatMessage({ id: 'jobs.filter.status.all' })}</option>
            {JOB_RUN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage({ id: `jobStatus.${status}` })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <RefreshButton labelId="queue.refresh" loading={loading} onClick={reload} />
      </PageTitle>
      <p className="bo-page-sub text-body-secondary small">
        <FormattedMessage id="jobs.lead" />
      </p>

      {errors ? <ApiErrors errors={errors} /> : null}

      <section className="card bo-card" aria-labelledby="job-runs-heading" aria-busy={loading}>
        <div className="card-header bo-card-header">
          <h2 id="job-runs-heading" className="bo-card-title">
            <FormattedMessage id="jobs.heading" />
          </h2>
          {data ? (
            <span className="text-body-secondary small" data-testid="job-run-count">
              <FormattedMessage id="jobs.count" values={{ total: data.total }} />
            </span>
          ) : null}
        </div>
        {!data && loading ? <LoadingBlock /> : null}
        {data && data.items.length === 0 ? (
          <div className="bo-empty" data-testid="job-runs-empty">
            <IconInbox size={40} />
            <p className="bo-empty-title">
              <FormattedMessage id="jobs.empty" />
            </p>
          </div>
        ) : null}
        {data && data.items.length > 0 ? <RunTable runs={data.items} /> : null}
        {data && pages > 1 ? <QueuePager page={query.page} pages={pages} onShow={(page) => show({ page })} /> : null}
      </section>
    </>
  );
}

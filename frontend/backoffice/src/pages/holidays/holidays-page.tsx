import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PUBLIC_HOLIDAY_KINDS, type TPublicHoliday } from '@mflow/contracts/master/holidays.contract';
import { startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { addHoliday, getHolidayStatus, listHolidays, removeHoliday } from '../../api/holidays-api';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { BoTable } from '../../components/bo-table';
import { ConfirmModal } from '../../components/decision-parts';
import { LoadingBlock } from '../../components/loading-block';
import { PageTitle } from '../../components/page-title';
import { RefreshButton } from '../../components/refresh-button';
import { useLanguage } from '../../preferences/language-context';
import { EMPTY_HOLIDAY, holidayOf, yearOf, type THolidayDraft } from './holiday-form';

type TNotice = { messageId: string; name: string; date: string };

function AddHolidayForm({ onAdded, onFailed }: { onAdded: (holiday: TPublicHoliday) => void; onFailed: (errors: ApiErrorItem[]) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<THolidayDraft>(EMPTY_HOLIDAY);
  const [missing, setMissing] = useState<(keyof THolidayDraft)[]>([]);
  const [sending, setSending] = useState(false);
  const field = (name: keyof THolidayDraft) => ({
    value: draft[name],
    isInvalid: missing.includes(name),
    'aria-invalid': missing.includes(name),
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  const submit = async () => {
    const checked = holidayOf(draft);
    if ('missing' in checked) return setMissing(checked.missing);
    setMissing([]);
    setSending(true);
    try {
      onAdded(await addHoliday(staffApi, checked.holiday));
      setDraft(EMPTY_HOLIDAY);
    } catch (error) {
      onFailed(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card bo-card" aria-labelledby="holiday-add-title">
      <div className="card-header bo-card-header">
        <h2 id="holiday-add-title" className="bo-card-title">
          <FormattedMessage id="holidays.add" />
        </h2>
      </div>
      <Form
        noValidate
        className="card-body d-grid gap-2"
        data-testid="holiday-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Form.Group controlId="holiday-date">
          <Form.Label>
            <FormattedMessage id="holidays.column.date" />
          </Form.Label>
          <Form.Control type="date" {...field('date')} />
        </Form.Group>
        <Form.Group controlId="holiday-name-th">
          <Form.Label>
            <FormattedMessage id="holidays.column.nameTh" />
          </Form.Label>
          <Form.Control lang="th" maxLength={200} {...field('nameTh')} />
        </Form.Group>
        <Form.Group controlId="holiday-name-en">
          <Form.Label>
            <FormattedMessage id="holidays.column.nameEn" />
          </Form.Label>
          <Form.Control lang="en" maxLength={200} {...field('nameEn')} />
        </Form.Group>
        <Form.Group controlId="holiday-kind">
          <Form.Label>
            <FormattedMessage id="holidays.column.kind" />
          </Form.Label>
          <Form.Select {...field('kind')}>
            {PUBLIC_HOLIDAY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {intl.formatMessage({ id: `holidayKind.${kind}` })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {missing.length > 0 ? (
          <p className="text-danger small mb-0" role="alert">
            <FormattedMessage id="holidays.missing" />
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={sending}>
            {sending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            <FormattedMessage id="holidays.add.submit" />
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * The holiday calendar operations keep (decision 0052): business-day deadlines skip what it holds,
 * so a year whose lunar holidays are not entered is flagged until they are.
 */
export function HolidaysPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const statusLoad = useCallback((signal: AbortSignal) => getHolidayStatus(staffApi, signal), []);
  const status = useLoad('holiday-status', statusLoad);
  const year = yearOf(params.get('year'), status.data?.years[0]?.year ?? new Date().getFullYear());
  const load = useCallback((signal: AbortSignal) => listHolidays(staffApi, year, signal), [year]);
  const { loading, data, errors, reload } = useLoad(`holidays:${year}`, load);
  const [notice, setNotice] = useState<TNotice>();
  const [failed, setFailed] = useState<ApiErrorItem[]>();
  const [removing, setRemoving] = useState<TPublicHoliday>();
  const [sending, setSending] = useState(false);
  const { reload: reloadStatus } = status;
  const flagged = status.data?.years.filter((entry) => entry.lunarMissing) ?? [];
  // The years a deadline can reach, and the one shown with its neighbours.
  const years = [...new Set([...(status.data?.years.map((entry) => entry.year) ?? []), year - 1, year, year + 1])].sort((a, b) => a - b);
  const nameOf = (holiday: TPublicHoliday) => (language === 'EN' ? holiday.nameEn : holiday.nameTh);

  const changed = (next: TNotice) => {
    setFailed(undefined);
    setNotice(next);
    reload();
    reloadStatus();
  };

  const remove = async (holiday: TPublicHoliday) => {
    setSending(true);
    try {
      await removeHoliday(staffApi, holiday.date);
      changed({ messageId: 'holidays.removed', name: nameOf(holiday), date: holiday.date });
    } catch (error) {
      setFailed(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
      setRemoving(undefined);
    }
  };

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'holidays.title' })}>
        <Form.Group controlId="holiday-year" className="bo-job-filter">
          <Form.Label className="visually-hidden">
            <FormattedMessage id="holidays.year" />
          </Form.Label>
          <Form.Select size="sm" value={year} onChange={(event) => setParams(new URLSearchParams({ year: event.target.value }))}>
            {years.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <RefreshButton labelId="queue.refresh" loading={loading} onClick={reload} />
      </PageTitle>
      <p className="bo-page-sub text-body-secondary small">
        <FormattedMessage id="holidays.lead" />
      </p>
      {flagged.map((entry) => (
        <Alert key={entry.year} variant="warning" className="bo-alert" data-testid="holiday-flag" data-year={entry.year}>
          <FormattedMessage id="holidays.flag" values={{ value: String(entry.year), count: entry.lunarCount }} />
        </Alert>
      ))}
      {notice ? (
        <Alert
          variant="success"
          className="bo-alert"
          dismissible
          onClose={() => setNotice(undefined)}
          role="status"
          data-testid="holiday-done"
        >
          <FormattedMessage id={notice.messageId} values={{ name: notice.name, date: notice.date }} />
        </Alert>
      ) : null}
      {failed ? <ApiErrors errors={failed} onClose={() => setFailed(undefined)} /> : null}
      {errors ? <ApiErrors errors={errors} /> : null}
      <div className="row g-3">
        <div className="col-lg-8">
          <section className="card bo-card" aria-labelledby="holiday-list-title" aria-busy={loading}>
            <div className="card-header bo-card-header">
              <h2 id="holiday-list-title" className="bo-card-title">
                <FormattedMessage id="holidays.heading" values={{ value: String(year) }} />
              </h2>
            </div>
            {!data && loading ? <LoadingBlock /> : null}
            {data && data.length === 0 ? (
              <p className="card-body mb-0 text-body-secondary" data-testid="holidays-empty">
                <FormattedMessage id="holidays.empty" />
              </p>
            ) : null}
            {data && data.length > 0 ? (
              <BoTable
                testId="holiday-table"
                captionId="holidays.caption"
                columns={[
                  { id: 'holidays.column.date' },
                  { id: 'holidays.column.name' },
                  { id: 'holidays.column.kind' },
                  { id: 'queue.column.actions', screenReaderOnly: true },
                ]}
              >
                {data.map((holiday) => (
                  <tr key={holiday.date} data-date={holiday.date}>
                    <td className="text-nowrap">
                      <time dateTime={holiday.date}>
                        <FormattedDate value={startOfBangkokDay(holiday.date)} dateStyle="medium" />
                      </time>
                    </td>
                    <td className="bo-cell-stack">
                      <span lang="th">{holiday.nameTh}</span>
                      <span lang="en" className="small text-body-secondary">
                        {holiday.nameEn}
                      </span>
                    </td>
                    <td>
                      <FormattedMessage id={`holidayKind.${holiday.kind}`} />
                    </td>
                    <td className="text-end">
                      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setRemoving(holiday)}>
                        <FormattedMessage id="holidays.remove" />
                        <span className="visually-hidden"> {nameOf(holiday)}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </BoTable>
            ) : null}
          </section>
        </div>
        <div className="col-lg-4">
          <AddHolidayForm
            onAdded={(holiday) => {
              changed({ messageId: 'holidays.added', name: nameOf(holiday), date: holiday.date });
              if (holiday.date.slice(0, 4) !== String(year)) setParams(new URLSearchParams({ year: holiday.date.slice(0, 4) }));
            }}
            onFailed={setFailed}
          />
        </div>
      </div>
      <ConfirmModal
        show={removing !== undefined}
        titleId="holidays.remove.title"
        bodyId="holidays.remove.body"
        values={{ name: removing ? nameOf(removing) : '', date: removing?.date ?? '' }}
        confirmId="holidays.remove"
        tone="danger"
        testId="holiday-remove-modal"
        sending={sending}
        onClose={() => setRemoving(undefined)}
        onConfirm={() => removing && void remove(removing)}
      />
    </>
  );
}

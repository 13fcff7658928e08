import '../../../shared/forms/forms.scss';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '@mflow/ui/api/api-types';
import { useLoad } from '../../../shared/api/use-load';
import { PageLoading } from '../../../shared/layout/page-loading';
import { fileMemberAppeal, memberBooking, memberNotices, type TAppealAppointment, type TFiledAppeal } from '../api/appeals-api';
import { AppealForm } from './appeal-form';
import { AppointmentPicker } from './appointment-picker';
import { Confirmation } from './confirmation';

type TStep =
  { at: 'appeal' } | { at: 'book'; filed: TFiledAppeal } | { at: 'confirmed'; filed: TFiledAppeal; appointment: TAppealAppointment };

const refusalOf = (error: unknown) => (error instanceof ApiError ? error.errors.map((item) => item.description).join(' ') : '');

/** A member appeals one of their open notices, then books the appointment. */
export function MemberAppeal({ initialNoticeNo }: { initialNoticeNo: string }) {
  const noticeId = useId();
  const notices = useLoad('notices', memberNotices);
  const [noticeNo, setNoticeNo] = useState(initialNoticeNo);
  const [step, setStep] = useState<TStep>({ at: 'appeal' });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await work();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  const failure =
    refusal !== undefined ? (
      <p className="alert alert-danger" role="alert" data-testid="appeal-refused">
        {refusal || <FormattedMessage id="modal.error.generic" />}
      </p>
    ) : null;

  if (step.at === 'confirmed') {
    return (
      <Confirmation
        caseNo={step.filed.caseNo}
        appointment={step.appointment}
        trackPath={`/casedetail?caseNo=${encodeURIComponent(step.filed.caseNo)}`}
      />
    );
  }
  if (step.at === 'book') {
    return (
      <section className="appeal-section" aria-labelledby="appeal-book-title" data-testid="appeal-booking">
        <h2 id="appeal-book-title" className="appeal-section-title">
          <FormattedMessage id="appeals.book.title" values={{ code: step.filed.caseNo }} />
        </h2>
        {failure}
        <AppointmentPicker
          busy={busy}
          submitLabel={<FormattedMessage id="appeals.appointment.book" />}
          onChoose={(slot) =>
            void run(async () =>
              setStep({ at: 'confirmed', filed: step.filed, appointment: await memberBooking(step.filed.caseNo).book(slot) }),
            )
          }
        />
      </section>
    );
  }
  if (notices.status === 'loading') return <PageLoading />;
  const open = notices.status === 'done' ? notices.value.filter((notice) => notice.status === 'OPEN') : [];
  return (
    <>
      <div className="appeal-section">
        <label htmlFor={noticeId} className="form-label">
          <FormattedMessage id="appeals.form.notice" />
        </label>
        <select id={noticeId} className="form-select" value={noticeNo} onChange={(event) => setNoticeNo(event.target.value)} required>
          <option value="" />
          {open.map((notice) => (
            <option key={notice.noticeNo} value={notice.noticeNo}>
              {notice.noticeNo} {notice.plate ?? ''}
            </option>
          ))}
          {noticeNo && !open.some((notice) => notice.noticeNo === noticeNo) ? <option value={noticeNo}>{noticeNo}</option> : null}
        </select>
        {open.length === 0 ? (
          <p className="form-text mb-0" data-testid="appeal-nothing-open">
            <FormattedMessage id="appeals.form.noOpenNotice" />
          </p>
        ) : null}
      </div>
      {failure}
      <AppealForm
        member
        busy={busy || !noticeNo}
        onFile={(choice) =>
          void run(async () => setStep({ at: 'book', filed: await fileMemberAppeal({ noticeNo, ...choice }, idempotencyKey) }))
        }
      />
    </>
  );
}

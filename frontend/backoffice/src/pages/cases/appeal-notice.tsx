import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TStaffCaseDetail } from '@mflow/contracts/cases/case.contract';
import { useBaht } from '@mflow/ui/format/use-baht';
import { readNotice } from '../../api/notices-api';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { LoadingBlock } from '../../components/loading-block';
import { Fact, When } from './case-facts';

type TAppeal = NonNullable<TStaffCaseDetail['appeal']>;

/** What the appeal is about and where it stands: the reason, the appointment and what the outcome took off. */
export function AppealFacts({ appeal }: { appeal: TAppeal }) {
  const baht = useBaht();
  const { appointment } = appeal;
  return (
    <>
      <Fact label="case.appeal.notice">{appeal.noticeNo}</Fact>
      <Fact label="case.fact.reason">
        <FormattedMessage id={`appealReason.${appeal.reason}`} />
        {appeal.reasonText ? <span className="d-block bo-case-words">{appeal.reasonText}</span> : null}
      </Fact>
      <Fact label="case.appeal.appointment">
        {appointment ? (
          <span data-testid="case-appointment" data-status={appointment.status}>
            <FormattedMessage
              id="case.appeal.appointment.value"
              values={{
                reference: <span className="font-monospace">{appointment.appointmentNo}</span>,
                centre: appointment.centreCode,
                date: <When at={appointment.slotStart} />,
                status: <FormattedMessage id={`appointmentStatus.${appointment.status}`} />,
              }}
            />
          </span>
        ) : (
          <FormattedMessage id="case.appeal.noAppointment" />
        )}
      </Fact>
      {appeal.cancelledAmount !== null ? <Fact label="case.appeal.cancelled">{baht(appeal.cancelledAmount)}</Fact> : null}
      {appeal.refundAmount !== null ? <Fact label="case.appeal.refund">{baht(appeal.refundAmount)}</Fact> : null}
      {appeal.replacementInvoiceNo ? <Fact label="case.fact.replacement">{appeal.replacementInvoiceNo}</Fact> : null}
    </>
  );
}

/**
 * The notice the appeal is about, as its letter states it (requirements/notices-and-appeals.md):
 * its status and due date, its amounts and each passage with the gantry's photo, a member's notice
 * as well as a visitor's.
 */
export function AppealNotice({ appeal }: { appeal: TAppeal }) {
  const intl = useIntl();
  const baht = useBaht();
  const { noticeNo, plate, province } = appeal;
  const load = useCallback((signal: AbortSignal) => readNotice(staffApi, noticeNo, signal), [noticeNo]);
  const { data: notice, errors } = useLoad(`notice:${noticeNo}:${appeal.noticeStatus}`, load);

  return (
    <section className="card bo-card" aria-labelledby="case-notice-title" data-testid="case-notice">
      <div className="card-header bo-card-header">
        <h2 id="case-notice-title" className="bo-card-title">
          <FormattedMessage id="case.notice" values={{ reference: noticeNo }} />
        </h2>
      </div>
      <div className="card-body d-grid gap-3">
        <dl className="bo-vehicle-facts mb-0">
          <Fact label="case.notice.status">
            <span data-testid="case-notice-status" data-status={appeal.noticeStatus}>
              <FormattedMessage id={`noticeStatus.${appeal.noticeStatus}`} />
            </span>
          </Fact>
          <Fact label="case.notice.dueDate">
            <time dateTime={appeal.noticeDueDate}>{appeal.noticeDueDate}</time>
          </Fact>
          <Fact label="case.evidence.plate">
            {plate} {province}
          </Fact>
          {notice ? (
            <>
              <Fact label="case.notice.toll">{baht(notice.tollAmount)}</Fact>
              <Fact label="case.notice.fees">{baht(notice.feesAmount)}</Fact>
              <Fact label="case.notice.fine">{baht(notice.fineAmount)}</Fact>
              <Fact label="case.notice.total">{baht(notice.totalAmount)}</Fact>
            </>
          ) : null}
        </dl>
        {errors ? <ApiErrors errors={errors} /> : null}
        {!notice && !errors ? <LoadingBlock /> : null}
        {notice?.passages.map((passage) => (
          <figure key={passage.passageId} className="mb-0 bo-case-passage-grid" data-passage-id={passage.passageId}>
            <img
              src={passage.photoUrl}
              alt={intl.formatMessage({ id: 'case.evidence.photo' }, { name: passage.plate })}
              className="img-fluid rounded border"
              data-testid="case-notice-photo"
            />
            <figcaption className="small">
              <dl className="bo-vehicle-facts mb-0">
                <Fact label="case.evidence.passedAt">
                  <When at={passage.passedAt} />
                </Fact>
                <Fact label="case.evidence.gantry">
                  {passage.gantryCode} {passage.plazaName}
                </Fact>
                <Fact label="case.evidence.class">{passage.vehicleClass}</Fact>
                <Fact label="case.evidence.price">{baht(passage.price)}</Fact>
              </dl>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

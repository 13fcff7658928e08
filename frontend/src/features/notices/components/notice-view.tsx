import '../../../shared/theme/bootstrap/forms.scss';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { saveFile } from '../../../shared/files/save-file';
import { downloadLetter, type TLetterLanguage, type TNotice } from '../api/notices-api';
import { appealPath, mayPay, NEXT_STEP_LABEL, payPath } from './notice-labels';
import { NoticeStatusBadge } from './notice-status-badge';
import type { TNoticeFormat } from './use-notice-format';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The letter's PDF in Thai or English: a member's own, or a visitor's with the look-up's token. */
export function LetterButtons({ notice }: { notice: Pick<TNotice, 'noticeNo' | 'letterToken'> }) {
  const [busy, setBusy] = useState(false);
  const save = async (language: TLetterLanguage) => {
    setBusy(true);
    try {
      saveFile(await downloadLetter(notice, language), `${notice.noticeNo}-${language}.pdf`);
    } catch {
      // The "Operation status" modal says why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {(['th', 'en'] as const).map((language) => (
        <button
          key={language}
          type="button"
          className="btn btn-outline-primary"
          disabled={busy}
          onClick={() => void save(language)}
          data-testid={`notice-letter-${language}`}
        >
          <FormattedMessage id={`notices.letter.${language}`} />
        </button>
      ))}
    </>
  );
}

/**
 * A toll notice as its holder looks it up (requirements/notices-and-appeals.md): the vehicle, the
 * passages with their photos, the amounts so far, the due date, what happens next if nothing is
 * done, how to pay, the letter and how to appeal.
 */
export function NoticeView({ notice, format }: { notice: TNotice; format: TNoticeFormat }) {
  const intl = useIntl();
  return (
    <article className="notice-section" aria-labelledby="notice-view-title" data-testid="notice-view" data-notice={notice.noticeNo}>
      <div className="notice-head">
        <h2 id="notice-view-title" className="notice-title">
          <FormattedMessage id="invoices.notice.title" values={{ code: notice.noticeNo }} />
        </h2>
        <NoticeStatusBadge status={notice.status} />
      </div>
      <dl className="notice-facts">
        <Fact label="invoices.field.plate">
          {notice.vehicle.plate} {format.province(notice.vehicle.province)}
        </Fact>
        <Fact label="invoices.notice.issuedAt">{format.dayOf(notice.issuedAt)}</Fact>
        <Fact label="invoices.field.dueDate" testId="notice-due-date">
          {format.date(notice.dueDate)}
        </Fact>
        <Fact label="notices.field.toll">{format.baht(notice.tollAmount)}</Fact>
        <Fact label="notices.field.fees">{format.baht(notice.feesAmount)}</Fact>
        <Fact label="notices.field.fine">{format.baht(notice.fineAmount)}</Fact>
        <Fact label="invoices.notice.toPay" testId="notice-total">
          <strong>{format.baht(notice.totalAmount)}</strong>
        </Fact>
      </dl>
      {notice.nextStep && notice.status === 'OPEN' ? (
        <p className="alert alert-warning" data-testid="notice-next-step">
          <FormattedMessage
            id="notices.next"
            values={{
              date: format.dayOf(notice.nextStep.at),
              step: intl.formatMessage({ id: NEXT_STEP_LABEL[notice.nextStep.step] }),
              amount: format.baht(notice.nextStep.totalAmount),
            }}
          />
        </p>
      ) : null}
      {notice.status === 'APPEALED' ? (
        <p className="alert alert-info">
          <FormattedMessage id="notices.appealed" />
        </p>
      ) : null}
      <h3 className="notice-subtitle">
        <FormattedMessage id="notices.passages" values={{ count: notice.passages.length }} />
      </h3>
      <ul className="notice-passages">
        {notice.passages.map((passage) => {
          const when = format.dateTime(passage.passedAt);
          return (
            <li key={passage.passageId} className="notice-passage" data-testid="notice-passage">
              <a href={passage.photoUrl} target="_blank" rel="noreferrer">
                <img
                  className="notice-passage-photo"
                  src={passage.photoUrl}
                  alt={intl.formatMessage(
                    { id: 'invoices.passage.photo' },
                    { value: `${passage.plate} ${format.province(passage.province)}`, name: passage.plazaName, date: when },
                  )}
                  width={800}
                  height={450}
                  loading="lazy"
                />
              </a>
              <span>
                <FormattedMessage
                  id="notices.passage"
                  values={{
                    when: <time dateTime={passage.passedAt}>{when}</time>,
                    plaza: passage.plazaName,
                    amount: format.baht(passage.price),
                  }}
                />
              </span>
            </li>
          );
        })}
      </ul>
      <h3 className="notice-subtitle">
        <FormattedMessage id="notices.what.title" />
      </h3>
      <div className="notice-actions">
        {notice.payNow && mayPay(notice.status) ? (
          <Link className="btn btn-warning" to={payPath(notice.payNow.invoiceNo)} data-testid="notice-pay">
            <FormattedMessage id="notices.pay" values={{ amount: format.baht(notice.payNow.amount) }} />
          </Link>
        ) : null}
        <LetterButtons notice={notice} />
        {notice.appealable ? (
          <Link className="btn btn-outline-secondary" to={appealPath(notice.noticeNo)} data-testid="notice-appeal">
            <FormattedMessage id="notices.appeal" />
          </Link>
        ) : null}
      </div>
      {notice.payNow && mayPay(notice.status) ? (
        <p className="notice-hint mt-2 mb-0">
          <FormattedMessage id="notices.pay.hint" values={{ invoice: notice.payNow.invoiceNo, ref: notice.payNow.refNo }} />
        </p>
      ) : null}
      {notice.appealable ? (
        <p className="notice-hint mt-2 mb-0">
          <FormattedMessage id="notices.appeal.hint" values={{ date: format.date(notice.dueDate) }} />
        </p>
      ) : null}
    </article>
  );
}

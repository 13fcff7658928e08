import '../notices.css';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ApiError } from '@mflow/ui/api/api-types';
import { useLoad } from '../../../shared/api/use-load';
import { IconBook } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { useSession } from '../../../shared/session/session-context';
import { getMemberNotice, getNotices, lookUpNotice, type TNotice, type TNoticeProof } from '../api/notices-api';
import { NoticeList } from '../components/notice-list';
import { NoticeLookupForm } from '../components/notice-lookup-form';
import { NoticeView } from '../components/notice-view';
import { useNoticeFormat } from '../components/use-notice-format';

const refusalOf = (error: unknown) => (error instanceof ApiError ? error.errors.map((item) => item.description).join(' ') : '');

function MemberNotices({ onOpen }: { onOpen: (noticeNo: string) => void }) {
  const { language } = usePreferences();
  const format = useNoticeFormat();
  const state = useLoad(language, getNotices);
  return (
    <section aria-labelledby="notices-mine-title" className="mt-4">
      <h2 id="notices-mine-title" className="notice-title mb-3">
        <FormattedMessage id="notices.mine" />
      </h2>
      {state.status === 'loading' ? (
        <PageLoading />
      ) : state.status === 'failed' ? (
        <p className="alert alert-danger">
          <FormattedMessage id="modal.error.generic" />
        </p>
      ) : (
        <NoticeList notices={state.value} format={format} onOpen={onOpen} />
      )}
    </section>
  );
}

/**
 * MENU00012 /mflow/paymentnotice (requirements/notices-and-appeals.md#screens): anyone finds a
 * notice by the number on the letter with its plate; a member also has their list, each notice
 * with its details, pay, reprint and appeal.
 */
export function PaymentNoticePage() {
  const [params] = useSearchParams();
  const { loggedIn } = useSession();
  const format = useNoticeFormat();
  const [shown, setShown] = useState<TNotice>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  const show = async (load: () => Promise<TNotice>) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      setShown(await load());
    } catch (error) {
      setShown(undefined);
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader titleId="screen.paymentNotices" leadId="invoices.notice.lead" icon={<IconBook size={32} />} />
      <div className="container notices-page">
        <NoticeLookupForm
          initialNoticeNo={(params.get('noticeNo') ?? '').trim().toUpperCase()}
          busy={busy}
          onLookUp={(proof: TNoticeProof) => void show(() => lookUpNotice(proof))}
        />
        {refusal !== undefined ? (
          <p className="alert alert-warning" role="alert" data-testid="notice-not-found">
            {refusal || <FormattedMessage id="modal.error.generic" />}
          </p>
        ) : null}
        {shown ? <NoticeView key={shown.noticeNo} notice={shown} format={format} /> : null}
        {loggedIn ? <MemberNotices onOpen={(noticeNo) => void show(() => getMemberNotice(noticeNo))} /> : null}
      </div>
    </>
  );
}

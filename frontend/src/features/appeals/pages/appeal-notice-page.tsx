import '../appeals.css';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { IconScale } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { useSession } from '../../../shared/session/session-context';
import { AppointmentLookup } from '../components/appointment-lookup';
import { MemberAppeal } from '../components/member-appeal';
import { VisitorAppeal } from '../components/visitor-appeal';

/**
 * MENU00013 /mflow/appealnotice (requirements/notices-and-appeals.md#appeals): an appointment by
 * its number and plate; appealing a notice (a member's own, or a visitor's with the letter's
 * number, plate and a one-time code) and booking its appointment at a service centre.
 */
export function AppealNoticePage() {
  const [params] = useSearchParams();
  const { loggedIn } = useSession();
  const noticeNo = (params.get('noticeNo') ?? '').trim().toUpperCase();
  return (
    <>
      <PageHeader titleId="screen.appealNotice" leadId="appeals.lead" icon={<IconScale size={32} />} />
      <div className="container appeals-page">
        <section aria-labelledby="appeal-file-title">
          <h2 id="appeal-file-title" className="appeal-section-title">
            <FormattedMessage id="appeals.file.title" />
          </h2>
          {loggedIn ? <MemberAppeal initialNoticeNo={noticeNo} /> : <VisitorAppeal initialNoticeNo={noticeNo} />}
        </section>
        <AppointmentLookup />
      </div>
    </>
  );
}

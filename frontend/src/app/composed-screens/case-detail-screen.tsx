import { isClosedStatus } from '@mflow/contracts/cases/case-status';
import { CaseDetailPage } from '../../features/cases/pages/case-detail-page';
import { memberBooking } from '../../features/appeals/api/appeals-api';
import { AppointmentPanel } from '../../features/appeals/components/appointment-panel';

/** The member's case page holds the appeals feature's appointment panel; features do not import each other, so they meet here. */
export function CaseDetailScreen() {
  return (
    <CaseDetailPage
      appealPanel={(detail, onCaseChanged) => (
        <AppointmentPanel
          caseNo={detail.caseNo}
          appointment={detail.appeal?.appointment ?? null}
          open={!isClosedStatus(detail.status)}
          calls={memberBooking(detail.caseNo)}
          onCaseChanged={onCaseChanged}
        />
      )}
    />
  );
}

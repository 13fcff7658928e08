import { isClosedStatus } from '@mflow/contracts/cases/case-status';
import { CaseTrackingPage } from '../../features/case-tracking/pages/case-tracking-page';
import { visitorBooking } from '../../features/appeals/api/appeals-api';
import { AppointmentPanel } from '../../features/appeals/components/appointment-panel';

/** The visitor's tracked case holds the appeals feature's appointment panel, under the case's tracking session; features meet here. */
export function CaseTrackingScreen() {
  return (
    <CaseTrackingPage
      appealPanel={(detail, trackingToken, onCaseChanged) => (
        <AppointmentPanel
          caseNo={detail.caseNo}
          appointment={detail.appeal?.appointment ?? null}
          open={!isClosedStatus(detail.status)}
          calls={visitorBooking(detail.caseNo, trackingToken)}
          onCaseChanged={onCaseChanged}
        />
      )}
    />
  );
}

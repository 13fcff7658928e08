import { isClosedStatus } from '@mflow/contracts/cases/case-status';
import { CaseTrackingPage } from '../../features/case-tracking/pages/case-tracking-page';
import { reopenTrackedComplaint, trackedCase } from '../../features/case-tracking/api/case-tracking-api';
import { visitorBooking } from '../../features/appeals/api/appeals-api';
import { AppointmentPanel } from '../../features/appeals/components/appointment-panel';
import { ComplaintPanel } from '../../features/cases/components/complaint-panel';
import { VisitorRfidPanel } from '../../features/rfid/components/visitor-rfid-panel';

/**
 * The visitor's tracked case holds, under the case's tracking session, the appeals feature's
 * appointment panel, the cases feature's complaint panel (topic, type, reopening) and the RFID
 * feature's request panel (contact, fitting, cancellation); features meet here.
 */
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
      complaintPanel={(detail, trackingToken, onCaseChanged) =>
        detail.complaint ? (
          <ComplaintPanel
            complaint={detail.complaint}
            onReopen={async (text) => {
              await reopenTrackedComplaint(detail.caseNo, trackingToken, text);
              onCaseChanged(await trackedCase(detail.caseNo, trackingToken));
            }}
          />
        ) : null
      }
      rfidPanel={(detail, trackingToken, onCaseChanged) => (
        <VisitorRfidPanel
          caseNo={detail.caseNo}
          trackingToken={trackingToken}
          onChanged={() => void trackedCase(detail.caseNo, trackingToken).then(onCaseChanged, () => undefined)}
        />
      )}
    />
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseCaseNumber } from '@mflow/contracts/cases/case-numbers';
import { isClosedStatus } from '@mflow/contracts/cases/case-status';
import { CaseDetailPage } from '../../features/cases/pages/case-detail-page';
import { memberBooking } from '../../features/appeals/api/appeals-api';
import { AppointmentPanel } from '../../features/appeals/components/appointment-panel';
import { RfidCasePanel } from '../../features/rfid/components/rfid-case-panel';

/**
 * The member's case page holds the appeals feature's appointment panel and, below the case, an
 * RFID request's own panel; features do not import each other, so they meet here. A change made in
 * the RFID panel loads the case again so its status and timeline follow.
 */
export function CaseDetailScreen() {
  const [params] = useSearchParams();
  const [revision, setRevision] = useState(0);
  const caseNo = (params.get('caseNo') ?? '').trim().toUpperCase();
  const rfid = parseCaseNumber(caseNo)?.kind === 'RFID';
  return (
    <>
      <CaseDetailPage
        key={revision}
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
      {rfid ? (
        <div className="container cases-page">
          <RfidCasePanel caseNo={caseNo} onChanged={() => setRevision((count) => count + 1)} />
        </div>
      ) : null}
    </>
  );
}

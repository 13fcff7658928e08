import { FormattedDate, FormattedMessage } from 'react-intl';
import type { TRfidDetail } from '@mflow/contracts/cases/rfid.contract';

/** A Bangkok day as the request's other dates are shown. */
function Day({ date }: { date: string }) {
  return <FormattedDate value={`${date}T12:00:00+07:00`} dateStyle="long" timeZone="Asia/Bangkok" />;
}

function When({ at }: { at: string }) {
  return <FormattedDate value={at} dateStyle="long" timeStyle="short" timeZone="Asia/Bangkok" />;
}

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** An RFID request as its requester sees it, member or visitor: the tag, the contact and the day staff will have called by, the fitting, the tag fitted, the reason of a cancellation. */
export function RfidFacts({ rfid }: { rfid: TRfidDetail }) {
  return (
    <dl className="case-facts">
      <Fact label="rfid.tagKind">
        <FormattedMessage id={`rfid.tagKind.${rfid.tagKind}`} />
      </Fact>
      <Fact label="rfid.plate">{rfid.plate}</Fact>
      <Fact label="rfid.contactChannel">
        <FormattedMessage id={`rfid.contactChannel.${rfid.contactChannel}`} />
      </Fact>
      <Fact label="rfid.centre">{rfid.centreCode}</Fact>
      <Fact label="rfid.case.contact" testId="rfid-contact">
        {rfid.contactedAt ? (
          <FormattedMessage id="rfid.case.contactedAt" values={{ when: <When at={rfid.contactedAt} /> }} />
        ) : (
          <FormattedMessage id="rfid.case.contactBy" values={{ when: <Day date={rfid.contactDeadline} /> }} />
        )}
      </Fact>
      {rfid.appointment ? (
        <Fact label="rfid.case.fitting" testId="rfid-fitting">
          <When at={rfid.appointment.slotStart} />
          <span className="d-block text-body-secondary">{rfid.appointment.centreCode}</span>
        </Fact>
      ) : null}
      {rfid.installed ? (
        <Fact label="rfid.case.installed" testId="rfid-installed">
          <FormattedMessage id={`rfid.tagKind.${rfid.installed.tagKind}`} />
          <span className="d-block font-monospace">{rfid.installed.tagNumber}</span>
        </Fact>
      ) : null}
      {rfid.cancelReason ? <Fact label="rfid.case.cancelReason">{rfid.cancelReason}</Fact> : null}
    </dl>
  );
}

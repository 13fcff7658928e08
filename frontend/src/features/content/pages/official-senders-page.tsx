import '../content.css';
import { FormattedMessage } from 'react-intl';
import { IconShield } from '../../../shared/icons/icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { SectionCard } from '../../../shared/layout/section-card';

const CHANNELS = ['sms', 'email', 'web', 'phone'] as const;
const SIGNS = ['link', 'otp', 'urgent', 'account', 'app'] as const;
const STEPS = ['check', 'call', 'report'] as const;

/** Who really writes to customers, and how to tell a toll-payment scam; linked from every page's footer. */
export function OfficialSendersPage() {
  return (
    <>
      <PageHeader titleId="screen.officialSenders" leadId="senders.lead" icon={<IconShield size={32} />} />
      <div className="container page-body">
        <SectionCard id="senders" title={<FormattedMessage id="senders.channels.title" />} icon={<IconShield />}>
          <dl className="sender-list">
            {CHANNELS.map((channel) => (
              <div key={channel} className="sender-row">
                <dt>
                  <FormattedMessage id={`senders.channel.${channel}.name`} />
                </dt>
                <dd>
                  <strong className="sender-value">
                    <FormattedMessage id={`senders.channel.${channel}.value`} />
                  </strong>
                  <span className="d-block text-body-secondary">
                    <FormattedMessage id={`senders.channel.${channel}.detail`} />
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </SectionCard>
        <SectionCard id="scams" title={<FormattedMessage id="senders.scams.title" />}>
          <p>
            <FormattedMessage id="senders.scams.intro" />
          </p>
          <ul>
            {SIGNS.map((sign) => (
              <li key={sign}>
                <FormattedMessage id={`senders.sign.${sign}`} />
              </li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard id="steps" title={<FormattedMessage id="senders.steps.title" />}>
          <ol>
            {STEPS.map((step) => (
              <li key={step}>
                <FormattedMessage id={`senders.step.${step}`} />
              </li>
            ))}
          </ol>
        </SectionCard>
      </div>
    </>
  );
}

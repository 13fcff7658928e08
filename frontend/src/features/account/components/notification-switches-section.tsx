import '../../../shared/theme/bootstrap/forms.scss';
import type {
  TNotificationChannel,
  TNotificationEvent,
  TNotificationSettings,
} from '@mflow/contracts/notification/notification-settings.contract';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { IconLock, IconMail } from '../../../shared/icons/icons';
import { SectionCard } from '../../../shared/layout/section-card';
import { updateNotificationSettings } from '../api/notification-settings-api';
import { changedChoices, switchesOf, turn } from './notification-switches';
import { useSaved } from './use-saved';

const CHANNELS: { channel: TNotificationChannel; field: 'email' | 'sms'; label: string }[] = [
  { channel: 'EMAIL', field: 'email', label: 'notifications.channel.email' },
  { channel: 'SMS', field: 'sms', label: 'notifications.channel.sms' },
];

/** An event added to the contract's table needs its name here before the page compiles. */
const EVENT_NAMES: Record<TNotificationEvent, string> = {
  INVOICE_ISSUED: 'notifications.event.invoiceIssued',
  INVOICE_NEAR_DUE: 'notifications.event.invoiceNearDue',
  INVOICE_OVERDUE: 'notifications.event.invoiceOverdue',
  TOLL_NOTICE: 'notifications.event.tollNotice',
  PAYMENT_RESULT: 'notifications.event.paymentResult',
  AUTOMATIC_PAYMENT: 'notifications.event.automaticPayment',
  CASE_UPDATE: 'notifications.event.caseUpdate',
  CASE_DECISION: 'notifications.event.caseDecision',
  PROMOTION: 'notifications.event.promotion',
  PREPAID_LOW_BALANCE: 'notifications.event.prepaidLowBalance',
  PREPAID_REPLENISHMENT_FAILED: 'notifications.event.prepaidReplenishmentFailed',
  PREPAID_INSUFFICIENT: 'notifications.event.prepaidInsufficient',
};

/**
 * A switch per account event and channel (requirements/accounts.md#notification-settings). A legal
 * notice's switches are shown on and disabled, described by the reason, so a screen reader hears
 * why they do not move.
 */
export function NotificationSwitchesSection({ initial }: { initial: TNotificationSettings }) {
  const saved = useSaved();
  const [settings, setSettings] = useState(initial.settings);
  const [switches, setSwitches] = useState(() => switchesOf(initial.settings));
  const [saving, setSaving] = useState(false);
  const choices = changedChoices(settings, switches);
  const onSubmit = async () => {
    setSaving(true);
    const updated = await updateNotificationSettings({ choices }).catch(() => undefined);
    setSaving(false);
    if (!updated) return;
    setSettings(updated.settings);
    setSwitches(switchesOf(updated.settings));
    saved();
  };
  return (
    <SectionCard id="notification-switches" title={<FormattedMessage id="notifications.switches.title" />} icon={<IconMail size={20} />}>
      <p className="text-body-secondary">
        <FormattedMessage id="notifications.switches.lead" />
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <div className="notification-events">
          {settings.map((setting) => {
            const noteId = `notification-legal-${setting.event}`;
            return (
              <fieldset key={setting.event} className="notification-event">
                <legend className="notification-event-name">
                  <FormattedMessage id={EVENT_NAMES[setting.event]} />
                </legend>
                <div className="notification-event-switches">
                  {CHANNELS.map(({ channel, field, label }) => {
                    const id = `notification-${setting.event}-${channel}`;
                    return (
                      <div key={channel} className="form-check form-switch">
                        <input
                          id={id}
                          className="form-check-input"
                          type="checkbox"
                          role="switch"
                          checked={switches[setting.event]?.[field] ?? false}
                          disabled={setting.legal}
                          aria-describedby={setting.legal ? noteId : undefined}
                          onChange={(event) => setSwitches((current) => turn(current, setting, channel, event.target.checked))}
                        />
                        <label className="form-check-label" htmlFor={id}>
                          <FormattedMessage id={label} />
                        </label>
                      </div>
                    );
                  })}
                </div>
                {setting.legal ? (
                  <p id={noteId} className="form-text notification-legal mb-0">
                    <IconLock size={14} /> <FormattedMessage id="notifications.legal" />
                  </p>
                ) : null}
              </fieldset>
            );
          })}
        </div>
        <button type="submit" className="btn btn-primary mt-3" disabled={choices.length === 0 || saving}>
          <FormattedMessage id="account.save" />
        </button>
      </form>
    </SectionCard>
  );
}

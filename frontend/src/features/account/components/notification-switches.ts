import type {
  TNotificationChannel,
  TNotificationChoice,
  TNotificationEvent,
  TNotificationSetting,
} from '@mflow/contracts/notification/notification-settings.contract';

/** The switches as the page holds them while the member turns them: per event, e-mail and SMS. */
export type TSwitches = Partial<Record<TNotificationEvent, { email: boolean; sms: boolean }>>;

const FIELDS: Record<TNotificationChannel, 'email' | 'sms'> = { EMAIL: 'email', SMS: 'sms' };

export function switchesOf(settings: TNotificationSetting[]): TSwitches {
  return Object.fromEntries(settings.map(({ event, email, sms }) => [event, { email, sms }]));
}

/** The switch turned, leaving a legal notice's switches as they are: they stay on. */
export function turn(switches: TSwitches, setting: TNotificationSetting, channel: TNotificationChannel, on: boolean): TSwitches {
  const current = switches[setting.event];
  if (setting.legal || !current) return switches;
  return { ...switches, [setting.event]: { ...current, [FIELDS[channel]]: on } };
}

/** What the PUT sends: only the switches that differ from what was saved, never a legal notice's. */
export function changedChoices(saved: TNotificationSetting[], switches: TSwitches): TNotificationChoice[] {
  return saved.flatMap((setting) =>
    setting.legal
      ? []
      : (['EMAIL', 'SMS'] as const).flatMap((channel) => {
          const enabled = switches[setting.event]?.[FIELDS[channel]];
          return enabled === undefined || enabled === setting[FIELDS[channel]] ? [] : [{ event: setting.event, channel, enabled }];
        }),
  );
}

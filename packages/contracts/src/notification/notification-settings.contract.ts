import { z } from 'zod';

export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

type TEventRule = {
  /** A notice the law requires (requirements/accounts.md#notification-settings): always sent, its switches locked on. */
  legal: boolean;
  /** Channels off until the member turns them on; every other channel starts on (decision 0065). */
  offByDefault?: readonly TNotificationChannel[];
};

/**
 * The account events a member's notification settings govern, in the order the settings page lists
 * them. Adding an event is a line here; a sender names its event when it tells a member.
 */
const NOTIFICATION_EVENTS = {
  INVOICE_ISSUED: { legal: false },
  INVOICE_NEAR_DUE: { legal: false },
  INVOICE_OVERDUE: { legal: true },
  TOLL_NOTICE: { legal: true },
  PAYMENT_RESULT: { legal: false },
  AUTOMATIC_PAYMENT: { legal: false },
  CASE_UPDATE: { legal: false },
  CASE_DECISION: { legal: true },
  PROMOTION: { legal: false, offByDefault: ['SMS'] },
  PREPAID_LOW_BALANCE: { legal: false },
  PREPAID_REPLENISHMENT_FAILED: { legal: false },
  PREPAID_INSUFFICIENT: { legal: false },
} as const satisfies Record<string, TEventRule>;

export type TNotificationEvent = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_EVENT_NAMES = Object.keys(NOTIFICATION_EVENTS) as [TNotificationEvent, ...TNotificationEvent[]];

export function isLegalEvent(event: TNotificationEvent): boolean {
  return NOTIFICATION_EVENTS[event].legal;
}

/** Whether a channel of an event is on when the member has not chosen. */
export function isOnByDefault(event: TNotificationEvent, channel: TNotificationChannel): boolean {
  const rule: TEventRule = NOTIFICATION_EVENTS[event];
  return !(rule.offByDefault ?? []).includes(channel);
}

const ZEventSchema = z.enum(NOTIFICATION_EVENT_NAMES).meta({ example: 'INVOICE_ISSUED' });
const ZChannelSchema = z.enum(NOTIFICATION_CHANNELS);

const ZNotificationSettingSchema = z
  .object({
    event: ZEventSchema,
    legal: z.boolean().meta({ description: 'A legal notice: sent whatever the member chooses, so its switches stay on' }),
    email: z.boolean(),
    sms: z.boolean(),
  })
  .meta({ id: 'NotificationSetting' });

export const ZNotificationSettingsSchema = z
  .object({
    notificationLanguage: z.enum(['TH', 'EN']),
    settings: z.array(ZNotificationSettingSchema),
  })
  .meta({ id: 'NotificationSettings' });

/** One switch turned on or off; switches not named keep their state. */
const ZNotificationChoiceSchema = z.strictObject({ event: ZEventSchema, channel: ZChannelSchema, enabled: z.boolean() });

export const ZUpdateNotificationSettingsSchema = z.strictObject({
  notificationLanguage: z.enum(['TH', 'EN']).optional(),
  choices: z.array(ZNotificationChoiceSchema).max(NOTIFICATION_EVENT_NAMES.length * NOTIFICATION_CHANNELS.length),
});

export type TNotificationSetting = z.infer<typeof ZNotificationSettingSchema>;
export type TNotificationSettings = z.infer<typeof ZNotificationSettingsSchema>;
export type TNotificationChoice = z.infer<typeof ZNotificationChoiceSchema>;
export type TUpdateNotificationSettings = z.infer<typeof ZUpdateNotificationSettingsSchema>;

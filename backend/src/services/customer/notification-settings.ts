import { and, eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_NAMES,
  isLegalEvent,
  isOnByDefault,
  type TNotificationChannel,
  type TNotificationEvent,
  type TNotificationSettings,
  type TUpdateNotificationSettings,
} from '@mflow/contracts/notification/notification-settings.contract';
import type { Clock } from '../../platform/clock';
import type { TQueryable } from '../../platform/db/database';
import { AppError, type TErrorItem } from '../../platform/errors/app-error';
import { customerNotificationChoices, customers } from './customer.schema';
import { findCustomer } from './customer-records';

type TChoices = Map<string, boolean>;

async function ownCustomer(db: TQueryable, customerId: string) {
  const customer = await findCustomer({ db, customerId });
  if (!customer) throw new AppError('ERR_CUST_0031');
  return customer;
}
const keyOf = (event: TNotificationEvent, channel: TNotificationChannel) => `${event}:${channel}`;

async function choicesOf(db: TQueryable, customerId: string, event?: TNotificationEvent): Promise<TChoices> {
  const rows = await db
    .select({
      event: customerNotificationChoices.event,
      channel: customerNotificationChoices.channel,
      enabled: customerNotificationChoices.enabled,
    })
    .from(customerNotificationChoices)
    .where(
      event
        ? and(eq(customerNotificationChoices.customerId, customerId), eq(customerNotificationChoices.event, event))
        : eq(customerNotificationChoices.customerId, customerId),
    );
  return new Map(rows.map((row) => [`${row.event}:${row.channel}`, row.enabled]));
}

/** A legal notice is on whatever was stored; any other switch is the member's choice, or its default. */
function isOn(choices: TChoices, event: TNotificationEvent, channel: TNotificationChannel): boolean {
  if (isLegalEvent(event)) return true;
  return choices.get(keyOf(event, channel)) ?? isOnByDefault(event, channel);
}

/**
 * The channels on which a member is told of an event (requirements/accounts.md#notification-settings).
 * Every sender of a member's account notice asks here, through sendToMember (member-notices.ts).
 */
export async function channelsFor({
  db,
  customerId,
  event,
}: {
  db: TQueryable;
  customerId: string;
  event: TNotificationEvent;
}): Promise<Set<TNotificationChannel>> {
  const choices = isLegalEvent(event) ? new Map<string, boolean>() : await choicesOf(db, customerId, event);
  return new Set(NOTIFICATION_CHANNELS.filter((channel) => isOn(choices, event, channel)));
}

export async function getNotificationSettings({ db, customerId }: { db: TQueryable; customerId: string }): Promise<TNotificationSettings> {
  const customer = await ownCustomer(db, customerId);
  const choices = await choicesOf(db, customerId);
  return {
    notificationLanguage: customer.notificationLanguage,
    settings: NOTIFICATION_EVENT_NAMES.map((event) => ({
      event,
      legal: isLegalEvent(event),
      email: isOn(choices, event, 'EMAIL'),
      sms: isOn(choices, event, 'SMS'),
    })),
  };
}

/**
 * Turns the switches named and, when given, changes the notification language. Switching a legal
 * notice off is refused, whole, naming each such switch; switching one on changes nothing.
 */
export async function updateNotificationSettings({
  db,
  clock,
  customerId,
  changes,
}: {
  db: TQueryable;
  clock: Clock;
  customerId: string;
  changes: TUpdateNotificationSettings;
}): Promise<TNotificationSettings> {
  await ownCustomer(db, customerId);
  const refused = changes.choices.flatMap((choice, index): TErrorItem[] =>
    isLegalEvent(choice.event) && !choice.enabled ? [{ code: 'ERR_CUST_0049', params: { field: `choices.${index}.enabled` } }] : [],
  );
  if (refused.length > 0) throw AppError.many(refused as [TErrorItem, ...TErrorItem[]]);
  const now = clock.now();
  const rows = changes.choices
    .filter((choice) => !isLegalEvent(choice.event))
    .map((choice) => ({ customerId, event: choice.event, channel: choice.channel, enabled: choice.enabled, updatedAt: now }));
  await db.transaction(async (tx) => {
    if (rows.length > 0)
      await tx
        .insert(customerNotificationChoices)
        .values(rows)
        .onConflictDoUpdate({
          target: [customerNotificationChoices.customerId, customerNotificationChoices.event, customerNotificationChoices.channel],
          set: { enabled: sql`excluded.enabled`, updatedAt: now },
        });
    if (changes.notificationLanguage)
      await tx
        .update(customers)
        .set({ notificationLanguage: changes.notificationLanguage, updatedAt: now })
        .where(eq(customers.id, customerId));
  });
  return getNotificationSettings({ db, customerId });
}

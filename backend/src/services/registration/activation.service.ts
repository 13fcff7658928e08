import type { TConfig } from '../../platform/app-config';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { notifyCustomer } from '../customer/customer-notify';
import { confirmEmail, findAwaitingEmailConfirmation, findCustomer, type TCustomerRow } from '../customer/customer-records';
import { ACTIVATION_LINK_TTL_MS, findLinkToken, issueLinkToken, lastLinkIssuedAt, markLinkUsed, portalLink } from '../customer/link-tokens';
import { normaliseContact } from '../notification/contact';
import type { TNotifier } from '../../platform/ports';
import type { TCustomerStatus } from '@mflow/contracts/customer/customer-kinds';

/** A second resend within this time sends nothing new (and says so to nobody). */
const RESEND_COOLDOWN_MS = 60_000;

type SendLinkOptions = { db: TQueryable; notifier: TNotifier; config: TConfig; customer: TCustomerRow; token: string };

/** The e-mail with the confirmation link, written with the change that issued the link. */
export async function sendActivationLink({ db, notifier, config, customer, token }: SendLinkOptions): Promise<void> {
  await notifyCustomer({
    db,
    notifier,
    customer,
    template: 'EMAIL_ACTIVATION',
    params: { link: portalLink(config, 'ACTIVATE_EMAIL', token), days: ACTIVATION_LINK_TTL_MS / 86_400_000 },
  });
}

/**
 * Registration step 4 (requirements/accounts.md#registration-steps): the e-mailed link confirms the address and the registration goes to staff. A link
 * opened again (a second click, a mail scanner) answers the registration's status instead of an error.
 */
export async function activateEmail({
  db,
  clock,
  token,
}: {
  db: TDatabase;
  clock: Clock;
  token: string;
}): Promise<{ status: TCustomerStatus }> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const link = await findLinkToken({ db: tx, token, purpose: 'ACTIVATE_EMAIL' });
    if (!link?.customerId || link.revokedAt) throw new AppError('ERR_CUST_0032');
    const customer = await findCustomer({ db: tx, customerId: link.customerId, lock: true });
    if (!customer) throw new AppError('ERR_CUST_0032');
    if (link.usedAt) return { status: customer.status };
    if (link.expiresAt <= now || customer.status !== 'WAIT_EMAIL_CONFIRM') throw new AppError('ERR_CUST_0032');
    await confirmEmail({ db: tx, customerId: customer.id, at: now });
    await markLinkUsed({ db: tx, linkId: link.id, at: now });
    return { status: 'PENDING_APPROVAL' as const };
  });
}

type ResendOptions = { db: TDatabase; clock: Clock; config: TConfig; notifier: TNotifier; email: string };

/**
 * A new confirmation link for a registration still waiting for it; the old link stops working.
 * Unknown addresses and resends within a minute are answered the same but send nothing.
 */
export async function resendActivationLink({ db, clock, config, notifier, email }: ResendOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const customer = await findAwaitingEmailConfirmation({ db: tx, email: normaliseContact(email) });
    if (!customer) return;
    const last = await lastLinkIssuedAt({ db: tx, customerId: customer.id, purpose: 'ACTIVATE_EMAIL' });
    if (last && clock.now().getTime() - last.getTime() < RESEND_COOLDOWN_MS) return;
    const { token } = await issueLinkToken({
      db: tx,
      clock,
      customerId: customer.id,
      purpose: 'ACTIVATE_EMAIL',
      ttlMs: ACTIVATION_LINK_TTL_MS,
    });
    await sendActivationLink({ db: tx, notifier, config, customer, token });
  });
}

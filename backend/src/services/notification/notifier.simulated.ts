import { randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import type { TNotifier } from '../../platform/ports';
import { outboxRowOf } from './notifier';
import { outboxMessages } from './notification.schema';

/**
 * The simulated world's mail and SMS: nothing leaves the machine, every message lands in the
 * outbox with status SIMULATED, where testers and trainers read it (the portal's mailbox page).
 */
export function createSimulatedNotifier({ clock }: { clock: Clock }): TNotifier {
  return {
    async send({ db, message }) {
      const id = randomUUID();
      const createdAt = clock.now();
      await db.insert(outboxMessages).values({ ...outboxRowOf(message, id, createdAt), status: 'SIMULATED', sentAt: createdAt });
      return { id, status: 'SIMULATED' };
    },
  };
}

import { Client, type ClientConfig } from 'pg';
import type { Logger } from 'pino';

export type TRetryDelays = { firstMs: number; maxMs: number };

export type TNotificationListenerOptions = {
  /** A connection of its own: a pooled one goes back to the pool and stops hearing notifications. */
  connection: ClientConfig;
  channel: string;
  logger: Logger;
  onNotification(payload: string): void;
  /** Runs after every reconnection, to catch up on what was notified while the connection was down. */
  onReconnected(): Promise<void>;
  retry: TRetryDelays;
};

export type TNotificationListener = {
  /** Connects and listens; rejects when the first connection fails, so a bad start-up is seen at once. */
  start(): Promise<void>;
  close(): Promise<void>;
};

/**
 * LISTEN on one PostgreSQL channel for as long as the process lives: when the connection drops
 * (a database restart, a failover, an idle cut by a proxy), it reconnects with doubling delays.
 */
export function createNotificationListener(options: TNotificationListenerOptions): TNotificationListener {
  const { channel, logger, retry } = options;
  let client: Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = retry.firstMs;

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () =>
          options.onReconnected().catch((error: unknown) => logger.warn({ err: error, channel }, 'catching up after reconnecting failed')),
        (error: unknown) => {
          logger.warn({ err: error, channel, retryInMs: delayMs }, 'listening for notifications failed; retrying');
          scheduleReconnect();
        },
      );
    }, delayMs);
    retryTimer.unref();
    delayMs = Math.min(delayMs * 2, retry.maxMs);
  }

  async function connect(): Promise<void> {
    const candidate = new Client({ ...options.connection, keepAlive: true });
    // Without an error listener a dropped connection would crash the process.
    candidate.on('error', (error) => logger.warn({ err: error, channel }, 'notification connection lost'));
    candidate.on('end', () => {
      if (client !== candidate) return;
      client = undefined;
      scheduleReconnect();
    });
    candidate.on('notification', (message) => {
      if (message.channel === channel) options.onNotification(message.payload ?? '');
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN "${channel}"`);
    } catch (error) {
      await candidate.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await candidate.end();
      return;
    }
    client = candidate;
    delayMs = retry.firstMs;
  }

  return {
    start: connect,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const open = client;
      client = undefined;
      await open?.end();
    },
  };
}

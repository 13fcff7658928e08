import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Writes to stdout without blocking the event loop, so requests do not wait on a log collector
 * that reads slowly; lines that arrive while a write is under way go out together in the next
 * one, and a quiet server still writes each line at once. pino flushes what is left on exit.
 */
function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

export function createLogger(level: string, destination: DestinationStream = standardOutput()): Logger {
  return pino(
    {
      level,
      base: { service: 'mflow' },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.accesskey', 'req.headers.cookie', '*.password', '*.otp'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Writes to stdout without blocking: lines that arrive while a write is under way go out together
 * in the next one, so a busy server makes one system call for many requests rather than one each,
 * and a quiet one still writes each line at once. pino flushes what is left when the process exits.
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

import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'mflow' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.accesskey', 'req.headers.cookie', '*.password', '*.otp'],
      censor: '[redacted]',
    },
  });
}

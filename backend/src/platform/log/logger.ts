import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Writes to stdout without blocking the event loop, so requests do not wait on a log collector
 * that reads slowly; lines that arrive while a write is under way go out together in the next
 * one, and a quiet server still writes each line at once. pino flushes what is left on exit.
 */
function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/** What PostgreSQL says of a failed statement that names no value: `detail` and `where` can quote a row, so they stay out. */
const SAFE_DATABASE_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint'] as const;

/**
 * A failed statement without the values it was run with: drizzle puts them in its error's message
 * (and so in the stack) and in `params`, and a caller's e-mail, mobile or ID number would reach the
 * log with them. The statement itself, with its placeholders, is what a diagnosis needs.
 */
function queryErrorWithoutValues(error: DrizzleQueryError) {
  const message = `Failed query: ${error.query}`;
  const cause = error.cause as Record<string, unknown> | undefined;
  return {
    type: 'DrizzleQueryError',
    message,
    query: error.query,
    parameterCount: error.params.length,
    stack: message + (error.stack ?? '').slice(error.stack?.indexOf('\n    at ') ?? 0),
    ...(cause
      ? {
          cause: {
            type: cause.constructor?.name,
            message: cause.message,
            ...Object.fromEntries(SAFE_DATABASE_FIELDS.filter((field) => cause[field] !== undefined).map((field) => [field, cause[field]])),
          },
        }
      : {}),
  };
}

function serialisedError(error: unknown) {
  return error instanceof DrizzleQueryError ? queryErrorWithoutValues(error) : pino.stdSerializers.err(error as Error);
}

export function createLogger(level: string, destination: DestinationStream = standardOutput()): Logger {
  return pino(
    {
      level,
      base: { service: 'mflow' },
      serializers: { err: serialisedError },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.accesskey', 'req.headers.cookie', '*.password', '*.otp'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

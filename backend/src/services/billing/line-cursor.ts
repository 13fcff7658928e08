import { AppError } from '../../platform/errors/app-error';
import type { TLineKey } from '../toll/fleet-passage-reads';

/**
 * A page's cursor as the client holds it: the key of its last line, opaque to the client. A key
 * only says where to go on inside the caller's own lines (the reads filter by customer first), so
 * a cursor made up or copied from another member shows nothing it should not.
 */
export function encodeLineCursor(key: TLineKey): string {
  return Buffer.from(`${key.at}|${key.id}`, 'utf8').toString('base64url');
}

const KEY = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The key a cursor holds; anything else is refused as ERR_BILL_0008 before it reaches a statement. */
export function decodeLineCursor(cursor: string | undefined): TLineKey | undefined {
  if (cursor === undefined) return undefined;
  const match = KEY.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1]))) throw new AppError('ERR_BILL_0008');
  return { at: match[1], id: match[2] };
}

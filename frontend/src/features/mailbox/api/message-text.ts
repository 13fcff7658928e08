import type { TOutboxMessage } from '@mflow/contracts/notification/outbox.contract';

export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; href: string } | { kind: 'code'; text: string };

const LINK_OR_CODE = /(https?:\/\/[^\s<>"']+)|(\b\d{6}\b)/g;

/**
 * A message's text cut into plain text, links (made clickable) and 6-digit codes (highlighted), so
 * the body can be shown without rendering any HTML from the outbox.
 */
export function piecesOf(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_OR_CODE)) {
    const index = match.index ?? 0;
    if (index > last) pieces.push({ kind: 'text', text: text.slice(last, index) });
    if (match[1]) pieces.push({ kind: 'link', href: match[1].replace(/[.,)]+$/, '') });
    else pieces.push({ kind: 'code', text: match[0] });
    last = index + (match[1] ? match[1].replace(/[.,)]+$/, '').length : match[0].length);
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/** The newest first, whatever order the server used. */
export function newestFirst(messages: TOutboxMessage[]): TOutboxMessage[] {
  return [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

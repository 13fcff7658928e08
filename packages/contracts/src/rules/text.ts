import { z } from 'zod';

/** Tab, line feed and carriage return: the layout of text written over several lines (a message, a reason). */
const LAYOUT = new Set([0x09, 0x0a, 0x0d]);

/**
 * Whether a string holds a C0 control character (U+0000 to U+001F), which no field of ours takes:
 * a NUL cannot even be stored in PostgreSQL text, and the rest are invisible on every page,
 * receipt and log line they would reach.
 */
function hasControlCharacter(value: string, allowLayout: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 && !(allowLayout && LAYOUT.has(code))) return true;
  }
  return false;
}

/**
 * A one-line string from a caller: a path or query parameter, a name, a code. The request schemas'
 * strings start here (or from multilineText), so a control character is the envelope's 400
 * (`ERR_COMMON_0002`) before it reaches a rule or the database.
 */
export const text = () => z.string().refine((value) => !hasControlCharacter(value, false), 'ERR_COMMON_0002');

/** A string written over several lines (a textarea): tab and line breaks allowed, other controls not. */
export const multilineText = () => z.string().refine((value) => !hasControlCharacter(value, true), 'ERR_COMMON_0002');

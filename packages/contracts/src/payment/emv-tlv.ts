/**
 * EMVCo merchant-presented QR payloads (EMV QRCPS): a string of fields, each a 2-digit ID, a
 * 2-digit length and the value; templates nest the same format in their value.
 */
export type TEmvField = { id: string; value: string };

export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`an EMV field ID is two digits, not ${id}`);
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR), as 4 uppercase hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Splits a run of fields; throws when a length runs past the end or is not two digits. */
export function parseEmvFields(text: string): TEmvField[] {
  const fields: TEmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    // Stryker disable next-line Regex: the slices are at most 2 characters, so dropping an anchor matches the same strings
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) throw new Error(`malformed EMV field at position ${at}`);
    const end = at + 4 + Number(length);
    if (end > text.length) throw new Error(`EMV field ${id} runs past the end of the payload`);
    fields.push({ id, value: text.slice(at + 4, end) });
    at = end;
  }
  return fields;
}

import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { findMasterItems } from '../master/master.service';
import { findPassage, type TPassageRow } from './passage-records';

/**
 * The passage photo (decision 0017). The simulated gantry has no camera, so the photo is drawn from
 * the passage row when it is asked for, the same every time: an SVG with the plate, province,
 * gantry, lane and time on it. Nothing is stored, which a million passages a benchmark would
 * otherwise fill the database with; a real deployment receives camera photos through the gantry
 * port and stores them through the file port instead.
 */

export const PASSAGE_PHOTO_MIME_TYPE = 'image/svg+xml';

/**
 * Photo links use the file module's keys, signed over a subject of their own: a key for a
 * passage's photo can never open a stored file, whose subject is a bare file id.
 */
function photoSubject(passageId: string): string {
  return `passage-photo:${passageId}`;
}

/** A signed link to a passage's photo, for the passages a caller shows (billing's lines). */
export type TPhotoUrl = (passageId: string) => string;

/** The photo's path with a key valid as long as a file download key. */
export function passagePhotoUrl(fileKeys: TFileKeys, passageId: string): string {
  return `/invoiceservice/api/v1/passages/${encodeURIComponent(passageId)}/photo?key=${fileKeys.keyFor(photoSubject(passageId))}`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** `2026-11-16 09:00:00` in Bangkok: cameras stamp local time. */
function bangkokTimestamp(instant: Date): string {
  const clock = new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(11, 19);
  return `${bangkokDateOf(instant)} ${clock}`;
}

const FONT = "Sarabun, 'Noto Sans Thai', Tahoma, 'DejaVu Sans', sans-serif";

/** Large for a Thai plate; smaller for a long foreign one, so that it stays on the plate. */
function plateFontSize(plate: string): number {
  return Math.min(64, Math.floor(540 / Math.max(plate.length, 1)));
}

/** The photo of a passage as SVG text; `provinceName` is the province's Thai name as plates show it. */
function renderPassagePhoto({ passage, provinceName }: { passage: TPassageRow; provinceName: string }): string {
  const text = (x: number, y: number, size: number, content: string, attributes = '') =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}"${attributes}>${escapeXml(content)}</text>`;
  const caption = `${passage.gantryCode} · lane ${passage.lane} · ${bangkokTimestamp(passage.passedAt)} (UTC+07:00)`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="${escapeXml(`${passage.plate} ${provinceName}, ${caption}`)}">`,
    '<rect width="800" height="450" fill="#20262d"/>',
    '<path d="M0 450 L300 110 L500 110 L800 450 Z" fill="#3a4048"/>',
    '<path d="M400 130 L400 170 M400 210 L400 270 M400 320 L400 420" stroke="#d9d9d9" stroke-width="6"/>',
    '<rect x="0" y="0" width="800" height="56" fill="#000000" fill-opacity="0.6"/>',
    text(20, 36, 22, caption, ' fill="#f2f2f2"'),
    '<rect x="230" y="215" width="340" height="160" rx="14" fill="#ffffff" stroke="#111111" stroke-width="5"/>',
    text(400, 300, plateFontSize(passage.plate), passage.plate, ' text-anchor="middle" font-weight="bold" fill="#111111"'),
    text(400, 350, 28, provinceName, ' text-anchor="middle" fill="#111111"'),
    text(20, 430, 18, `${passage.plazaCode} · class ${passage.vehicleClass} · ${passage.id}`, ' fill="#c8c8c8"'),
    '</svg>',
  ].join('');
}

/**
 * The photo of a passage for whoever holds its link: the key is checked first (ERR_FILE_0008 for a
 * key that is not this photo's, ERR_FILE_0009 once expired), then the passage is drawn.
 */
export async function passagePhoto({
  db,
  fileKeys,
  passageId,
  key,
}: {
  db: TQueryable;
  fileKeys: TFileKeys;
  passageId: string;
  key: string;
}): Promise<{ bytes: Buffer; mimeType: string; fileName: string }> {
  fileKeys.verify(photoSubject(passageId), key);
  const passage = await findPassage({ db, passageId });
  if (!passage) throw new AppError('ERR_TOLL_0008');
  const [province] = await findMasterItems({ db, keys: [{ listName: 'provinces', code: passage.province }] });
  const svg = renderPassagePhoto({ passage, provinceName: province?.nameTh ?? passage.province });
  return { bytes: Buffer.from(svg, 'utf8'), mimeType: PASSAGE_PHOTO_MIME_TYPE, fileName: `passage-${passage.id}.svg` };
}

/**
 * The vehicle module's pure rules: reference codes, masking, whose a registered vehicle is,
 * documents as rows, and which statuses may follow which. No database, no clock.
 */
import { randomInt } from 'node:crypto';
import {
  MIN_REGISTRATION_BOOK_PAGES,
  requiredVehicleDocuments,
  VEHICLE_DOCUMENT_SLOTS,
  type TVehicleDocumentSlot,
} from '@mflow/contracts/vehicle/vehicle-documents';
import type { TOwnerFlag, TVehicleSource, TVehicleStatus } from '@mflow/contracts/vehicle/vehicle-kinds';
import type { TVehicleDocumentsInput } from '@mflow/contracts/vehicle/vehicle.contract';
import type { TRegisteredVehicle } from '../../platform/ports';

/**
 * Reference codes: `V` and 9 characters from 31 that cannot be misread for one another (no 0/O,
 * 1/I/L), 10 in all, such as `V7KQ2M9XHD`. 31^9 (about 2.6 * 10^13) codes make guessing a
 * vehicle's code through the public look-up hopeless at its rate limit, and the code is short
 * enough to read out over the phone.
 */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_CODE = /^V[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{9}$/;

export function newVehicleReferenceCode(pick: (size: number) => number = randomInt): string {
  return `V${Array.from({ length: 9 }, () => REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)]).join('')}`;
}

/** A code as people type it: spaces and dashes left out, lower case read as upper case. */
export function normaliseReferenceCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * A person's name for a visitor's eyes: the first two letters of each name, then `***`
 * (`สมชาย ใจดี` → `สม*** ใจ***`). Letters are counted as the eye sees them, so a Thai vowel or tone
 * mark is never cut from its consonant.
 */
export function maskPersonName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(
      (word) =>
        `${[...graphemes.segment(word)]
          .slice(0, 2)
          .map((part) => part.segment)
          .join('')}***`,
    )
    .join(' ');
}

/** The numbers that make a registrant the registered owner: a person's ID or passport number, a company's juristic number. */
export type TRegistrant = { type: 'PERSON' | 'COMPANY'; id: string } | { type: 'EITHER'; id: string };

export function isRegisteredOwner(vehicle: TRegisteredVehicle, registrant: TRegistrant): boolean {
  const sameType = registrant.type === 'EITHER' || registrant.type === vehicle.owner.type;
  return sameType && vehicle.owner.id.toUpperCase() === registrant.id.trim().toUpperCase();
}

export type TDocumentRow = { slot: TVehicleDocumentSlot; page: number; fileId: string };

/** The form's documents as one row a file, pages of the registration book numbered from 1. */
export function documentRowsOf(documents: TVehicleDocumentsInput): TDocumentRow[] {
  const rows: TDocumentRow[] = [];
  for (const slot of VEHICLE_DOCUMENT_SLOTS) {
    if (slot === 'registrationBook') {
      documents.registrationBook.forEach((fileId, index) => rows.push({ slot, page: index + 1, fileId: fileId.toLowerCase() }));
    } else {
      const fileId = documents[slot];
      if (fileId !== undefined) rows.push({ slot, page: 1, fileId: fileId.toLowerCase() });
    }
  }
  return rows;
}

/** The documents still needed before approval, in slot order. */
export function missingDocuments(options: {
  ownerFlag: TOwnerFlag;
  source: TVehicleSource;
  documents: readonly Pick<TDocumentRow, 'slot'>[];
}): TVehicleDocumentSlot[] {
  const count = (slot: TVehicleDocumentSlot) => options.documents.filter((row) => row.slot === slot).length;
  return requiredVehicleDocuments(options).filter((slot) => count(slot) < (slot === 'registrationBook' ? MIN_REGISTRATION_BOOK_PAGES : 1));
}

/** What a customer's edit does to a vehicle in each status. */
export type TEditEffect = 'APPLY' | 'RESUBMIT' | 'PENDING_CHANGE' | 'REFUSE_DELETED';

export function editEffect(status: TVehicleStatus): TEditEffect {
  switch (status) {
    case 'WAIT':
      return 'APPLY';
    case 'REJECTED':
      return 'RESUBMIT';
    case 'ACTIVE':
      return 'PENDING_CHANGE';
    case 'INACTIVE':
      return 'REFUSE_DELETED';
  }
}

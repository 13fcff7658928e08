import type { z } from 'zod';
import type { ZTollTransactionSchema } from '@mflow/contracts/billing/invoice.contract';
import type { TPassageLine } from '../toll/passage-lines';
import type { TPhotoUrl } from '../toll/passage-photo';

export type TLanguageName = 'TH' | 'EN';

export type TTransaction = z.input<typeof ZTollTransactionSchema>;

/** Passages as the invoiceservice answers them: the plaza named in the caller's language, each with its photo link. */
export function toTransactions(
  lines: TPassageLine[],
  { photoUrl, language }: { photoUrl: TPhotoUrl; language: TLanguageName },
): TTransaction[] {
  return lines.map(({ passage, plazaNameTh, plazaNameEn, flags }) => ({
    passageId: passage.id,
    passedAt: passage.passedAt.toISOString(),
    plazaCode: passage.plazaCode,
    plazaName: language === 'TH' ? plazaNameTh : plazaNameEn,
    gantryCode: passage.gantryCode,
    lane: passage.lane,
    plate: passage.plate,
    province: passage.province,
    vehicleClass: passage.vehicleClass,
    price: passage.price,
    photoUrl: photoUrl(passage.id),
    flags,
  }));
}

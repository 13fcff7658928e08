import { isCardExpired, isCardNumberOfBrand, normaliseCardNumber } from '@mflow/contracts/payment/card-number';
import { AppError } from '../../platform/errors/app-error';
import type { TCardBrand } from '../../platform/ports';
import { isRefusedAtSave } from './test-cards';

export type TTypedCard = { brand: TCardBrand; number: string; expiryMonth: number; expiryYear: number; cvv: string };

/**
 * The checks a card passes before the gateway keeps it or charges it, in the order a payer fixes
 * them: the number for its brand, the expiry against the clock, the CVV, then the issuer's word.
 * Answers the number without spaces; the CVV is only compared, never returned or kept.
 */
export function checkTypedCard(card: TTypedCard, now: Date): string {
  const number = normaliseCardNumber(card.number);
  if (!isCardNumberOfBrand(number, card.brand)) throw new AppError('ERR_GW_0001');
  const { expiryMonth, expiryYear } = card;
  const plausibleExpiry =
    Number.isInteger(expiryMonth) &&
    expiryMonth >= 1 &&
    expiryMonth <= 12 &&
    Number.isInteger(expiryYear) &&
    expiryYear >= 1000 &&
    expiryYear <= 9999;
  if (!plausibleExpiry || isCardExpired(expiryMonth, expiryYear, now)) throw new AppError('ERR_GW_0002');
  if (!/^\d{3}$/.test(card.cvv)) throw new AppError('ERR_GW_0003');
  if (isRefusedAtSave(number)) throw new AppError('ERR_GW_0004');
  return number;
}

import { addSimulatedTags, type TTagAccount } from '../../services/gateway/tags';
import type { TCardToSave } from '../../platform/ports';
import type { TTestApp } from '../test-app';
import { newThaiId } from './identities';
import { testRandom } from '../test-random';

/** A card that the simulated gateway approves, expiring a year after the test start. */
export function approvedCard(overrides: Partial<TCardToSave> = {}): TCardToSave {
  return {
    brand: 'VISA',
    number: '4111111111111111',
    expiryMonth: 11,
    expiryYear: 2027,
    cvv: '123',
    holderName: 'Somchai Jaidee',
    ...overrides,
  };
}

/** A prepaid tag with its own number, registered to a new Thai ID. */
export async function createTag(t: TTestApp, overrides: Partial<TTagAccount> = {}): Promise<TTagAccount> {
  const tag: TTagAccount = {
    programme: 'MPASS',
    tagNumber: `${testRandom().int(1, 10)}${testRandom().digits(9)}`,
    holderId: newThaiId(),
    balanceSatang: 10_000,
    ...overrides,
  };
  await addSimulatedTags({ db: t.db, tags: [tag] });
  return tag;
}

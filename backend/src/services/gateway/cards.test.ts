import { eq } from 'drizzle-orm';
import { approvedCard, createTag } from '../../test/factories/gateway';
import { rejectionCode } from '../../test/factories/http';
import { createTestApp, TEST_START, type TTestApp } from '../../test/test-app';
import { gatewayCards } from './gateway.schema';
import { TEST_CARDS } from './test-cards';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
afterEach(() => t.clock.set(TEST_START));
afterAll(() => t.close());

describe('saving a card', () => {
  it('keeps the token, brand, last four digits, expiry and holder, and never the number or the CVV', async () => {
    const saved = await t.gateway.saveCard(approvedCard({ number: '4111 1111 1111 1111', cvv: '987', holderName: '  Somchai   Jaidee ' }));
    expect(saved).toEqual({ token: expect.stringMatching(/^tok_[0-9a-f]{32}$/), brand: 'VISA', last4: '1111' });
    const [row] = await t.db.select().from(gatewayCards).where(eq(gatewayCards.token, saved.token));
    expect(row).toMatchObject({
      brand: 'VISA',
      last4: '1111',
      expiryMonth: 11,
      expiryYear: 2027,
      holderName: 'Somchai Jaidee',
      behaviour: 'APPROVE',
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('987');
  });

  it('refuses a number that fails Luhn or does not match the card type', async () => {
    expect(await rejectionCode(t.gateway.saveCard(approvedCard({ number: '4111111111111112' })))).toBe('ERR_GW_0001');
    expect(await rejectionCode(t.gateway.saveCard(approvedCard({ brand: 'JCB', number: '4111111111111111' })))).toBe('ERR_GW_0001');
    expect(await rejectionCode(t.gateway.saveCard(approvedCard({ brand: 'MASTERCARD', number: '2721000000000004' })))).toBe('ERR_GW_0001');
    expect((await t.gateway.saveCard(approvedCard({ brand: 'MASTERCARD', number: '2720000000000005' }))).last4).toBe('0005');
  });

  it.each([
    ['12', 'ERR_GW_0003'],
    ['1234', 'ERR_GW_0003'],
    ['12a', 'ERR_GW_0003'],
  ])('refuses the CVV %s', async (cvv, code) => {
    expect(await rejectionCode(t.gateway.saveCard(approvedCard({ cvv })))).toBe(code);
  });

  it('takes a 3-digit CVV', async () => {
    expect((await t.gateway.saveCard(approvedCard({ cvv: '000' }))).brand).toBe('VISA');
  });

  it('takes a card expiring this month up to its last second, and refuses it one second later', async () => {
    t.clock.set(new Date('2026-11-30T23:59:59+07:00'));
    expect((await t.gateway.saveCard(approvedCard({ expiryMonth: 11, expiryYear: 2026 }))).last4).toBe('1111');
    t.clock.set(new Date('2026-12-01T00:00:00+07:00'));
    expect(await rejectionCode(t.gateway.saveCard(approvedCard({ expiryMonth: 11, expiryYear: 2026 })))).toBe('ERR_GW_0002');
    expect(await rejectionCode(t.gateway.saveCard(approvedCard({ expiryMonth: 10, expiryYear: 2026 })))).toBe('ERR_GW_0002');
    expect(await rejectionCode(t.gateway.saveCard(approvedCard({ expiryMonth: 13, expiryYear: 2027 })))).toBe('ERR_GW_0002');
  });

  it('refuses the test cards the issuer refuses', async () => {
    for (const number of TEST_CARDS.refusedAtSave) {
      const brand = number.startsWith('4') ? 'VISA' : 'MASTERCARD';
      expect(await rejectionCode(t.gateway.saveCard(approvedCard({ brand, number })))).toBe('ERR_GW_0004');
    }
  });
});

describe('checking a prepaid tag', () => {
  it('passes a tag registered to the holder, whatever the spacing of its number', async () => {
    const tag = await createTag(t, { programme: 'EASYPASS' });
    await expect(
      t.gateway.checkTag({
        programme: 'EASYPASS',
        tagNumber: `${tag.tagNumber.slice(0, 5)} ${tag.tagNumber.slice(5)}`,
        holderId: tag.holderId,
      }),
    ).resolves.toBeUndefined();
  });

  it('refuses an unknown tag, another holder, and the other programme alike', async () => {
    const tag = await createTag(t, { programme: 'MPASS' });
    expect(await rejectionCode(t.gateway.checkTag({ programme: 'MPASS', tagNumber: '0000000000', holderId: tag.holderId }))).toBe(
      'ERR_GW_0005',
    );
    expect(await rejectionCode(t.gateway.checkTag({ programme: 'MPASS', tagNumber: tag.tagNumber, holderId: '1101700230705' }))).toBe(
      'ERR_GW_0005',
    );
    expect(await rejectionCode(t.gateway.checkTag({ programme: 'EASYPASS', tagNumber: tag.tagNumber, holderId: tag.holderId }))).toBe(
      'ERR_GW_0005',
    );
  });
});

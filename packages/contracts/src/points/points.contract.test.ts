import { pointsForPayment } from './points.contract';

describe('points for a payment', () => {
  const tenBahtAPoint = { satangPerPoint: 1_000 };

  it('gives 1 point per whole 10 baht paid, rounded down per payment', () => {
    expect(pointsForPayment(999, tenBahtAPoint)).toBe(0);
    expect(pointsForPayment(1_000, tenBahtAPoint)).toBe(1);
    expect(pointsForPayment(1_999, tenBahtAPoint)).toBe(1);
    expect(pointsForPayment(2_000, tenBahtAPoint)).toBe(2);
  });

  it('follows the rule it is given, and nothing paid earns nothing', () => {
    expect(pointsForPayment(1_999, { satangPerPoint: 100 })).toBe(19);
    expect(pointsForPayment(0, tenBahtAPoint)).toBe(0);
    expect(pointsForPayment(-1_000, tenBahtAPoint)).toBe(0);
  });
});

/** One seeded item in both languages; `ageDays` places its publish instant before the first start. */
export type TSeedContent = {
  category: string;
  titleTh: string;
  titleEn: string;
  bodyTh: string;
  bodyEn: string;
  ageDays: number;
  /** Promotions end: days after the first start. */
  endsInDays?: number;
  /** Promotions members redeem with points: the price in points. */
  pointsPrice?: number;
};

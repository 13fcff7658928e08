/** Baht as an invoice writes it: two decimals, no grouping ("1234.50"). Money is satang everywhere else. */
export const BAHT = /^\d+\.\d{2}$/;

export function bahtOf(satang: number): string {
  const sign = satang < 0 ? '-' : '';
  const whole = Math.abs(satang);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Only for an amount that matched BAHT. */
export function satangOf(baht: string): number {
  const [whole = '0', fraction = '00'] = baht.split('.');
  return Number(whole) * 100 + Number(fraction);
}

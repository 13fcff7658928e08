import { startOfBangkokDay, type TIsoDate } from '@mflow/contracts/time/bangkok';
import { formatLongDate, PORTAL_TIME_ZONE } from '@mflow/ui/format/format';

/** A Bangkok calendar date (a due date, say) in the portal's words: Buddhist era in Thai. */
export function formatIsoDate(date: TIsoDate, locale: string): string {
  return formatLongDate(startOfBangkokDay(date), locale);
}

/** An instant (a passage, a ladder step) as a Bangkok date and time. */
export function formatDateTime(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: PORTAL_TIME_ZONE,
  }).format(new Date(instant));
}

/** An 18-digit payment reference in groups of four, as it is read out and copied; the search takes it either way. */
export function groupReference(reference: string): string {
  return reference.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * How many times the toll a fee is (2 for the first late fee, 10 for the second, by default), so
 * the page says where the amount comes from; undefined when it is no whole multiple.
 */
export function timesToll(fee: number, toll: number): number | undefined {
  if (fee <= 0 || toll <= 0 || fee % toll !== 0) return undefined;
  return fee / toll;
}

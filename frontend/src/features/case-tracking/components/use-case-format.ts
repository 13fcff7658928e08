import { useIntl } from 'react-intl';
import { startOfBangkokDay, type TIsoDate } from '@mflow/contracts/time/bangkok';
import { formatBaht, formatLongDate, PORTAL_TIME_ZONE } from '@mflow/ui/format/format';

/** Money and dates as the case pages show them, in the current language (Buddhist era in Thai). */
export function useCaseFormat() {
  const intl = useIntl();
  return {
    baht: (satang: number) => formatBaht(satang, intl.locale),
    date: (date: string) => formatLongDate(startOfBangkokDay(date as TIsoDate), intl.locale),
    dateTime: (instant: string) =>
      new Intl.DateTimeFormat(intl.locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: PORTAL_TIME_ZONE,
      }).format(new Date(instant)),
  };
}

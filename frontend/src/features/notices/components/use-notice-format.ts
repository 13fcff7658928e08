import { useIntl } from 'react-intl';
import { startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { formatBaht, formatLongDate, PORTAL_TIME_ZONE } from '@mflow/ui/format/format';
import { useMasterList } from '../../../shared/master/use-master-list';

/** Money, dates and provinces as the notice pages show them, in the current language (Buddhist era in Thai). */
export function useNoticeFormat() {
  const intl = useIntl();
  const provinces = useMasterList('provinces');
  return {
    baht: (satang: number) => formatBaht(satang, intl.locale),
    /** A Bangkok calendar date: a due date. */
    date: (date: string) => formatLongDate(startOfBangkokDay(date), intl.locale),
    dayOf: (instant: string) => formatLongDate(new Date(instant), intl.locale),
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
    province: (code: string | null) => (code === null ? '' : (provinces?.find((item) => item.code === code)?.name ?? code)),
  };
}

export type TNoticeFormat = ReturnType<typeof useNoticeFormat>;

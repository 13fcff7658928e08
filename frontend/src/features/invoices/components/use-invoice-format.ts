import { useIntl } from 'react-intl';
import { formatBaht, formatLongDate } from '@mflow/ui/format/format';
import { useMasterList } from '../../../shared/master/use-master-list';
import { formatDateTime, formatIsoDate } from './invoice-format';

/** Money, dates, provinces and vehicle classes as the invoice pages show them, in the current language. */
export function useInvoiceFormat() {
  const intl = useIntl();
  const provinces = useMasterList('provinces');
  const classes = useMasterList('vehicleclasses');
  return {
    baht: (satang: number) => formatBaht(satang, intl.locale),
    date: (date: string) => formatIsoDate(date, intl.locale),
    /** The Bangkok date of an instant (when an invoice was issued, say). */
    dayOf: (instant: string) => formatLongDate(new Date(instant), intl.locale),
    dateTime: (instant: string) => formatDateTime(instant, intl.locale),
    /** A province's name, or its code while the list loads. */
    province: (code: string | null) => (code === null ? '' : (provinces?.find((item) => item.code === code)?.name ?? code)),
    vehicleClass: (vehicleClass: number) => classes?.find((item) => item.code === `C${vehicleClass}`)?.name ?? String(vehicleClass),
    provinces,
    classes,
  };
}

export type TInvoiceFormat = ReturnType<typeof useInvoiceFormat>;

import { useIntl } from 'react-intl';
import { formatBaht } from './format';

/** Formats integer satang as baht in the current language. */
export function useBaht(): (satang: number) => string {
  const intl = useIntl();
  return (satang) => formatBaht(satang, intl.locale);
}

import { useIntl } from 'react-intl';
import { startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { formatLongDate } from '@mflow/ui/format/format';
import type { TCentre } from '../api/appeals-api';

/** A code as the last segment of a message id: STOLEN_VEHICLE → stolenVehicle. */
export const codeKey = (code: string) => code.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Dates and centre names as the appeal pages show them, in the current language (Buddhist era in Thai). */
export function useAppealFormat() {
  const intl = useIntl();
  const thai = intl.locale.startsWith('th');
  return {
    date: (date: string) => formatLongDate(startOfBangkokDay(date), intl.locale),
    centreName: (centre: TCentre) => (thai ? centre.nameTh : centre.nameEn),
    centreAddress: (centre: TCentre) => (thai ? centre.addressTh : centre.addressEn),
  };
}

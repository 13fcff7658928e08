import { useIntl } from 'react-intl';
import type { TAddressView } from '@mflow/contracts/customer/customer.contract';
import { useMasterList } from '../../../shared/master/use-master-list';

const LINES = ['moo', 'building', 'floor', 'village', 'soi', 'alley', 'road'] as const;

/** An address written out in the current language, the codes named from the master lists. */
export function AddressText({ address }: { address: Omit<TAddressView, 'addressId' | 'kind' | 'isMain'> }) {
  const intl = useIntl();
  const provinces = useMasterList('provinces');
  const districts = useMasterList('districts', address.provinceCode);
  const subDistricts = useMasterList('subdistricts', address.districtCode);
  const nameOf = (items: { code: string; name: string }[] | undefined, code: string) =>
    items?.find((item) => item.code === code)?.name ?? code;
  const parts = [
    address.houseNumber === '-' ? undefined : intl.formatMessage({ id: 'address.part.houseNumber' }, { value: address.houseNumber }),
    ...LINES.map((line) => (address[line] ? intl.formatMessage({ id: `address.part.${line}` }, { value: address[line] }) : undefined)),
    nameOf(subDistricts, address.subDistrictCode),
    nameOf(districts, address.districtCode),
    nameOf(provinces, address.provinceCode),
    address.postalCode,
  ].filter(Boolean);
  return <span className="address-text">{parts.join(' ')}</span>;
}

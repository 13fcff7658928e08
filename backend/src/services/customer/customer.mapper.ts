import type { TFileKeys } from '../../platform/auth/file-keys';
import type { TAddressView, TCustomerView } from '@mflow/contracts/customer/customer.contract';
import type { customerAddresses, customerDocuments, customers } from './customer.schema';

type TCustomerRow = typeof customers.$inferSelect;
type TAddressRow = typeof customerAddresses.$inferSelect;
type TDocumentRow = typeof customerDocuments.$inferSelect;

export type TPinStatus = 'SET' | 'SKIPPED' | 'NOT_SET';

/** requirements/accounts.md#customer: an individual is shown by first and last name, a company by its name. */
export function displayNameOf(row: Pick<TCustomerRow, 'customerType' | 'firstName' | 'lastName' | 'juristicName'>): string {
  return row.customerType === 'JURISTIC' && row.juristicName ? row.juristicName : `${row.firstName} ${row.lastName}`;
}

/** customerType (requirements/accounts.md#customer): "Individual", or the company's juristic type. */
export function customerTypeOf(row: Pick<TCustomerRow, 'customerType' | 'juristicType'>): string {
  return row.customerType === 'JURISTIC' ? (row.juristicType ?? 'JURISTIC') : 'Individual';
}

export function pinStatusOf(row: Pick<TCustomerRow, 'pinHash' | 'pinSkippedAt'>): TPinStatus {
  if (row.pinHash) return 'SET';
  return row.pinSkippedAt ? 'SKIPPED' : 'NOT_SET';
}

function masked(value: string | null): string | null {
  return value === null ? null : `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

export function toAddressView(row: TAddressRow): TAddressView {
  return {
    addressId: row.id,
    kind: row.kind,
    isMain: row.isMain,
    houseNumber: row.houseNumber,
    floor: row.floor,
    village: row.village,
    moo: row.moo,
    soi: row.soi,
    building: row.building,
    alley: row.alley,
    road: row.road,
    subDistrictCode: row.subDistrictCode,
    districtCode: row.districtCode,
    provinceCode: row.provinceCode,
    postalCode: row.postalCode,
  };
}

export function toCustomerView(row: TCustomerRow, addresses: TAddressRow[], documents: TDocumentRow[], fileKeys: TFileKeys): TCustomerView {
  return {
    customerId: row.id,
    referenceCode: row.referenceCode,
    customerType: customerTypeOf(row),
    accountType: row.customerType,
    status: row.status,
    titleCode: row.titleCode,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    companyName: row.customerType === 'JURISTIC' ? row.juristicName : null,
    displayName: displayNameOf(row),
    email: row.email,
    mobile: row.mobile,
    point: row.point,
    notificationLanguage: row.notificationLanguage,
    pinStatus: pinStatusOf(row),
    nationality: row.nationality,
    idNumberMasked: masked(row.idNumber),
    birthDate: row.birthDate,
    gender: row.gender,
    juristicId: row.juristicId,
    branchName: row.branchName,
    branchCode: row.branchCode,
    juristicPhone: row.juristicPhone,
    juristicType: row.juristicType,
    juristicTypeOther: row.juristicTypeOther,
    authorisedDirector: row.authorisedDirector,
    registeredAt: row.registeredAt.toISOString(),
    attachments: documents.map((document) => ({ type: document.type, file: fileKeys.urlFor(document.fileId) })),
    addresses: addresses.map(toAddressView),
  };
}

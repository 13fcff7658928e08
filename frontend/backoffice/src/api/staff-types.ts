/** The staffservice answers the back-office reads (backend/src/services/staff/staff.contract.ts). */

export const CUSTOMER_STATUSES = ['PENDING_APPROVAL', 'WAIT_EMAIL_CONFIRM', 'ACTIVE', 'REJECTED', 'CLOSED'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export type AccountType = 'INDIVIDUAL' | 'JURISTIC';
export type RegistrantType = 'OWNER' | 'AUTHORISED_PERSON';

export type Staff = { staffId: string; email: string; displayName: string };

export type StaffSignIn = Staff & { token: string; tokenType: 'Bearer'; expiresIn: number };

export type RegistrationSummary = {
  customerId: string;
  referenceCode: string;
  accountType: AccountType;
  registrantType: RegistrantType;
  displayName: string;
  email: string;
  mobile: string;
  status: CustomerStatus;
  registeredAt: string;
  emailConfirmedAt: string | null;
};

export type RegistrationList = { items: RegistrationSummary[]; total: number; page: number; size: number };

export type Attachment = { type: string; file: string };

export type Address = {
  addressId: string;
  kind: string;
  isMain: boolean;
  houseNumber: string;
  floor: string | null;
  village: string | null;
  moo: string | null;
  soi: string | null;
  building: string | null;
  alley: string | null;
  road: string | null;
  subDistrictCode: string;
  districtCode: string;
  provinceCode: string;
  postalCode: string;
};

export type RegistrationDetail = {
  customerId: string;
  referenceCode: string;
  customerType: string;
  accountType: AccountType;
  status: CustomerStatus;
  titleCode: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  companyName: string | null;
  displayName: string;
  email: string;
  mobile: string;
  notificationLanguage: 'TH' | 'EN';
  nationality: string | null;
  birthDate: string | null;
  gender: string | null;
  juristicId: string | null;
  branchName: string | null;
  branchCode: string | null;
  juristicPhone: string | null;
  juristicType: string | null;
  juristicTypeOther: string | null;
  authorisedDirector: string | null;
  registeredAt: string;
  attachments: Attachment[];
  addresses: Address[];
  registrantType: RegistrantType;
  idNumber: string | null;
  laserCode: string | null;
  companyCertificateIssuedOn: string | null;
  authorisedPerson: { titleCode: string | null; firstName: string; lastName: string; idNumber: string } | null;
  emailConfirmedAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  rejectionReason: string | null;
  registryMatches: boolean;
};

export type Decision = { customerId: string; status: CustomerStatus; decidedAt: string };

export type MasterItem = { code: string; nameTh: string; nameEn: string; parentCode?: string };

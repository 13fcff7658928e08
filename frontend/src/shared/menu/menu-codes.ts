import type { TPagePermissionResponse } from '@mflow/contracts/master/master.contract';

/** The 24 menu codes of requirements/portal-shell.md#menu-codes, in their published order, named for the portal; a test holds them to @mflow/contracts/master/menu-codes. */
export const MENU = {
  register: 'MENU00000',
  news: 'MENU00001',
  faq: 'MENU00002',
  complaint: 'MENU00003',
  download: 'MENU00004',
  aboutUs: 'MENU00005',
  contactUs: 'MENU00006',
  userData: 'MENU00007',
  vehiclesAndPayments: 'MENU00008',
  tollHistory: 'MENU00009',
  paymentHistory: 'MENU00010',
  dispute: 'MENU00011',
  payByNotice: 'MENU00012',
  appealNotice: 'MENU00013',
  payToll: 'MENU00014',
  rfidInstallation: 'MENU00015',
  requestReceipt: 'MENU00016',
  application: 'MENU00017',
  promotion: 'MENU00018',
  aboutService: 'MENU00019',
  nonMemberPayment: 'MENU00020',
  iosAppStore: 'MENU00021',
  androidAppStore: 'MENU00022',
  nonMemberReprint: 'MENU00023',
} as const;

export type MenuCode = (typeof MENU)[keyof typeof MENU];

/** One entry of the page permission answer (requirements/portal-shell.md#menu-codes). */
export type MenuPermission = TPagePermissionResponse['pages'][number];

/** Used when the access-key flag is off (requirements/portal-shell.md#start-up, path 2) and on the non-line payment path: every code ACTIVE. */
export function defaultPermissions(): MenuPermission[] {
  return Object.entries(MENU).map(([name, code]) => ({ code, name, status: 'ACTIVE' as const }));
}

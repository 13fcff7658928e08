import { mayStaff, type TStaffPermission, type TStaffRole } from '@mflow/contracts/staff/staff-roles';

/** Each part's first page, in the order the menu shows them: a staff member starts at the first their roles allow. */
const FIRST_PAGES: readonly (readonly [TStaffPermission, string])[] = [
  ['review', '/registrations'],
  ['handleCases', '/cases'],
  ['viewCustomers', '/customers'],
  ['searchInvoices', '/invoices'],
  ['editContent', '/content/news'],
  ['operate', '/settings'],
  ['simulate', '/console'],
  ['manageStaff', '/staff'],
  ['readAudit', '/audit'],
];

/** Where an account with no back-office role yet lands. */
const NO_ROLE_PAGE = '/welcome';

export function homePathFor(roles: readonly TStaffRole[]): string {
  return FIRST_PAGES.find(([permission]) => mayStaff(roles, permission))?.[1] ?? NO_ROLE_PAGE;
}

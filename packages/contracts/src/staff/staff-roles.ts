import { z } from 'zod';

/**
 * What a back-office account may do; an account holds any number of them.
 * - APPROVER: the reviewer; reviews registrations and vehicles and decides them, waives late fees
 *   (the stored name predates the reviewer's wider scope: docs/decisions/0027-staff-roles-and-audit.md).
 * - CONTENT_EDITOR: writes and publishes news, FAQs, promotions and downloads.
 * - OPERATIONS: runs the service: menu codes, page config, maintenance, job runs; may drive the
 *   simulation controls from another machine.
 * - TRAINER: runs training sessions; may drive the simulation controls from another machine.
 * - CALL_CENTRE: reads a customer's account, vehicles, invoices, payments and messages; changes nothing.
 * - ADMIN: manages staff accounts and reads the staff audit log.
 * - CASE_OFFICER: handles customers' cases (disputes first): takes them, asks for information, decides.
 * - CASE_SUPERVISOR: a case officer who also assigns cases to others and is told of overdue ones.
 */
export const STAFF_ROLES = [
  'APPROVER',
  'CONTENT_EDITOR',
  'OPERATIONS',
  'TRAINER',
  'CALL_CENTRE',
  'ADMIN',
  'CASE_OFFICER',
  'CASE_SUPERVISOR',
] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

export const ZStaffRoleSchema = z.enum(STAFF_ROLES);

/**
 * Which roles may do each part of the back-office: the API refuses everyone else, and the
 * back-office shows a part's pages only to them. One table, so the two cannot disagree.
 */
export const STAFF_PERMISSIONS = {
  review: ['APPROVER'],
  searchInvoices: ['APPROVER', 'CALL_CENTRE'],
  waiveFees: ['APPROVER'],
  correctTaxInvoices: ['APPROVER'],
  editContent: ['CONTENT_EDITOR'],
  operate: ['OPERATIONS'],
  /** The simulation controls and the trainer's console, from another machine; simulation mode only. */
  simulate: ['TRAINER'],
  viewCustomers: ['CALL_CENTRE'],
  manageStaff: ['ADMIN'],
  readAudit: ['ADMIN'],
  handleCases: ['CASE_OFFICER', 'CASE_SUPERVISOR'],
  superviseCases: ['CASE_SUPERVISOR'],
} as const satisfies Record<string, readonly TStaffRole[]>;

export type TStaffPermission = keyof typeof STAFF_PERMISSIONS;

export function mayStaff(roles: readonly TStaffRole[], permission: TStaffPermission): boolean {
  const allowed: readonly TStaffRole[] = STAFF_PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}

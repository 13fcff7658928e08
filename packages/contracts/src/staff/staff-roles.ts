import { z } from 'zod';

/**
 * What a back-office account may do; an account holds any number of them.
 * - APPROVER: reviews registrations and approves or rejects them.
 * - CONTENT_EDITOR: writes and publishes news, FAQs, promotions and downloads.
 * - OPERATIONS: runs the service; may drive the simulation controls from another machine.
 * - TRAINER: runs training sessions; may drive the simulation controls from another machine.
 */
export const STAFF_ROLES = ['APPROVER', 'CONTENT_EDITOR', 'OPERATIONS', 'TRAINER'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

export const ZStaffRoleSchema = z.enum(STAFF_ROLES);

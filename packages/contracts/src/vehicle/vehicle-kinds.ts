/**
 * requirements/vehicles.md: a vehicle's status, the labels the portal shows for it, whose vehicle it is, its
 * toll category group, and the reasons staff give when they refuse one.
 */

/**
 * requirements/vehicles.md#vehicle-status: WAIT (awaiting approval), ACTIVE, REJECTED, INACTIVE (deleted).
 * Transitions (docs/decisions/0015-vehicles.md):
 * - added (one by one or from a fleet file) → WAIT
 * - WAIT → ACTIVE (staff approve) or REJECTED (staff reject with a reason)
 * - REJECTED → WAIT (the customer fixes and resubmits, /mflow/car/resubmit)
 * - WAIT, ACTIVE or REJECTED → INACTIVE (the customer deletes it), for good
 * An edit of an ACTIVE vehicle leaves it ACTIVE and waits beside it as a pending change.
 */
export const VEHICLE_STATUSES = ['WAIT', 'ACTIVE', 'REJECTED', 'INACTIVE'] as const;
export type TVehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** The statuses in which a plate and province belong to one account (one of these at a time, across all accounts). */
export const PLATE_HOLDING_STATUSES: readonly TVehicleStatus[] = ['WAIT', 'ACTIVE'];

/**
 * The labels of requirements/vehicles.md#vehicle-status ("active, cancelled from the system, in review, awaiting confirmation", and
 * rejected): what the portal's vehicle list shows, derived from the status and whether an edit
 * waits for approval.
 */
export const VEHICLE_STATUS_LABELS = {
  ACTIVE: { th: 'ใช้งาน', en: 'Active' },
  AWAITING_CONFIRMATION: { th: 'รอยืนยันการแก้ไข', en: 'Change awaiting confirmation' },
  IN_REVIEW: { th: 'อยู่ระหว่างตรวจสอบ', en: 'In review' },
  REJECTED: { th: 'ไม่ผ่านการอนุมัติ', en: 'Rejected' },
  CANCELLED: { th: 'ยกเลิกจากระบบ', en: 'Cancelled from the system' },
} as const;
export type TVehicleStatusLabel = keyof typeof VEHICLE_STATUS_LABELS;
export const VEHICLE_STATUS_LABEL_CODES = Object.keys(VEHICLE_STATUS_LABELS) as [TVehicleStatusLabel, ...TVehicleStatusLabel[]];

export function vehicleStatusLabel(status: TVehicleStatus, hasPendingChange: boolean): TVehicleStatusLabel {
  switch (status) {
    case 'ACTIVE':
      return hasPendingChange ? 'AWAITING_CONFIRMATION' : 'ACTIVE';
    case 'WAIT':
      return 'IN_REVIEW';
    case 'REJECTED':
      return 'REJECTED';
    case 'INACTIVE':
      return 'CANCELLED';
  }
}

/** The owner flag (requirements/vehicles.md#owner-flag): the customer's own vehicle, or someone else's kept with the owner's consent. */
export const OWNER_FLAGS = ['OWN', 'OTHER'] as const;
export type TOwnerFlag = (typeof OWNER_FLAGS)[number];

/** How a vehicle came in: the vehicle form, or a company's fleet file. */
export const VEHICLE_SOURCES = ['PORTAL', 'FLEET_IMPORT'] as const;
export type TVehicleSource = (typeof VEHICLE_SOURCES)[number];

/**
 * The category group (requirements/vehicles.md#vehicle-fields; the toll class of the master list `vehicleclasses`) and its axle
 * counts, as that list states them: class 1 has 4 wheels on 2 axles, class 2 has 6 wheels on 3
 * axles, class 3 more than 6 wheels on 4 axles or more (10 at most, a long road train).
 */
export const CATEGORY_GROUPS = ['C1', 'C2', 'C3'] as const;
export type TCategoryGroup = (typeof CATEGORY_GROUPS)[number];

export const AXLES_OF_CATEGORY_GROUP: Record<TCategoryGroup, { min: number; max: number }> = {
  C1: { min: 2, max: 2 },
  C2: { min: 3, max: 3 },
  C3: { min: 4, max: 10 },
};
export const MIN_AXLES = 2;
export const MAX_AXLES = 10;

export function axleCountFits(group: TCategoryGroup, axleCount: number): boolean {
  const { min, max } = AXLES_OF_CATEGORY_GROUP[group];
  return Number.isInteger(axleCount) && axleCount >= min && axleCount <= max;
}

/** The choice "other" in the master lists that take free text (brands, colours). */
export const OTHER_CHOICE = 'OTHER';

/** requirements/vehicles.md#vehicle-fields: several colours allowed, plus free text for a new colour. */
export const MAX_COLOURS = 4;

/**
 * Why staff refuse a vehicle or a change of one: a code from this list, plus free text (required
 * with OTHER). The customer is told the label and the text by e-mail and SMS.
 */
export const VEHICLE_REJECTION_REASONS = {
  PHOTO_UNCLEAR: { th: 'ภาพถ่ายรถไม่ชัดเจนหรือไม่ครบทุกด้าน', en: 'The vehicle photos are unclear or do not show every side' },
  REGISTRATION_BOOK_INCOMPLETE: {
    th: 'สำเนาคู่มือจดทะเบียนรถไม่ครบ (ต้องมีหน้ารายการจดทะเบียนล่าสุดและหน้าผู้ถือกรรมสิทธิ์ล่าสุด)',
    en: 'The registration book copy is incomplete (it needs the latest registration page and the latest owner page)',
  },
  TAX_PLATE_INVALID: { th: 'ภาพป้ายภาษีไม่ชัดเจนหรือหมดอายุ', en: 'The tax plate photo is unclear or the tax has expired' },
  DATA_MISMATCH: { th: 'ข้อมูลรถไม่ตรงกับคู่มือจดทะเบียนรถ', en: 'The vehicle data does not match the registration book' },
  OWNER_DOCUMENTS_INVALID: {
    th: 'หนังสือยินยอมจากผู้ครอบครองรถ สำเนาบัตรเจ้าของรถ หรือหนังสือมอบอำนาจ ไม่ครบหรือไม่ถูกต้อง',
    en: "The keeper's consent letter, the owner's ID document or the power of attorney is missing or not valid",
  },
  NOT_OWNER: { th: 'ผู้สมัครไม่ใช่เจ้าของรถตามทะเบียน', en: 'The registrant is not the registered owner of the vehicle' },
  OTHER: { th: 'เหตุผลอื่น', en: 'Other reason' },
} as const;
export type TVehicleRejectionReason = keyof typeof VEHICLE_REJECTION_REASONS;
export const VEHICLE_REJECTION_REASON_CODES = Object.keys(VEHICLE_REJECTION_REASONS) as [
  TVehicleRejectionReason,
  ...TVehicleRejectionReason[],
];

/** Who changed a vehicle's status: the customer, a staff member, or the system (demo data). */
export const STATUS_CHANGERS = ['CUSTOMER', 'STAFF', 'SYSTEM'] as const;
export type TStatusChanger = (typeof STATUS_CHANGERS)[number];

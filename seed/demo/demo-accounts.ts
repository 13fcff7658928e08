import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '../../backend/src/platform/clock';
import type { TQueryable } from '../../backend/src/platform/db/database';
import { hashSecret } from '../../backend/src/services/credentials/passwords';
import {
  attachDocuments,
  insertCustomerIfAbsent,
  type TNewAddress,
  type TNewCustomer,
} from '../../backend/src/services/customer/customer-records';
import type { TCustomerStatus } from '@mflow/contracts/customer/customer-kinds';
import type { TStaffRole } from '@mflow/contracts/staff/staff-roles';
import { storeUploadedFile } from '../../backend/src/services/file/file.service';
import { listChildItems } from '../../backend/src/services/master/master.service';
import { createStaffUser } from '../../backend/src/services/staff/staff.service';

/** The back-office reviewer named in the README. */
export const DEMO_STAFF = {
  email: 'staff@mflow.local',
  displayName: 'Demo reviewer (เจ้าหน้าที่ทดสอบ)',
  password: 'StaffDemo1',
  roles: ['APPROVER'] as readonly TStaffRole[],
};

/** The back-office content editor named in the README: writes and publishes news, FAQs, offers and downloads. */
const DEMO_EDITOR = {
  email: 'editor@mflow.local',
  displayName: 'Demo content editor (ผู้แก้ไขเนื้อหาทดสอบ)',
  password: 'EditorDemo1',
  roles: ['CONTENT_EDITOR'] as readonly TStaffRole[],
};

/**
 * The trainer named in the README: drives the simulation controls from another machine and shows
 * the approval step. Unlike every other demo account its password is not published but made at
 * the first start, because a TRAINER with a password anyone can read would hand the controls to
 * whoever reaches a server started in simulation mode (docs/decisions/0014-simulation-controls.md).
 */
export const DEMO_TRAINER = {
  email: 'trainer@mflow.local',
  displayName: 'Demo trainer (ผู้ฝึกอบรมทดสอบ)',
  roles: ['TRAINER', 'APPROVER'] as readonly TStaffRole[],
};

/** The operations user named in the README: menu codes, coming-soon, maintenance and job runs in the back-office. */
const DEMO_OPERATIONS = {
  email: 'operations@mflow.local',
  displayName: 'Demo operations (เจ้าหน้าที่ปฏิบัติการทดสอบ)',
  password: 'OpsDemo1',
  roles: ['OPERATIONS'] as readonly TStaffRole[],
};

/** The call-centre agent named in the README: looks customers up, reads, changes nothing. */
const DEMO_CALL_CENTRE = {
  email: 'callcentre@mflow.local',
  displayName: 'Demo call centre (เจ้าหน้าที่ศูนย์บริการลูกค้าทดสอบ)',
  password: 'CallDemo1',
  roles: ['CALL_CENTRE'] as readonly TStaffRole[],
};

/** The case officer named in the README: takes, asks about and decides customers' disputes. */
const DEMO_CASE_OFFICER = {
  email: 'cases@mflow.local',
  displayName: 'Demo case officer (เจ้าหน้าที่พิจารณาเรื่องทดสอบ)',
  password: 'CaseDemo1',
  roles: ['CASE_OFFICER'] as readonly TStaffRole[],
};

/**
 * The admin named in the README: manages staff accounts and reads the audit log. Its password is
 * made at the first start like the trainer's, because an admin can give any account the TRAINER
 * role, which opens the simulation controls to other machines.
 */
const DEMO_ADMIN = {
  email: 'admin@mflow.local',
  displayName: 'Demo admin (ผู้ดูแลระบบทดสอบ)',
  roles: ['ADMIN'] as readonly TStaffRole[],
};

/** 64 random bits, in a shape the portal's own password rules accept (19 characters, upper, lower, digit). */
export function newTrainerPassword(): string {
  return `Tr${randomBytes(8).toString('hex')}1`;
}

/** One password for every demo customer, so trainers remember it; it passes the rules of requirements/accounts.md#password-rules. */
export const DEMO_CUSTOMER_PASSWORD = 'MflowDemo1';

type TDemoCustomer = {
  referenceCode: string;
  status: TCustomerStatus;
  email: string;
  mobile: string;
  values: Partial<TNewCustomer> & Pick<TNewCustomer, 'customerType' | 'titleCode' | 'firstName' | 'lastName'>;
  /** Placeholder images, so the back office has documents to show side by side. */
  documents: string[];
};

export const DEMO_CUSTOMERS: readonly TDemoCustomer[] = [
  {
    referenceCode: 'RDEMO00001',
    status: 'ACTIVE',
    email: 'somchai@mflow.local',
    mobile: '0812345678',
    values: {
      customerType: 'INDIVIDUAL',
      titleCode: 'MR',
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      nationality: 'THA',
      idNumber: '8620966542878',
      laserCode: 'JT7229710282',
      birthDate: '1985-03-14',
      gender: 'M',
    },
    documents: ['SELFIE_WITH_ID', 'ID_CARD_FRONT', 'ID_CARD_BACK'],
  },
  {
    referenceCode: 'RDEMO00002',
    status: 'ACTIVE',
    email: 'siamlogistics@mflow.local',
    mobile: '0898765432',
    values: {
      customerType: 'JURISTIC',
      titleCode: 'MR',
      firstName: 'ประเสริฐ',
      lastName: 'วงศ์สวัสดิ์',
      juristicId: '0205395067394',
      juristicName: 'บริษัท สยามโลจิสติกส์ จำกัด',
      juristicPhone: '0226543210',
      branchName: 'สำนักงานใหญ่',
      branchCode: '00000',
      juristicType: 'COMPANY_LIMITED',
      authorisedDirector: 'สมชาย ใจดี',
      companyCertificateIssuedOn: '2026-09-01',
    },
    documents: ['COMPANY_CERTIFICATE', 'VAT_CERTIFICATE'],
  },
  {
    referenceCode: 'RDEMO00003',
    status: 'PENDING_APPROVAL',
    email: 'malee@mflow.local',
    mobile: '0861234567',
    values: {
      customerType: 'INDIVIDUAL',
      titleCode: 'MISS',
      firstName: 'มาลี',
      lastName: 'รักไทย',
      nationality: 'THA',
      idNumber: '3987471742921',
      laserCode: 'AA7411667737',
      birthDate: '1995-11-23',
      gender: 'F',
    },
    documents: ['SELFIE_WITH_ID', 'ID_CARD_FRONT', 'ID_CARD_BACK'],
  },
];

/** A 1x1 grey PNG. */
const PLACEHOLDER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4AwAAfgB9zUkVvAAAAABJRU5ErkJggg==',
  'base64',
);

/** Khlong Toei, Bangkok: looked up rather than written down, so a new address dataset cannot leave demo rows dangling. */
async function demoAddress(db: TQueryable) {
  const [subDistrict] = await listChildItems({ db, listName: 'subdistricts', parentCode: '1033', limit: 1 });
  if (!subDistrict) return undefined;
  const postalCode = typeof subDistrict.extra?.postalCode === 'string' ? subDistrict.extra.postalCode : '10110';
  return { houseNumber: '99/12', road: 'Rama IV', subDistrictCode: subDistrict.code, districtCode: '1033', provinceCode: '10', postalCode };
}

/** The demo trainer, with a fresh password that only the start log shows, once. */
export async function seedDemoTrainer({ db, clock, logger }: { db: TQueryable; clock: Clock; logger: Logger }): Promise<void> {
  const password = newTrainerPassword();
  const created = await createStaffUser({ db, clock, ...DEMO_TRAINER, password });
  if (created) logger.warn(`demo trainer account created: sign in as ${DEMO_TRAINER.email} with the password ${password} (shown only now)`);
}

/** The case officer, in a seed run of its own so an installation seeded before it gets it at its next start. */
export async function seedDemoCaseOfficer({ db, clock }: { db: TQueryable; clock: Clock }): Promise<void> {
  await createStaffUser({ db, clock, ...DEMO_CASE_OFFICER });
}

export async function seedDemoEditor({ db, clock }: { db: TQueryable; clock: Clock }): Promise<void> {
  await createStaffUser({ db, clock, ...DEMO_EDITOR });
}

/** The staff reviewer and the demo customers, as the README lists them. */
export async function seedDemoAccounts({ db, clock }: { db: TQueryable; clock: Clock }): Promise<void> {
  await createStaffUser({ db, clock, ...DEMO_STAFF });
  const passwordHash = await hashSecret(DEMO_CUSTOMER_PASSWORD);
  const address = await demoAddress(db);
  const now = clock.now();
  for (const demo of DEMO_CUSTOMERS) {
    const sections =
      demo.values.customerType === 'JURISTIC'
        ? (['DOCUMENT', 'RESIDENCE', 'DELIVERY'] as const)
        : (['REGISTRATION', 'RESIDENCE', 'DELIVERY'] as const);
    const addresses: TNewAddress[] = address
      ? [...sections.map((kind) => ({ ...address, kind })), { ...address, kind: 'INVOICE', isMain: true }]
      : [];
    const customer = await insertCustomerIfAbsent({
      db,
      at: now,
      values: {
        ...demo.values,
        referenceCode: demo.referenceCode,
        status: demo.status,
        registrantType: 'OWNER',
        email: demo.email,
        mobile: demo.mobile,
        passwordHash,
        notificationLanguage: 'TH',
        emailConfirmedAt: now,
        decidedAt: demo.status === 'ACTIVE' ? now : null,
      },
      addresses,
    });
    if (!customer) continue;
    const documents = [];
    for (const type of demo.documents) {
      const file = await storeUploadedFile({
        db,
        clock,
        content: PLACEHOLDER_PNG,
        documentType: undefined,
        uploader: { ownerCustomerId: customer.id },
      });
      documents.push({ type, fileId: file.id });
    }
    await attachDocuments({ db, customerId: customer.id, documents, at: now });
  }
}

/** The operations, call-centre and admin accounts; the admin's password is shown once, in the start log. */
export async function seedDemoStaffRoles({ db, clock, logger }: { db: TQueryable; clock: Clock; logger: Logger }): Promise<void> {
  await createStaffUser({ db, clock, ...DEMO_OPERATIONS });
  await createStaffUser({ db, clock, ...DEMO_CALL_CENTRE });
  const password = newTrainerPassword();
  const created = await createStaffUser({ db, clock, ...DEMO_ADMIN, password });
  if (created) logger.warn(`demo admin account created: sign in as ${DEMO_ADMIN.email} with the password ${password} (shown only now)`);
}

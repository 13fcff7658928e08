import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import type { TMaintenance, TMenuStatus, TPageConfig } from '@mflow/contracts/master/master.contract';
import type { TOperationsSettings } from '@mflow/contracts/staff/operations.contract';
import { recordStaffAction } from '../audit/audit.service';
import {
  forgetCachedSettings,
  listStoredMenuCodes,
  readStoredSettings,
  setMaintenance,
  setMenuStatus,
  setPageConfig,
} from '../master/master.service';
import { requireStaffPermission } from '../staff/staff.service';

/**
 * Menu codes, coming-soon and maintenance as operations staff set them in production (the
 * simulation controls set the same values for scenarios). Each change and its audit entry commit
 * together; the app's cached copy is then forgotten, so the portal's next start-up reads it.
 */
type TOperator = { db: TDatabase; clock: Clock; staffId: string };

export async function operationsSettings({ db, staffId }: TOperator): Promise<TOperationsSettings> {
  await requireStaffPermission({ db, staffId, permission: 'operate' });
  return { menus: await listStoredMenuCodes({ db }), ...(await readStoredSettings({ db })) };
}

export async function setMenuCodeStatus({
  db,
  clock,
  staffId,
  code,
  status,
}: TOperator & { code: string; status: TMenuStatus }): Promise<TOperationsSettings> {
  const operator = await requireStaffPermission({ db, staffId, permission: 'operate' });
  const at = clock.now();
  await db.transaction(async (tx) => {
    const before = (await listStoredMenuCodes({ db: tx })).find((menu) => menu.code === code);
    await setMenuStatus({ db: tx, clock, code, status });
    await recordStaffAction({
      db: tx,
      by: operator,
      action: {
        action: 'MENU_CODE_SET',
        subjectType: 'MENU_CODE',
        subjectId: code,
        before: { status: before?.status },
        after: { status },
        at,
      },
    });
  });
  forgetCachedSettings(db);
  return operationsSettings({ db, clock, staffId });
}

export async function setPageConfigByStaff({
  db,
  clock,
  staffId,
  value,
}: TOperator & { value: TPageConfig }): Promise<TOperationsSettings> {
  const operator = await requireStaffPermission({ db, staffId, permission: 'operate' });
  const at = clock.now();
  await db.transaction(async (tx) => {
    const { pageConfig } = await readStoredSettings({ db: tx });
    await setPageConfig({ db: tx, clock, value });
    await recordStaffAction({
      db: tx,
      by: operator,
      action: { action: 'PAGE_CONFIG_SET', subjectType: 'SETTING', subjectId: 'page.config', before: pageConfig, after: value, at },
    });
  });
  forgetCachedSettings(db);
  return operationsSettings({ db, clock, staffId });
}

export async function setMaintenanceByStaff({
  db,
  clock,
  staffId,
  value,
}: TOperator & { value: TMaintenance }): Promise<TOperationsSettings> {
  const operator = await requireStaffPermission({ db, staffId, permission: 'operate' });
  const at = clock.now();
  await db.transaction(async (tx) => {
    const { maintenance } = await readStoredSettings({ db: tx });
    await setMaintenance({ db: tx, clock, value });
    await recordStaffAction({
      db: tx,
      by: operator,
      action: { action: 'MAINTENANCE_SET', subjectType: 'SETTING', subjectId: 'maintenance', before: maintenance, after: value, at },
    });
  });
  forgetCachedSettings(db);
  return operationsSettings({ db, clock, staffId });
}

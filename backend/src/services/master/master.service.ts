import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import { appSettings, masterItems, pagePermissions, seedRuns } from './master.schema';
import { DEFAULT_MENU_CODES } from '@mflow/contracts/master/menu-codes';
import { DEFAULT_SETTINGS, SETTING_KEYS } from './default-settings';
import {
  ZMaintenanceSchema,
  ZPageConfigSchema,
  type TMaintenance,
  type TMasterItem,
  type TMenuStatus,
  type TPageConfig,
} from '@mflow/contracts/master/master.contract';

type ListMasterOptions = { db: TQueryable; name: string; parentCode?: string; language: TLanguage };

export async function listMasterItems({ db, name, parentCode, language }: ListMasterOptions): Promise<TMasterItem[]> {
  const rows = await db
    .select()
    .from(masterItems)
    .where(and(eq(masterItems.listName, name), parentCode ? eq(masterItems.parentCode, parentCode) : undefined))
    .orderBy(asc(masterItems.sortOrder));
  if (rows.length === 0) {
    const known = await db.select({ one: sql`1` }).from(masterItems).where(eq(masterItems.listName, name)).limit(1);
    if (known.length === 0) throw new AppError('ERR_MASTER_0001', { name });
  }
  return rows.map((row) => ({
    code: row.code,
    name: language === 'EN' ? row.nameEn : row.nameTh,
    nameTh: row.nameTh,
    nameEn: row.nameEn,
    ...(row.parentCode ? { parentCode: row.parentCode } : {}),
    ...(row.extra ? { extra: row.extra } : {}),
  }));
}

export type TMasterItemRow = typeof masterItems.$inferSelect;

/** The items named by list and code, for checks that a code comes from a master list; unknown ones are simply absent. */
export async function findMasterItems({ db, keys }: { db: TQueryable; keys: { listName: string; code: string }[] }): Promise<TMasterItemRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(masterItems)
    .where(or(...keys.map((key) => and(eq(masterItems.listName, key.listName), eq(masterItems.code, key.code)))));
}

/** The first items of a list under a parent, in list order. */
export async function listChildItems(options: { db: TQueryable; listName: string; parentCode: string; limit: number }): Promise<TMasterItemRow[]> {
  const { db, listName, parentCode, limit } = options;
  return db
    .select()
    .from(masterItems)
    .where(and(eq(masterItems.listName, listName), eq(masterItems.parentCode, parentCode)))
    .orderBy(asc(masterItems.sortOrder))
    .limit(limit);
}

export type TNewMasterItem = typeof masterItems.$inferInsert;

/** Loading rows in batches keeps each statement well under PostgreSQL's limit of bound parameters. */
const INSERT_BATCH = 1000;

/** Replaces every master list at once (a new dataset release); the caller's transaction makes it all or nothing. */
export async function replaceMasterItems({ db, rows }: { db: TQueryable; rows: TNewMasterItem[] }): Promise<void> {
  await db.delete(masterItems);
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(masterItems).values(rows.slice(start, start + INSERT_BATCH));
  }
}

/** What a named seed last loaded (its checksum), or undefined when it never ran. */
export async function findSeedRun({ db, name }: { db: TQueryable; name: string }) {
  const [row] = await db.select().from(seedRuns).where(eq(seedRuns.name, name));
  return row;
}

export async function recordSeedRun({ db, clock, name, checksum }: { db: TQueryable; clock: Clock; name: string; checksum: string }): Promise<void> {
  await db
    .insert(seedRuns)
    .values({ name, checksum, appliedAt: clock.now() })
    .onConflictDoUpdate({ target: seedRuns.name, set: { checksum, appliedAt: clock.now() } });
}

export async function listPagePermissions({ db, language }: { db: TQueryable; language: TLanguage }) {
  const rows = await db.select().from(pagePermissions).orderBy(asc(pagePermissions.sortOrder));
  return rows.map((row) => ({ code: row.code, name: language === 'EN' ? row.nameEn : row.nameTh, status: row.status }));
}

type SetMenuStatusOptions = { db: TQueryable; clock: Clock; code: string; status: TMenuStatus };

export async function setMenuStatus({ db, clock, code, status }: SetMenuStatusOptions): Promise<void> {
  const updated = await db
    .update(pagePermissions)
    .set({ status, updatedAt: clock.now() })
    .where(eq(pagePermissions.code, code))
    .returning({ code: pagePermissions.code });
  if (updated.length === 0) throw new AppError('ERR_MASTER_0002', { code });
}

async function readSetting<T>(db: TQueryable, key: string, parse: (value: unknown) => T): Promise<T> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return parse(row?.value ?? DEFAULT_SETTINGS[key as keyof typeof DEFAULT_SETTINGS]);
}

async function writeSetting(db: TQueryable, clock: Clock, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: clock.now() } });
}

export function getPageConfig({ db }: { db: TQueryable }): Promise<TPageConfig> {
  return readSetting(db, SETTING_KEYS.pageConfig, (value) => ZPageConfigSchema.parse(value));
}

export function setPageConfig({ db, clock, value }: { db: TQueryable; clock: Clock; value: TPageConfig }): Promise<void> {
  return writeSetting(db, clock, SETTING_KEYS.pageConfig, value);
}

export function getMaintenance({ db }: { db: TQueryable }): Promise<TMaintenance> {
  return readSetting(db, SETTING_KEYS.maintenance, (value) => ZMaintenanceSchema.parse(value));
}

export function setMaintenance({ db, clock, value }: { db: TQueryable; clock: Clock; value: TMaintenance }): Promise<void> {
  return writeSetting(db, clock, SETTING_KEYS.maintenance, value);
}

/** Inserts the default menu codes and settings that are missing; operators' changes are never overwritten. */
export async function ensureDefaultSettings({ db, clock }: { db: TQueryable; clock: Clock }): Promise<void> {
  await db
    .insert(pagePermissions)
    .values(DEFAULT_MENU_CODES.map((menu, index) => ({ ...menu, status: 'ACTIVE' as const, sortOrder: index, updatedAt: clock.now() })))
    .onConflictDoNothing();
  await db
    .insert(appSettings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value, updatedAt: clock.now() })))
    .onConflictDoNothing();
}

/** Puts every menu code and setting back to its default: for trainers and tests. */
export async function resetSettings({ db, clock }: { db: TDatabase; clock: Clock }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(pagePermissions).set({ status: 'ACTIVE', updatedAt: clock.now() });
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) await writeSetting(tx, clock, key, value);
  });
}

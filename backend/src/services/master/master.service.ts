import { frozenAnswer } from '../../platform/http/frozen-answer';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import { appSettings, masterItems, pagePermissions, seedRuns } from './master.schema';
import { DEFAULT_MENU_CODES } from '@mflow/contracts/master/menu-codes';
import { DEFAULT_SETTINGS, SETTING_KEYS } from './default-settings';
import { createTtlCache, type TTtlCache } from './ttl-cache';
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
    const known = await db
      .select({ one: sql`1` })
      .from(masterItems)
      .where(eq(masterItems.listName, name))
      .limit(1);
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
export async function findMasterItems({
  db,
  keys,
}: {
  db: TQueryable;
  keys: { listName: string; code: string }[];
}): Promise<TMasterItemRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(masterItems)
    .where(or(...keys.map((key) => and(eq(masterItems.listName, key.listName), eq(masterItems.code, key.code)))));
}

/** The first items of a list under a parent, in list order. */
export async function listChildItems(options: {
  db: TQueryable;
  listName: string;
  parentCode: string;
  limit: number;
}): Promise<TMasterItemRow[]> {
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

export async function recordSeedRun({
  db,
  clock,
  name,
  checksum,
}: {
  db: TQueryable;
  clock: Clock;
  name: string;
  checksum: string;
}): Promise<void> {
  await db
    .insert(seedRuns)
    .values({ name, checksum, appliedAt: clock.now() })
    .onConflictDoUpdate({ target: seedRuns.name, set: { checksum, appliedAt: clock.now() } });
}

/**
 * How long an instance answers menu codes and settings from memory. The portal reads them on
 * every start-up and operators seldom switch them, so each instance reads them at most once a
 * second however busy it is. A write through the functions below forgets them at once on the
 * handle it was given (the app's own); another instance on the same database sees the change
 * within this time (docs/decisions/0012-api-hot-path-caching.md).
 */
export const SETTINGS_TTL_MS = 1_000;

type TMenuList = { code: string; name: string; status: TMenuStatus }[];

/**
 * The page-permission answer in one language: every call within the time-to-live answers the same
 * frozen object (frozen-answer.ts).
 */
export type TPagePermissions = { pages: TMenuList };

type TCachedSettings = {
  menus: TTtlCache<Record<TLanguage, TPagePermissions>>;
  settings: TTtlCache<ReadonlyMap<string, unknown>>;
};

/** By database handle, so that test apps on separate databases in one process never share them. */
const cachedSettings = new WeakMap<TQueryable, TCachedSettings>();

function cachedSettingsOf(db: TQueryable): TCachedSettings {
  const found = cachedSettings.get(db);
  if (found) return found;
  const created: TCachedSettings = {
    menus: createTtlCache(async () => {
      const rows = await db.select().from(pagePermissions).orderBy(asc(pagePermissions.sortOrder));
      const inLanguage = (language: TLanguage): TPagePermissions =>
        frozenAnswer({
          pages: rows.map((row) => ({ code: row.code, name: language === 'EN' ? row.nameEn : row.nameTh, status: row.status })),
        });
      return { TH: inLanguage('TH'), EN: inLanguage('EN') };
    }, SETTINGS_TTL_MS),
    settings: createTtlCache(async () => {
      const rows = await db.select().from(appSettings);
      return new Map(rows.map((row) => [row.key, row.value]));
    }, SETTINGS_TTL_MS),
  };
  cachedSettings.set(db, created);
  return created;
}

function forgetSettings(db: TQueryable): void {
  cachedSettings.get(db)?.menus.invalidate();
  cachedSettings.get(db)?.settings.invalidate();
}

/**
 * For a change written in a transaction: the write forgot the values on the transaction's handle,
 * this forgets them on the app's own once it committed, so its next call reads the change.
 */
export function forgetCachedSettings(db: TQueryable): void {
  forgetSettings(db);
}

export type TStoredMenuCode = { code: string; nameTh: string; nameEn: string; status: TMenuStatus };

/** Every menu code as stored now, with both names, bypassing the cache (operations staff, audit). */
export async function listStoredMenuCodes({ db }: { db: TQueryable }): Promise<TStoredMenuCode[]> {
  const rows = await db.select().from(pagePermissions).orderBy(asc(pagePermissions.sortOrder));
  return rows.map((row) => ({ code: row.code, nameTh: row.nameTh, nameEn: row.nameEn, status: row.status }));
}

/** Coming-soon and maintenance as stored now, bypassing the cache. */
export async function readStoredSettings({ db }: { db: TQueryable }): Promise<{ pageConfig: TPageConfig; maintenance: TMaintenance }> {
  const rows = new Map((await db.select().from(appSettings)).map((row) => [row.key, row.value]));
  const stored = (key: keyof typeof DEFAULT_SETTINGS) => rows.get(key) ?? DEFAULT_SETTINGS[key];
  return {
    pageConfig: ZPageConfigSchema.parse(stored(SETTING_KEYS.pageConfig)),
    maintenance: ZMaintenanceSchema.parse(stored(SETTING_KEYS.maintenance)),
  };
}

/**
 * The time-to-live guards the server rather than a business rule; it reads the injected clock all
 * the same, which in production is wall time, and which tests move to expire it deterministically.
 */
const cacheTimeOf = (clock: Clock) => clock.now().getTime();

export async function listPagePermissions({
  db,
  clock,
  language,
}: {
  db: TQueryable;
  clock: Clock;
  language: TLanguage;
}): Promise<TPagePermissions> {
  return (await cachedSettingsOf(db).menus.get(cacheTimeOf(clock)))[language];
}

type SetMenuStatusOptions = { db: TQueryable; clock: Clock; code: string; status: TMenuStatus };

export async function setMenuStatus({ db, clock, code, status }: SetMenuStatusOptions): Promise<void> {
  const updated = await db
    .update(pagePermissions)
    .set({ status, updatedAt: clock.now() })
    .where(eq(pagePermissions.code, code))
    .returning({ code: pagePermissions.code });
  forgetSettings(db);
  if (updated.length === 0) throw new AppError('ERR_MASTER_0002', { code });
}

async function readSetting<T>(db: TQueryable, clock: Clock, key: string, parse: (value: unknown) => T): Promise<T> {
  const stored = await cachedSettingsOf(db).settings.get(cacheTimeOf(clock));
  return parse(stored.get(key) ?? DEFAULT_SETTINGS[key as keyof typeof DEFAULT_SETTINGS]);
}

async function writeSetting(db: TQueryable, clock: Clock, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: clock.now() } });
  forgetSettings(db);
}

export function getPageConfig({ db, clock }: { db: TQueryable; clock: Clock }): Promise<TPageConfig> {
  return readSetting(db, clock, SETTING_KEYS.pageConfig, (value) => ZPageConfigSchema.parse(value));
}

export function setPageConfig({ db, clock, value }: { db: TQueryable; clock: Clock; value: TPageConfig }): Promise<void> {
  return writeSetting(db, clock, SETTING_KEYS.pageConfig, value);
}

export function getMaintenance({ db, clock }: { db: TQueryable; clock: Clock }): Promise<TMaintenance> {
  return readSetting(db, clock, SETTING_KEYS.maintenance, (value) => ZMaintenanceSchema.parse(value));
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
  forgetSettings(db);
}

/** Puts every menu code and setting back to its default: for trainers and tests. */
export async function resetSettings({ db, clock }: { db: TDatabase; clock: Clock }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(pagePermissions).set({ status: 'ACTIVE', updatedAt: clock.now() });
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) await writeSetting(tx, clock, key, value);
  });
  forgetSettings(db);
}

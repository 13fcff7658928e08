import type { TConfig } from '../platform/app-config';
import { createTestApp, type TTestApp } from './test-app';
import { createTestDatabase } from './test-database';

/** createTestApp on a database of its own, dropped again by close(). */
export async function createIsolatedTestApp(overrides: Partial<TConfig> = {}): Promise<TTestApp> {
  const database = await createTestDatabase();
  const t = createTestApp({ ...overrides, databaseUrl: database.url });
  return {
    ...t,
    close: async () => {
      await t.close();
      await database.drop();
    },
  };
}

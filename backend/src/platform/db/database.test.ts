import { sql } from 'drizzle-orm';
import { createTestDatabase, type TTestDatabase } from '../../test/test-database';
import { openDatabase, type TDatabaseHandle } from './database';
import * as schema from '../../../../db/schema';

let testDatabase: TTestDatabase;
let handle: TDatabaseHandle;
const heard: Error[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  handle = openDatabase({ url: testDatabase.url, poolSize: 2, schema, onIdleError: (error) => heard.push(error) });
});

afterAll(async () => {
  await handle.pool.end();
  await testDatabase.drop();
});

it('survives the server ending an idle connection, tells of it, and answers the next query on a new one', async () => {
  const before = await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
  const pid = before.rows[0]?.pid;
  const admin = openDatabase({ url: testDatabase.url, poolSize: 1, schema });
  try {
    const reported = new Promise<void>((resolve) => handle.pool.once('error', () => resolve()));
    await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
    await reported;
  } finally {
    await admin.pool.end();
  }
  expect(heard.map((error) => (error as Error & { code?: string }).code)).toEqual(['57P01']);
  const after = await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
  expect(after.rows[0]?.pid).not.toBe(pid);
});

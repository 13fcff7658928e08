/**
 * The yardstick: Express and pg and nothing else, answering every GET with `SELECT 1` on the same
 * PostgreSQL as the project, with the project's default pool size. Started as a process of its own
 * by run.ts; it reports its port over the IPC channel and stops on SIGTERM.
 */
import express from 'express';
import { Pool } from 'pg';

const url = process.env.DATABASE_URL;
if (!url || !process.send) throw new Error('bare-server.ts is started by run.ts, with DATABASE_URL and an IPC channel');

const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = express();
app.get('/', async (_req, res) => {
  const { rows } = await pool.query('SELECT 1 AS one');
  res.json(rows[0]);
});

const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});

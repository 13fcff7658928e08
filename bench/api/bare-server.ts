/**
 * The yardstick: Express and pg and nothing else, answering every GET with `SELECT 1` on the same
 * PostgreSQL as the project, with the project's default pool size. With `?bytes=N` the answer is
 * padded to N bytes, the floor of an endpoint whose answer is that long: sending and reading a
 * body costs both processes on the same cores. Started as a process of its own by run.ts; it
 * reports its port over the IPC channel and stops on SIGTERM.
 */
import express from 'express';
import { Pool } from 'pg';

const url = process.env.DATABASE_URL;
if (!url || !process.send) throw new Error('bare-server.ts is started by run.ts, with DATABASE_URL and an IPC channel');

const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = express();
const padded = new Map<number, Buffer>();
/** `{"one":1,"pad":"xx…"}` of `bytes` bytes, serialised once as the project sends its kept answers. */
function paddedAnswer(bytes: number): Buffer {
  let answer = padded.get(bytes);
  if (answer === undefined) {
    const empty = JSON.stringify({ one: 1, pad: '' });
    answer = Buffer.from(JSON.stringify({ one: 1, pad: 'x'.repeat(Math.max(0, bytes - empty.length)) }));
    padded.set(bytes, answer);
  }
  return answer;
}

app.get('/', async (req, res) => {
  const { rows } = await pool.query('SELECT 1 AS one');
  const bytes = Number(req.query.bytes ?? 0);
  if (bytes > 0) res.type('application/json').send(paddedAnswer(bytes));
  else res.json(rows[0]);
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

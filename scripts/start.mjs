// `npm start`: builds the portal and the back-office when they have not been built, then runs the backend in this process
// (so signals reach it directly and it can shut down in order).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/cjs/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtApps = [
  path.resolve(root, process.env.PORTAL_DIR ?? 'frontend/dist', 'index.html'),
  path.resolve(root, process.env.BACKOFFICE_DIR ?? 'frontend/dist-backoffice', 'index.html'),
];

if (!builtApps.every((index) => existsSync(index))) {
  console.log('Building the portal (first start)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
const require = createRequire(import.meta.url);
const { main, exitAfterFailedStart } = require(path.join(root, 'backend/src/main.ts'));
main().catch(exitAfterFailedStart);

import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The signing key for tokens and access keys: from the environment when an operator sets it
 * (required when several instances share one database), otherwise generated once and kept in the
 * data directory so restarts keep sessions valid. Never committed.
 */
export function loadSigningSecret(options: { fromEnv: string | undefined; dataDir: string }): string {
  if (options.fromEnv) return options.fromEnv;
  const file = path.join(options.dataDir, 'secrets', 'jwt.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

// The key that signs session cookies and e-mail tokens. AUTH_SECRET wins; without it one is generated
// once into DATA_DIR so that `npm start` works out of the box and sessions survive restarts.
// Several instances must share AUTH_SECRET (a file per machine would not match).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';

export function resolveAuthSecret(env: Pick<Env, 'AUTH_SECRET' | 'dataDir'>, logger: Logger): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, 'auth-secret');
  const read = () => fs.readFileSync(file, 'utf8').trim();
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(env.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    logger.warn({ file }, 'AUTH_SECRET is not set: generated one and stored it in the data directory');
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return read();
}

// After the browser tests: make sure the server's embedded PostgreSQL is not left running, even if the
// server was killed before it could stop its database.
import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './playwright.config';

export default async function globalTeardown() {
  const pidFile = path.join(e2eDataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // already gone
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

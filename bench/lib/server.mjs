// Starts and stops the production server (`node scripts/start.mjs`, what `npm start` runs) for the bench,
// and measures its cold start: the time from spawning the process to its "Rooted is listening" log line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * Spawns the server with `env` added to ours; resolves once it listens, with the measured start-up time.
 * Its logs (one JSON line per request) go to `logFile`.
 */
export function startServer({ env, logFile, timeoutMs = 600_000 }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  // The server writes straight into the log file (as a deployment would), never through a pipe of ours;
  // we watch the file for the line that says it listens.
  const offset = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
  const fd = fs.openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', FEED_REFRESH_MINUTES: '0', ...env },
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  return new Promise((resolve, reject) => {
    let exited = false;
    child.once('exit', (code) => (exited = code ?? 'signal'));
    const poll = setInterval(() => {
      const size = fs.statSync(logFile).size;
      const text = size > offset ? readFrom(logFile, offset, size) : '';
      const line = text.split('\n').find((l) => l.includes('Rooted is listening'));
      if (line) {
        clearInterval(poll);
        const startupMs = performance.now() - started;
        let appStartupMs = null;
        try {
          appStartupMs = JSON.parse(line).startupMs ?? null;
        } catch {
          // Not JSON (a pretty printer): the outer measurement is enough.
        }
        // `npm start` builds first when sources changed since the last build: not a cold start.
        const built = text.includes('Building the');
        resolve({ child, startupMs, appStartupMs, built, stop: () => stopServer(child) });
      } else if (exited !== false || performance.now() - started > timeoutMs) {
        clearInterval(poll);
        if (exited === false) child.kill('SIGTERM');
        reject(new Error(`the server ${exited !== false ? `exited (${exited})` : 'timed out'} before listening; see ${logFile}`));
      }
    }, 25);
  });
}

function readFrom(file, from, to) {
  const buffer = Buffer.alloc(to - from);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    fs.closeSync(fd);
  }
  return buffer.toString('utf8');
}

/** SIGTERM (graceful: finishes requests, closes the pool, stops an embedded database) and wait for exit. */
export function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

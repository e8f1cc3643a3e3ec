// Runs the real production server (apps/api/dist/index.js, what `npm start` runs) and the operator CLI as
// child processes, for tests that crash, restart and back up a whole instance.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../src/db/embedded-postgres';
import { apiRoot, repoRoot } from '../src/lib/paths';

const serverEntry = path.join(apiRoot, 'dist/index.js');
const cliEntry = path.join(apiRoot, 'dist/cli.js');

/** Builds dist/ like `npm start` does: only when missing or older than its sources (under a lock). */
export async function ensureApiBuild(): Promise<void> {
  const state = (await import(pathToFileURL(path.join(repoRoot, 'scripts/build-state.mjs')).href)) as {
    isStale(output: string, sources: string[]): boolean;
    targets: { api: { output: string; sources: string[] } };
  };
  if (!state.isStale(state.targets.api.output, state.targets.api.sources)) return;
  const result = spawnSync('flock', ['/tmp/rooted-api-build.lock', process.execPath, 'build.mjs'], { cwd: apiRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`API build failed: ${result.stderr}`);
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** Everything the process printed so far (JSON log lines). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the server with these settings and resolves once it answers /api/health. A port picked here can be
 * taken by another process before the server listens on it (ports come from the range that outgoing
 * connections use too); then the start is tried again, on a new port unless the caller asked for this one.
 */
export async function startServer(env: Record<string, string>, { timeoutMs = 90_000, port = 0 } = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(env, timeoutMs, port || (await freePort()));
    } catch (err) {
      if (!(err instanceof PortTakenError) || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

class PortTakenError extends Error {}

async function startServerOnce(env: Record<string, string>, timeoutMs: number, port: number): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      FEED_REFRESH_MINUTES: '0',
      RATE_LIMIT_IP_SCALE: '20',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  // ROOTED_TEST_SERVER_LOG=<dir>: keep each server's output for a look after a failed run.
  const logDir = process.env.ROOTED_TEST_SERVER_LOG;
  if (logDir) {
    const log = fs.createWriteStream(path.join(logDir, `server-${port}-${Date.now()}.log`));
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = { child, baseUrl, port, output: () => out, exited };
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) {
      const message = `The server exited during start-up:\n${out}`;
      throw out.includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start within ${timeoutMs} ms:\n${out}`);
}

/** Runs `npm run cli -- <args>` (the built CLI) with these settings. */
export function runCli(args: string[], env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cliEntry, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `name=value; …` from a response's Set-Cookie headers. */
function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/** Signs a CLI-created user in over HTTP like the browser does; returns the session cookie. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  // A 503 (the database not reachable in time, e.g. on a busy machine right after start) is retried,
  // as the Retry-After header invites.
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ email, password }),
    });
    if (res.ok) return cookieOf(res);
    const body = await res.text();
    if (res.status !== 503 || attempt >= 10) throw new Error(`sign-in failed: ${res.status} ${body}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

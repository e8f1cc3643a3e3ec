// The access log is buffered (issue 13): lines are written in chunks, and within a second when traffic is light.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESS_LOG_FLUSH_MS, createAccessLog } from './logger';

const linesIn = (file: string) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
const tempFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rooted-access-')), 'access.log');
const line = (i: number, p = '/api/health') => ({
  reqId: `r${i}`,
  method: 'GET',
  path: p,
  status: 200,
  ms: i,
});

describe('access log', () => {
  it('buffers lines instead of writing each, and writes them within a second when traffic is light', async () => {
    const file = tempFile();
    const access = createAccessLog('info', file)!;
    for (let i = 0; i < 3; i++) access(line(i));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(linesIn(file)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, ACCESS_LOG_FLUSH_MS + 200));
    expect(linesIn(file).map((l) => JSON.parse(l) as unknown)).toEqual(
      [0, 1, 2].map((i) => ({
        level: 30,
        time: expect.any(Number),
        ...line(i),
        msg: 'request',
      })),
    );
  });

  it('writes a full chunk at once under load, each line valid JSON whatever the path holds', async () => {
    const file = tempFile();
    const access = createAccessLog('info', file)!;
    const odd = '/api/search?q="quoted"\\back\nslash';
    for (let i = 0; i < 100; i++) access(line(i, i === 7 ? odd : '/api/bible/WEB/John/3'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const written = linesIn(file).map((l) => JSON.parse(l) as { path: string });
    expect(written.length).toBeGreaterThan(0);
    expect(written[7]!.path).toBe(odd);
  });

  it('writes nothing when the level is above info', () => {
    expect(createAccessLog('warn', tempFile())).toBeNull();
    expect(createAccessLog('silent', tempFile())).toBeNull();
    expect(createAccessLog('debug', tempFile())).not.toBeNull();
  });
});

// The uploads (DATA_DIR/uploads: bug-report screenshots, topic images) in the same backup file as the
// database, so that one file restores both together. After the database's lines, each file is
//   F  {"path":"bug-reports/…/a.png"}        its path under uploads, always with "/"
//   B  <base64>                                 its bytes, in chunks of 48 KiB (lines stay short)
//   FE {"path":…,"bytes":n,"sha256":…}          restore checks size and hash
// and the backup ends with `X {"files":n,"bytes":n}`, so that a file cut short is noticed.
// Restore writes the files to <uploads>.restoring, and only once the database is swapped in moves the
// current folder to <uploads>.before-restore (kept until the next restore) and the new one into place.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

const CHUNK_BYTES = 48 * 1024;

export interface FilesSummary {
  files: number;
  bytes: number;
}

/** Every regular file under `dir`, as paths relative to it with "/" separators, sorted. Symlinks are skipped. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const out: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else if (e.isFile()) out.push(rel);
  }
  return out;
}

/** Writes the files section and the end line. */
export async function writeFiles(write: (line: string) => Promise<void>, uploadsDir: string): Promise<FilesSummary> {
  const summary: FilesSummary = { files: 0, bytes: 0 };
  for (const rel of await listFiles(uploadsDir)) {
    await write(`F\t${JSON.stringify({ path: rel })}`);
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of createReadStream(path.join(uploadsDir, rel), { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
      await write(`B\t${chunk.toString('base64')}`);
    }
    await write(`FE\t${JSON.stringify({ path: rel, bytes, sha256: hash.digest('hex') })}`);
    summary.files += 1;
    summary.bytes += bytes;
  }
  await write(`X\t${JSON.stringify(summary)}`);
  return summary;
}

/** A path from a backup, checked: relative, inside the uploads folder, no "..". */
function safeRelative(rel: unknown, file: string): string {
  if (typeof rel !== 'string' || !rel || rel.startsWith('/') || rel.includes('\\') || rel.includes('\0') || rel.split('/').some((p) => p === '..' || p === '' || p === '.'))
    throw new Error(`${file} is damaged: an upload has the path ${JSON.stringify(rel)}.`);
  return rel;
}

/** Takes the F/B/FE/X lines of a backup and writes the files into a staging folder. */
export class FilesRestorer {
  private current: { rel: string; handle: fs.FileHandle; hash: ReturnType<typeof createHash>; bytes: number } | null = null;
  private summary: FilesSummary = { files: 0, bytes: 0 };
  /** Set by the end line; null until then. */
  finished: FilesSummary | null = null;

  constructor(
    readonly staging: string,
    private readonly file: string,
  ) {}

  async start(): Promise<void> {
    await fs.rm(this.staging, { recursive: true, force: true });
    await fs.mkdir(this.staging, { recursive: true, mode: 0o700 });
  }

  /** Handles one line; false when the line is not about files. */
  async line(kind: string, body: string): Promise<boolean> {
    if (kind === 'F') {
      if (this.current) throw new Error(`${this.file} is damaged: upload "${this.current.rel}" is incomplete.`);
      const rel = safeRelative((JSON.parse(body) as { path?: unknown }).path, this.file);
      const target = path.join(this.staging, ...rel.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      this.current = { rel, handle: await fs.open(target, 'wx', 0o600), hash: createHash('sha256'), bytes: 0 };
    } else if (kind === 'B') {
      if (!this.current) throw new Error(`${this.file} is damaged: file data outside a file.`);
      const chunk = Buffer.from(body, 'base64');
      this.current.hash.update(chunk);
      this.current.bytes += chunk.length;
      await this.current.handle.write(chunk);
    } else if (kind === 'FE') {
      const end = JSON.parse(body) as { path: string; bytes: number; sha256: string };
      const cur = this.current;
      if (!cur || end.path !== cur.rel) throw new Error(`${this.file} is damaged: upload "${end.path}" is incomplete.`);
      await cur.handle.close();
      this.current = null;
      if (end.bytes !== cur.bytes || end.sha256 !== cur.hash.digest('hex')) throw new Error(`${this.file} is damaged: upload "${end.path}" does not match its checksum.`);
      this.summary.files += 1;
      this.summary.bytes += cur.bytes;
    } else if (kind === 'X') {
      const end = JSON.parse(body) as FilesSummary;
      if (this.current || end.files !== this.summary.files || end.bytes !== this.summary.bytes) throw new Error(`${this.file} is damaged: its uploads are incomplete.`);
      this.finished = this.summary;
    } else {
      return false;
    }
    return true;
  }

  /** Removes the staging folder (a restore that failed). */
  async discard(): Promise<void> {
    await this.current?.handle.close().catch(() => undefined);
    this.current = null;
    await fs.rm(this.staging, { recursive: true, force: true });
  }
}

/** Puts the restored uploads in place; the folder they replace is kept as `previous` until the next restore. */
export async function swapInUploads(staging: string, uploadsDir: string, previous: string): Promise<void> {
  await fs.rm(previous, { recursive: true, force: true });
  await fs.rename(uploadsDir, previous).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
  await fs.rename(staging, uploadsDir);
}

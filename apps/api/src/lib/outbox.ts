// Reads the mail outbox (DATA_DIR/outbox) back: for the admin area and for tests that follow e-mailed links.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env';
import { outboxDir, outboxRecipient } from './mail';

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  /** The first http(s) link in the body. */
  link: string | null;
}

export function parseMessage(file: string, raw: string): OutboxMessage {
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const text = split === -1 ? '' : raw.slice(split + 2).replace(/\n$/, '');
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  const subject = header('Subject').replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_m, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
  return { file, to: header('To'), subject, date: header('Date'), text, link: text.match(/https?:\/\/\S+/)?.[0] ?? null };
}

/** Newest first; optionally only messages to one address. */
export async function listOutbox(env: Pick<Env, 'dataDir'>, { to, limit = 50 }: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const dir = outboxDir(env);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const wanted = to && outboxRecipient(to);
  const files = names
    .filter((n) => n.endsWith('.eml') && (!wanted || n.endsWith(`-${wanted}.eml`)))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(files.map(async (f) => parseMessage(f, await fs.readFile(path.join(dir, f), 'utf8'))));
}

// `npm run cli -- feed import <url-or-file> [--podcast NAME]`: the admin import, for operators.
import { readFile, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { CliContext } from '../../../cli';
import { FEED_MAX_BYTES, feedErrors } from './feed-errors';
import { importFeed } from './import-feed';
import type { FeedSource } from './load-feed';

const USAGE = 'feed import <url-or-file> [--podcast NAME]';

async function sourceOf(target: string): Promise<FeedSource> {
  if (/^https?:\/\//i.test(target)) return { url: target };
  // Any other scheme (file:, ftp:, data:) is refused; a bare path is a local file the operator chose.
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) && !/^[a-z]:[\\/]/i.test(target)) throw feedErrors.notHttp();
  const info = await stat(target).catch(() => null);
  if (!info?.isFile()) throw new Error(`No such file: ${target}`);
  if (info.size > FEED_MAX_BYTES) throw feedErrors.tooLarge(FEED_MAX_BYTES);
  return { file: await readFile(target) };
}

export const feedImportCommand = {
  usage: USAGE,
  async run({ env, logger, database, args }: CliContext): Promise<string> {
    const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { podcast: { type: 'string' } } });
    if (positionals.length !== 1) throw new Error(`Usage: npm run cli -- ${USAGE}`);
    const result = await importFeed({
      db: database.db,
      env,
      logger,
      source: await sourceOf(positionals[0]!),
      podcastName: values.podcast,
    });
    return [
      `${result.created ? 'Created' : 'Updated'} podcast "${result.podcast.name}" (/podcasts/${result.podcast.slug}).`,
      `Episodes: ${result.episodesAdded} new, ${result.episodesUpdated} updated, ${result.episodesSkipped} skipped.`,
      `Transcripts fetched: ${result.transcriptsFetched}; chapters fetched: ${result.chaptersFetched}.`,
      ...result.warnings.map((w) => `Warning: ${w}`),
    ].join('\n');
  },
};

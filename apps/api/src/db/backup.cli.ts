// `npm run cli -- db backup <file>` and `db restore <file>` (issue 14) for the embedded database and the
// uploads (DATA_DIR/uploads), in one file. On a PostgreSQL server of your own (DATABASE_URL), use its
// pg_dump and pg_restore instead (see README); uploads in an S3 bucket are that bucket's to back up.
import path from 'node:path';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { s3ConfigFrom } from '../lib/s3-storage';
import { uploadsDir } from '../lib/storage';
import { backupDatabase, restoreDatabase } from './backup';
import { embeddedClusterExists, runningEmbeddedUrl, startEmbeddedPostgres } from './embedded-postgres';

export interface StandaloneContext {
  env: Env;
  logger: Logger;
  args: string[];
}

const PG_DUMP_GUIDANCE = [
  'DATABASE_URL is set: back up and restore that PostgreSQL server with its own tools, for example',
  '  pg_dump --format=custom --file=rooted.dump "$DATABASE_URL"',
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" rooted.dump   (with the app stopped)',
  'and copy the uploads folder (DATA_DIR/uploads) alongside.',
].join('\n');

function fileArgument(args: string[], usage: string): string {
  if (args.length !== 1 || !args[0]) throw new Error(`Usage: npm run cli -- ${usage}`);
  return path.resolve(args[0]);
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(n ? 1 : 0, Math.round(n / 1024))} KB`;
}

const files = (n: number) => `${n} uploaded ${n === 1 ? 'file' : 'files'}`;

/** With S3, the uploads are not on this disk: say so, every time, rather than let a backup look complete. */
function s3Note(env: Env): string {
  const s3 = s3ConfigFrom(env);
  return s3 ? `\nUploads are stored in the S3 bucket "${s3.bucket}", not in this backup: back up that bucket with your provider's tools.` : '';
}

export const backupCommands = {
  'db backup': {
    usage: 'db backup <file>',
    async standalone({ env, logger, args }: StandaloneContext): Promise<string> {
      const file = fileArgument(args, 'db backup <file>');
      if (env.DATABASE_URL) throw new Error(PG_DUMP_GUIDANCE);
      if (!embeddedClusterExists(env.dataDir)) throw new Error(`There is no embedded database in ${env.dataDir} to back up.`);
      const started = performance.now();
      // A running server keeps its database: the backup reads it through a consistent snapshot.
      const running = runningEmbeddedUrl(env.dataDir);
      const embedded = running ? undefined : await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.EMBEDDED_PG_PORT, logger });
      try {
        const summary = await backupDatabase(running ?? embedded!.url, file, { uploadsDir: uploadsDir(env) });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        return (
          `Backed up ${summary.rows} rows from ${summary.tables} tables and ${files(summary.files.files)} (${formatBytes(summary.files.bytes)}) ` +
          `to ${file} (${formatBytes(summary.bytes)}, ${seconds} s).${s3Note(env)}`
        );
      } finally {
        await embedded?.stop();
      }
    },
  },
  'db restore': {
    usage: 'db restore <file>   (stop the server first)',
    async standalone({ env, logger, args }: StandaloneContext): Promise<string> {
      const file = fileArgument(args, 'db restore <file>');
      if (env.DATABASE_URL) throw new Error(PG_DUMP_GUIDANCE);
      // Taking the cluster's lock is what refuses a restore under a running server.
      const embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.EMBEDDED_PG_PORT, logger }).catch((err: Error) => {
        const owner = /Another Rooted process \(pid (\d+)\)/.exec(err.message)?.[1];
        throw owner ? new Error(`A Rooted server (pid ${owner}) is using the database in ${env.dataDir}: stop it before restoring a backup.`) : err;
      });
      try {
        const started = performance.now();
        const serverUrl = new URL(embedded.url);
        const database = serverUrl.pathname.slice(1);
        const summary = await restoreDatabase(serverUrl.toString(), database, file, { uploadsDir: uploadsDir(env) });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const restoredFiles = summary.files
          ? ` and ${files(summary.files.files)}`
          : ` (this backup is from before backups held the uploads: ${uploadsDir(env)} was left as it was)`;
        const keptFiles = summary.files ? ` and the uploads as ${summary.previousUploads}` : '';
        return (
          `Restored ${summary.rows} rows into ${summary.tables} tables${restoredFiles} from ${file} (${seconds} s). ` +
          `The data it replaced is kept as the database "${summary.previous}"${keptFiles} until the next restore.${s3Note(env)}`
        );
      } finally {
        await embedded.stop();
      }
    },
  },
};

// `npm run cli -- <command>`: operator commands on the same database the server uses.
import { parseArgs } from 'node:util';
import { backupCommands, type StandaloneContext } from './db/backup.cli';
import { openDatabase, type OpenDatabase } from './db/open';
import { seedIfEmpty } from './db/seed';
import { EnvError, loadEnv, type Env } from './env';
import { userCommands } from './features/auth/user.cli';
import { feedImportCommand } from './features/podcasts/feeds/feed-import-command';
import { createLogger, type Logger } from './lib/logger';

export interface CliContext {
  env: Env;
  logger: Logger;
  database: OpenDatabase;
  args: string[];
}

/** Most commands get the opened (and migrated) database; standalone ones open what they need themselves. */
type Command =
  | { usage: string; run: (ctx: CliContext) => Promise<string | void> }
  | { usage: string; standalone: (ctx: StandaloneContext) => Promise<string | void> };

const commands: Record<string, Command> = {
  'db migrate': { usage: 'db migrate', run: async () => 'Migrations applied.' },
  'db seed': {
    usage: 'db seed',
    run: async ({ database, env, logger }) => {
      await seedIfEmpty({ db: database.db, env, logger });
      return 'Seed complete.';
    },
  },
  ...backupCommands,
  'feed import': feedImportCommand,
  ...userCommands,
};

export function registerCommand(name: string, command: Command) {
  commands[name] = command;
}

function help(): string {
  return ['Usage: npm run cli -- <command>', '', ...Object.values(commands).map((c) => `  ${c.usage}`)].join('\n');
}

async function main(argv: string[]) {
  const name = Object.keys(commands).find((n) => argv.slice(0, n.split(' ').length).join(' ') === n);
  if (!name) {
    console.error(help());
    return 2;
  }
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
  const command = commands[name]!;
  const args = argv.slice(name.split(' ').length);
  if ('standalone' in command) {
    const out = await command.standalone({ env, logger, args });
    if (out) console.log(out);
    return 0;
  }
  const database = await openDatabase(env, logger);
  try {
    const out = await command.run({ env, logger, database, args });
    if (out) console.log(out);
    return 0;
  } finally {
    await database.shutdown();
  }
}

export { parseArgs };

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof EnvError ? err.message : `Error: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  },
);

// `npm run cli -- user ...` (DESIGN.md): create users and grant roles from the command line.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { CliContext } from '../../cli';
import { describeZodError } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { createUser, grantAdmin, grantSupporter, revokeSupporter } from './user-admin.service';

type Command = { usage: string; run: (ctx: CliContext) => Promise<string | void> };

function oneEmail(args: string[], usage: string): string {
  const [email, ...rest] = args;
  if (!email || rest.length) throw new Error(`Usage: npm run cli -- ${usage}`);
  return email;
}

export const userCommands: Record<string, Command> = {
  'user create': {
    usage: 'user create --email E --password P --first-name F [--last-name L] [--admin] [--supporter] [--verified]',
    run: async ({ database, args }) => {
      const { values } = parseArgs({
        args,
        strict: true,
        options: {
          email: { type: 'string' },
          password: { type: 'string' },
          'first-name': { type: 'string' },
          'last-name': { type: 'string' },
          admin: { type: 'boolean', default: false },
          supporter: { type: 'boolean', default: false },
          verified: { type: 'boolean', default: false },
        },
      });
      const user = await createUser({
        db: database.db,
        input: {
          email: values.email ?? '',
          password: values.password ?? '',
          firstName: values['first-name'] ?? '',
          lastName: values['last-name'],
          admin: values.admin,
          supporter: values.supporter,
          verified: values.verified,
        },
      }).catch((err: unknown) => {
        throw err instanceof z.ZodError ? new Error(describeZodError(err)) : err;
      });
      const roles = [values.admin && 'admin', values.supporter && 'supporter', values.verified ? 'verified' : 'unverified'].filter(Boolean);
      return `Created user ${user.email} (${user.id}): ${roles.join(', ')}.`;
    },
  },
  'user grant-admin': {
    usage: 'user grant-admin E',
    run: async ({ database, args }) => {
      const email = oneEmail(args, 'user grant-admin E');
      await grantAdmin({ db: database.db, email });
      await audit({ db: database.db, actorUserId: null, action: 'user.admin.grant', target: email, details: { via: 'cli' } });
      return `${email} is now an admin.`;
    },
  },
  'user grant-supporter': {
    usage: 'user grant-supporter E [--until YYYY-MM-DD]',
    run: async ({ database, args }) => {
      const { values, positionals } = parseArgs({ args, strict: true, allowPositionals: true, options: { until: { type: 'string' } } });
      const email = oneEmail(positionals, 'user grant-supporter E [--until YYYY-MM-DD]');
      const until = values.until ? new Date(values.until) : null;
      if (until && Number.isNaN(until.getTime())) throw new Error('--until must be a date, e.g. 2027-01-31');
      await grantSupporter({ db: database.db, email, until });
      await audit({ db: database.db, actorUserId: null, action: 'user.supporter.grant', target: email, details: { until: until?.toISOString() ?? null, via: 'cli' } });
      return `${email} is now a supporter${until ? ` until ${until.toISOString().slice(0, 10)}` : ''}.`;
    },
  },
  'user revoke-supporter': {
    usage: 'user revoke-supporter E',
    run: async ({ database, args }) => {
      const email = oneEmail(args, 'user revoke-supporter E');
      await revokeSupporter({ db: database.db, email });
      await audit({ db: database.db, actorUserId: null, action: 'user.supporter.revoke', target: email, details: { via: 'cli' } });
      return `${email} is no longer a supporter.`;
    },
  },
};

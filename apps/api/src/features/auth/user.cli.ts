// `npm run cli -- user ...` (DESIGN.md): create users and grant roles from the command line.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { CliContext } from '../../cli';
import { describeZodError } from '../../lib/errors';
import { createUser, grantAdmin, grantSupporter } from './user-admin.service';

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
      return `${email} is now an admin.`;
    },
  },
  'user grant-supporter': {
    usage: 'user grant-supporter E',
    run: async ({ database, args }) => {
      const email = oneEmail(args, 'user grant-supporter E');
      await grantSupporter({ db: database.db, email });
      return `${email} is now a supporter.`;
    },
  },
};

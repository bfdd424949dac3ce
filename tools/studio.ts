// npm run studio -- <command>: the operator studio's accounts (docs/studio.md).
//   add-user <email> --role <role>   add an operator (password from STUDIO_PASSWORD, else asked for)
//   set-role <email> --role <role>   change an operator's role
//   users                            list the operators
// The accounts file is STUDIO_DB, else <BRANDS_DIR or dist/brands>/studio.db, as the site server uses (--db <file> for another).
import { createInterface } from 'node:readline/promises';
import { join, resolve } from 'node:path';
import { ROOT } from '../src/brand/schema-files.ts';
import { StudioAccounts, StudioError } from '../server/studio/accounts.ts';
import { studioDbPath } from '../server/studio/setup.ts';
import { isRole, ROLES } from '../server/studio/roles.ts';

const HELP = `Usage: npm run studio -- <command> [options]

Commands:
  add-user <email> --role <role>   Add an operator; the password comes from STUDIO_PASSWORD or is asked for
  set-role <email> --role <role>   Change an operator's role
  users                            List the operators and their roles

Roles: ${ROLES.join(' < ')}
Options:
  --db <file>                      The accounts file (default: $STUDIO_DB, else <store>/studio.db)`;

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new StudioError('No password: set STUDIO_PASSWORD, or run this in a terminal to be asked');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question('Password for the new operator: ');
  } finally {
    prompt.close();
  }
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--help' || argv[i] === '-h') options.help = 'true';
    else if (argv[i].startsWith('--')) options[argv[i].slice(2)] = argv[++i] ?? '';
    else positional.push(argv[i]);
  }
  const [command, email] = positional;
  if (options.help || !command) {
    console.log(HELP);
    return options.help ? 0 : 2;
  }
  const storeDir = resolve(env.BRANDS_DIR ?? join(ROOT, 'dist/brands'));
  const accounts = new StudioAccounts(options.db ?? studioDbPath(env, storeDir));
  try {
    if (command === 'users' && !email) {
      for (const o of accounts.operators()) console.log(`${o.email}  ${o.role}  since ${o.createdAt}`);
      return 0;
    }
    if ((command === 'add-user' || command === 'set-role') && email) {
      const role = options.role;
      if (!isRole(role)) {
        console.error(`--role must be one of ${ROLES.join(', ')}`);
        return 2;
      }
      if (command === 'set-role') {
        const operator = accounts.setRole(email, role);
        console.log(`operator ${operator.email} is now ${operator.role}`);
        return 0;
      }
      const password = env.STUDIO_PASSWORD ?? (await askPassword());
      const operator = await accounts.addOperator(email, password, role, new Date());
      console.log(`operator ${operator.email} added as ${operator.role}`);
      return 0;
    }
    console.error(`${HELP}`);
    return 2;
  } catch (error) {
    if (!(error instanceof StudioError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    accounts.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main(process.argv.slice(2)).then((code) => (process.exitCode = code));
}

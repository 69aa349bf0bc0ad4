import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROLES, errorMessage, type Role } from '@inkcard/shared';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
import { AppError } from './errors';
import { adminCreateUser } from './services/admin-create-user';
import { adminResetPassword } from './services/admin-reset-password';
import { adminSetRole } from './services/admin-set-role';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create          --email <email> --password <password> [--role <role>] [--username <name>]
                  Creates an account (role defaults to admin).
  reset-password  --email <email> --password <password>
                  Sets a new password and signs the account out everywhere.
  set-role        --email <email> --role <role>
                  Changes a role (the last superAdmin cannot be demoted).

Roles: ${ROLES.join(', ')}
Database: DATABASE_URL (PostgreSQL) when set, else the PGlite in DATA_DIR (default ./data).
With PGlite, stop the server first: the embedded database allows one process at a time.`;

/** Raised for a usage mistake; printed with the usage text. */
class UsageError extends Error {}

function parseRole(value: string | undefined, fallback?: Role): Role {
  const role = value ?? fallback;
  if (!role || !(ROLES as readonly string[]).includes(role)) {
    throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  }
  return role as Role;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

/**
 * The admin command line: create accounts, reset passwords and set roles on either database.
 * @param argv - the arguments after the script name
 * @returns the process exit code
 */
export async function runCli(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      username: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 1;
  }

  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(env.DATA_DIR, 'pglite') });
  const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`;
  try {
    if (command === 'create') {
      const user = await adminCreateUser(database.db, {
        email: required(values.email, 'email'),
        password: required(values.password, 'password'),
        role: parseRole(values.role, 'admin'),
        username: values.username,
      });
      process.stdout.write(`Created ${user.role} ${user.username} <${user.email}> (id ${user.id}) in ${where}.\n`);
    } else if (command === 'reset-password') {
      const user = await adminResetPassword(database.db, {
        email: required(values.email, 'email'),
        password: required(values.password, 'password'),
      });
      process.stdout.write(`Password reset for ${user.email}; every session of that account was signed out.\n`);
    } else if (command === 'set-role') {
      const user = await adminSetRole(database.db, {
        email: required(values.email, 'email'),
        role: parseRole(required(values.role, 'role')),
      });
      process.stdout.write(`${user.email} is now ${user.role}.\n`);
    } else {
      throw new UsageError(`Unknown command: ${command}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    else if (error instanceof AppError) process.stderr.write(`Error: ${errorMessage(error.code, 'en')}\n`);
    else process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);

// Creates an Admin or SuperAdmin user, besides the SuperAdmin the first start creates from ADMIN_PHONE.
//   npm run create-admin -- --phone 9123456789 --password 'S3cret-pass' --first Asha --last Rao [--super] [--email a@b.in]
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { createContext } from '../src/server/context';
import { ensureAdmin } from '../src/server/seed';
import { optionalEmailSchema } from '../src/shared/schemas/accounts';
import { passwordSchema, phoneSchema, requiredText } from '../src/shared/schemas/common';

const HELP = `Create an admin user of the shop.

Usage:
  npm run create-admin -- --phone <10 digits> --password <password> --first <first name> --last <last name> [--super] [--email <email>]

Options:
  --phone      mobile number, 10 digits starting with 6-9, without +91
  --password   at least 8 characters (an existing user keeps their password)
  --first      first name
  --last       last name
  --super      make a SuperAdmin (roles SuperAdmin|Admin); without it the user is an Admin
  --email      optional email address
  --help       show this text

The database is the one the server uses: DATABASE_URL when set, otherwise the embedded database
in DATA_DIR (default ./data).

With the embedded database, stop the shop first: the embedded database may be opened by one
process only, and running this command while the server holds it can damage it. With
DATABASE_URL (PostgreSQL) the shop may keep running.

A user who already has this phone number keeps their password and details and gains the roles.`;

function fail(message: string): never {
  console.error(`create-admin: ${message}\nRun with --help for usage.`);
  process.exit(2);
}

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        phone: { type: 'string' },
        password: { type: 'string' },
        first: { type: 'string' },
        last: { type: 'string' },
        email: { type: 'string' },
        super: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  if (args.help) {
    console.log(HELP);
    return;
  }

  const check = <T>(
    label: string,
    schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
    value: unknown,
  ): T => {
    const r = schema.safeParse(value);
    if (!r.success) fail(`--${label}: ${r.error.issues[0].message}`);
    return r.data;
  };
  const phone = check('phone', phoneSchema, args.phone ?? '');
  const password = check('password', passwordSchema, args.password ?? '');
  const firstName = check('first', requiredText('Please provide first name', 100), args.first ?? '');
  const lastName = check('last', requiredText('Please provide last name', 100), args.last ?? '');
  const email = check('email', optionalEmailSchema, args.email ?? '');
  const roles = args.super ? 'SuperAdmin|Admin' : 'Admin';

  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await migrateDatabase(database);
    const ctx = createContext(config, database);
    const outcome = await ensureAdmin(ctx, { phone, password, firstName, lastName, roles, email: email ?? undefined });
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
    const text = {
      created: `Created ${roles === 'Admin' ? 'an Admin' : 'a SuperAdmin'} with phone ${phone} in ${where}.`,
      updated: `The user with phone ${phone} already existed and now has the roles ${roles} (their password is unchanged), in ${where}.`,
      unchanged: `The user with phone ${phone} already has these roles; nothing changed in ${where}.`,
    }[outcome];
    console.log(text);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(`create-admin failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

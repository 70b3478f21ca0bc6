/**
 * npm run admin:create -- --email someone@example.com --privilege superAdmin [--first-name A --last-name B] [--locale en-eg]
 *
 * Creates a staff account in the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR) and prints its one-time password, or gives an existing account the privilege (its
 * password is kept; its sessions end). Refuses bad input with one line naming it. The database is
 * migrated first, so this also works on a fresh one.
 */
import { parseArgs } from 'node:util';
import { makeServiceContext } from '@souq/core/context.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { createStaffFromCommandLine } from '@souq/core/admin/staff.service.ts';
import { STAFF_PRIVILEGES } from '@souq/core/admin/permissions.ts';
import { withRuntime } from './cli.ts';

const USAGE =
  'Usage: npm run admin:create -- --email <email> --privilege <superAdmin|admin|designerSupport> [--first-name <name>] [--last-name <name>] [--locale ar-eg|en-eg]';

function refuse(message: string): never {
  console.error(`✖ ${message}\n${USAGE}`);
  process.exit(2);
}

let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      privilege: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      locale: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  refuse((error as Error).message);
}

const email = values.email?.trim();
const privilege = values.privilege?.trim();
if (!email) refuse('--email is required.');
if (!privilege) refuse('--privilege is required.');
if (!(STAFF_PRIVILEGES as readonly string[]).includes(privilege))
  refuse(`--privilege must be one of ${STAFF_PRIVILEGES.join(', ')} (got "${privilege}").`);
const locale = values.locale ?? 'ar-eg';
if (!['ar-eg', 'en-eg', 'ar-sa', 'en-sa', 'ar-ae', 'en-ae'].includes(locale))
  refuse(`--locale must be a locale such as ar-eg or en-eg (got "${locale}").`);

await withRuntime(async (runtime) => {
  await runtime.database.migrate();
  const ctx = makeServiceContext(runtime, null, locale as 'ar-eg');
  try {
    const staff = await createStaffFromCommandLine(
      ctx,
      {
        email,
        privilageType: privilege,
        fName: values['first-name'] ?? 'Staff',
        lName: values['last-name'] ?? privilege,
      },
      { passwordMinLength: runtime.config.passwordMinLength },
    );
    if (!staff.existing) {
      console.log(`✓ Created ${staff.privilageType} ${staff.email}`);
      console.log(`  One-time password (shown once; change it after signing in): ${staff.generatedPassword}`);
    } else if (staff.changed) {
      console.log(
        `✓ ${staff.email} is now ${staff.privilageType} (password unchanged; their sessions ended)`,
      );
    } else {
      console.log(`✓ ${staff.email} already is ${staff.privilageType}: nothing changed`);
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const field = (error as { details?: { field?: unknown } }).details?.field;
    throw new Error(`${error.message}${typeof field === 'string' ? ` (--${field})` : ''}`);
  }
});

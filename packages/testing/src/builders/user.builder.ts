/**
 * Users, written straight into the table: registration is a multi-step service (robot check, OTP,
 * referral code) that the tests of other features do not exercise. The password is hashed as
 * registration hashes it.
 */
import { hashPassword } from '@souq/core/accounts/password.ts';
import type { Actor } from '@souq/core/context.ts';
import type { AppDb } from '@souq/core/db/client.ts';
import { addresses, users, type NewUser, type User } from '@souq/core/db/schema/accounts.schema.ts';
import type { CountryCode } from '@souq/core/locale/locales.ts';
import { uniqueSuffix } from './unique.ts';

/** The password of every built user unless the overrides give another (or null: no password). */
export const TEST_PASSWORD = 'secret-pass-1';

let testPasswordHash: Promise<string> | undefined;
// Hashing is slow on purpose; the shared password is hashed once per test worker.
const hashOf = (password: string) =>
  password === TEST_PASSWORD ? (testPasswordHash ??= hashPassword(TEST_PASSWORD)) : hashPassword(password);

export type UserOverrides = Partial<Omit<NewUser, 'passwordHash'>> & { password?: string | null };

/** A valid active customer with a unique name, slug and email; `overrides` set any column. */
export async function buildUser(db: AppDb, overrides: UserOverrides = {}): Promise<User> {
  const { password = TEST_PASSWORD, ...columns } = overrides;
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(users)
    .values({
      role: 'customer',
      name: `Test User ${suffix}`,
      slug: `test-user-${suffix}`,
      fName: 'Test',
      lName: `User ${suffix}`,
      email: `user-${suffix}@souq.test`,
      passwordHash: password === null ? null : await hashOf(password),
      ...columns,
    })
    .returning();
  return row!;
}

/** The actor a service sees for the user. */
export const actorOf = (user: Pick<User, 'id' | 'role' | 'privilageType' | 'status'>): Actor => ({
  id: user.id,
  role: user.role,
  privilageType: user.privilageType ?? null,
  status: user.status,
});

export interface TestCustomer {
  actor: Actor;
  id: string;
  /** A saved address in each market. */
  addressIds: Record<CountryCode, string>;
}

const CITY: Record<CountryCode, string> = { eg: 'Cairo', sa: 'Riyadh', ae: 'Dubai' };

/** A customer (without a password) with one address in each of the three markets. */
export async function buildCustomer(db: AppDb, name = 'Customer'): Promise<TestCustomer> {
  const suffix = uniqueSuffix();
  const user = await buildUser(db, {
    name: `${name} ${suffix}`,
    slug: `customer-${suffix}`,
    fName: name,
    lName: suffix,
    email: `customer-${suffix}@souq.test`,
    password: null,
  });
  const rows = await db
    .insert(addresses)
    .values(
      (['eg', 'sa', 'ae'] as const).map((country) => ({
        userId: user.id,
        country,
        city: CITY[country],
        address1: `1 Test street, ${country}`,
        phone: '0100000000',
      })),
    )
    .returning({ id: addresses.id, country: addresses.country });
  const addressIds = Object.fromEntries(rows.map((row) => [row.country, row.id])) as Record<
    CountryCode,
    string
  >;
  return { id: user.id, addressIds, actor: actorOf(user) };
}

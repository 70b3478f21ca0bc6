import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { referralCodes } from '../db/schema/promotions.schema.ts';
import { socialSignIn, type SocialProfile } from './social-login.service.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

let database: Database;
const deps = {
  jwtSecret: new TextEncoder().encode('a-test-secret-of-at-least-32-characters'),
  passwordMinLength: 6,
  clientAddress: null,
};
const ctx = (): ServiceContext => testServiceContext(database.db, { country: 'sa', locale: 'ar-sa' });
const profile = (overrides: Partial<SocialProfile>): SocialProfile => ({
  provider: 'google',
  subject: 'sub',
  email: null,
  emailVerified: true,
  fName: null,
  lName: null,
  name: null,
  ...overrides,
});

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('socialSignIn (the account rules of social login)', () => {
  it('makes a customer in the page language, with names from the full name and a known referral code', async () => {
    const [owner] = await database.db
      .insert(users)
      .values({ name: 'Owner', slug: 'owner-referral', fName: 'O', lName: 'W', email: 'owner@example.com' })
      .returning();
    await database.db.insert(referralCodes).values({ userId: owner!.id, code: 'FRIEND20' });
    const result = await socialSignIn(
      ctx(),
      {
        profile: profile({ subject: 'g-name-only', name: 'Omar Al Farouk', email: 'omar@example.com' }),
        action: 'register',
        discountCode: 'friend20',
      },
      deps,
    );
    expect(result.created).toBe(true);
    expect(result.user).toMatchObject({
      role: 'customer',
      fName: 'Omar',
      lName: 'Al Farouk',
      email: 'omar@example.com',
      ggId: 'g-name-only',
      favLang: 'ar',
      discountCode: 'FRIEND20',
      passwordHash: null,
    });
    expect(result.token.split('.')).toHaveLength(3);

    const again = await socialSignIn(
      ctx(),
      { profile: profile({ subject: 'g-name-only' }), action: 'login' },
      deps,
    );
    expect(again.created).toBe(false);
    expect(again.user.id).toBe(result.user.id);
  });

  it('does not link an email account that already has another account of the provider', async () => {
    await database.db.insert(users).values({
      name: 'Linked',
      slug: 'linked-already',
      fName: 'L',
      lName: 'A',
      email: 'taken@example.com',
      ggId: 'g-first',
    });
    await expect(
      socialSignIn(
        ctx(),
        { profile: profile({ subject: 'g-second', email: 'taken@example.com' }), action: 'login' },
        deps,
      ),
    ).rejects.toMatchObject({ code: 'USER_ALREADY_EXISTS', status: 500 });
    // Facebook may still be linked to it: one account per provider.
    const linked = await socialSignIn(
      ctx(),
      {
        profile: profile({ provider: 'facebook', subject: 'f-to-taken', email: 'taken@example.com' }),
        action: 'login',
      },
      deps,
    );
    expect(linked.user).toMatchObject({ ggId: 'g-first', fbId: 'f-to-taken', email: 'taken@example.com' });
  });

  it('neither links nor stores an unverified email, and refuses a blocked account', async () => {
    await database.db.insert(users).values({
      name: 'Victim',
      slug: 'victim',
      fName: 'V',
      lName: 'V',
      email: 'victim@example.com',
    });
    const other = await socialSignIn(
      ctx(),
      {
        profile: profile({ subject: 'g-unverified', email: 'victim@example.com', emailVerified: false }),
        action: 'login',
      },
      deps,
    );
    expect(other.created).toBe(true);
    expect(other.user.email).toBeNull();
    const [victim] = await database.db.select().from(users).where(eq(users.email, 'victim@example.com'));
    expect(victim!.ggId).toBeNull();

    await database.db.update(users).set({ status: false }).where(eq(users.id, other.user.id));
    await expect(
      socialSignIn(ctx(), { profile: profile({ subject: 'g-unverified' }), action: 'login' }, deps),
    ).rejects.toMatchObject({ code: 'USER_BLOCKED' });
  });
});

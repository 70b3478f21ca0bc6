import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '@souq/core/accounts/password.ts';
import type { Database } from '@souq/core/db/client.ts';
import { users, type User } from '@souq/core/db/schema/accounts.schema.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { createContractRuntime, signTestToken, type ContractRuntimeOptions } from '@souq/testing';

/** A contract runtime whose data folder (and so the outbox) is a fresh temporary folder. */
export function createAccountsRuntime(database: Database, options: ContractRuntimeOptions = {}): AppRuntime {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-accounts-'));
  return createContractRuntime(database, { ...options, env: { DATA_DIR: dataDir, ...options.env } });
}

export const TEST_PASSWORD = 'secret-pass-1';

export interface TestUserOptions {
  email?: string;
  password?: string | null;
  role?: User['role'];
  privilageType?: User['privilageType'];
  status?: boolean;
  ggId?: string;
  fbId?: string;
  mailLang?: 'ar' | 'en';
}

/** Inserts a user straight into the database (password hashed like register does). */
export async function createTestUser(database: Database, options: TestUserOptions = {}): Promise<User> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const [row] = await database.db
    .insert(users)
    .values({
      role: options.role ?? 'customer',
      privilageType: options.privilageType ?? null,
      name: `Test User ${suffix}`,
      slug: `test-user-${suffix}`,
      fName: 'Test',
      lName: `User ${suffix}`,
      email: options.email ?? `user-${suffix}@souq.test`,
      passwordHash: password === null ? null : await hashPassword(password),
      status: options.status ?? true,
      ggId: options.ggId ?? null,
      fbId: options.fbId ?? null,
      mailLang: options.mailLang ?? 'ar',
    })
    .returning();
  return row!;
}

export const tokenFor = (runtime: AppRuntime, user: User) =>
  signTestToken(runtime, {
    id: user.id,
    role: user.role,
    privilageType: user.privilageType ?? null,
    status: user.status,
  });

export const ENVELOPE = 'status_code message errors message_key error_code';

export const USER_FIELDS = `
  _id role privilageType name slug fName lName email phone birthDate description arDescription city country
  salesNumber image status gender featured favLang mailLang ownCurrency orderNum subscribed code
  responsesReaded discountCode originMeta createdAt jwt
`;

export const LOGIN = `mutation Login($email: String, $password: String) {
  login(email: $email, password: $password) { ${ENVELOPE} data { ${USER_FIELDS} } }
}`;

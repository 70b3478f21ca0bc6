/** The GraphQL documents and runtime of the account contract tests (register, login, profile). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '@souq/core/db/client.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { ENVELOPE_FIELDS, createContractRuntime, type ContractRuntimeOptions } from './graphql-contract.ts';

/** A contract runtime whose data folder (and so the outbox) is a fresh temporary folder. */
export function createAccountsRuntime(database: Database, options: ContractRuntimeOptions = {}): AppRuntime {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-accounts-'));
  return createContractRuntime(database, { ...options, env: { DATA_DIR: dataDir, ...options.env } });
}

export const USER_FIELDS = `
  _id role privilageType name slug fName lName email phone birthDate description arDescription city country
  salesNumber image status gender featured favLang mailLang ownCurrency orderNum subscribed code
  responsesReaded discountCode originMeta createdAt jwt
`;

export const LOGIN = `mutation Login($email: String, $password: String) {
  login(email: $email, password: $password) { ${ENVELOPE_FIELDS} data { ${USER_FIELDS} } }
}`;

import { accountErrors } from './account-errors.ts';

/**
 * The blocked-account rule, once: an account whose stored `status` is false (blocked by staff or
 * deactivated by its owner) signs in nowhere and acts as nobody, whatever its token still says.
 * The session check (packages/api auth/session.ts) hands back the stored row; the GraphQL
 * services (`requireActor`), the REST calls and the pages ask this rule of it.
 */
export const isActiveAccount = (account: { status: boolean }): boolean => account.status;

/**
 * The account itself when it is active, else the USER_BLOCKED DomainError: "deactivated" (and how to
 * reactivate) when its owner deactivated it (deactivatedAt set), "blocked" when staff did.
 */
export function requireActiveAccount<Account extends { status: boolean; deactivatedAt?: Date | null }>(
  account: Account,
): Account {
  if (!isActiveAccount(account)) {
    throw account.deactivatedAt ? accountErrors.deactivated() : accountErrors.blocked();
  }
  return account;
}

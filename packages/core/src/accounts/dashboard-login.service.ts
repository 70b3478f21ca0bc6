import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { users, type User } from '../db/schema/accounts.schema.ts';
import { accountErrors } from './account-errors.ts';
import { requireActiveAccount } from './account-status.ts';
import { login, openSession, type SessionDeps } from './accounts.service.ts';

/** What the dashboard keeps after its login (SPEC.md section 6: token, privilege, user id, role, status). */
export interface DashboardSession {
  token: string;
  privilageType: 'superAdmin' | 'admin' | 'designerSupport';
  userId: string;
  role: User['role'];
  status: boolean;
  fName: string;
}

export interface DashboardLoginInput {
  /** The user id the caller claims (SPEC.md section 7, REST); must be the signed-in user's. */
  userId?: string | null;
  /** Without a session: the staff member's email and password. */
  email?: string | null;
  password?: string | null;
}

/**
 * The dashboard's login (SPEC.md sections 6 and 7, REST: the admin panel link "performs a
 * dashboard login"). The signed-in user (`ctx.user`, from the site's session or a bearer token),
 * or else email and password through the site's login (same throttling and messages), must have a
 * staff privilege (superAdmin, admin or designerSupport) and an active account, read from the
 * database rather than the token. Answers a fresh session token for the dashboard.
 */
export async function dashboardLogin(
  ctx: ServiceContext,
  input: DashboardLoginInput,
  deps: SessionDeps,
): Promise<DashboardSession> {
  let user: User | undefined;
  if (ctx.user) {
    if (input.userId && input.userId.toLowerCase() !== ctx.user.id) throw accountErrors.forbidden();
    [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.user.id)).limit(1);
    if (!user) throw accountErrors.unauthenticated();
  } else if (input.email || input.password) {
    ({ user } = await login(ctx, { email: input.email, password: input.password }, deps));
  } else {
    throw accountErrors.unauthenticated();
  }
  requireActiveAccount(user);
  if (!user.privilageType) {
    ctx.log.info({ userId: user.id }, 'dashboard login refused: not staff');
    throw accountErrors.dashboardStaffOnly();
  }
  const session = await openSession(ctx, user, deps, 'dashboard');
  ctx.log.info({ userId: user.id, privilageType: user.privilageType }, 'dashboard login');
  return {
    token: session.token,
    privilageType: user.privilageType,
    userId: user.id,
    role: user.role,
    status: user.status,
    fName: user.fName,
  };
}

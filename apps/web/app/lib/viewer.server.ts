/**
 * Who is looking, for the header of a signed-in visitor's page (root loader): what `GET /api/me`
 * answers in the browser, read on the server. Null without a session cookie, so an anonymous page
 * costs no query for it and stays the same for everyone (docs/decisions/039).
 */
import { getSessionSummary, type SessionSummary } from '@souq/core/accounts/session-summary.service.ts';
import { SESSION_COOKIE, readCookie } from '@souq/api/auth/session-cookie.ts';
import type { RequestContext } from './request-context.server.ts';

export async function viewerOf(rc: RequestContext): Promise<SessionSummary | null> {
  if (readCookie(rc.request.headers.get('cookie'), SESSION_COOKIE) === null) return null;
  const signedIn = await rc.signedIn();
  if (!signedIn) return null;
  return getSessionSummary(rc.documentService(signedIn.actor), { user: signedIn.user });
}

/**
 * The dashboard's guards (issue 17, docs/decisions/033). A guest goes to the login page; a
 * signed-in person without the page's permission gets 403 with the site's minimal error page (the
 * root's boundary), so a direct URL to a forbidden page shows nothing of it. The services check the
 * same permission again: these guards only decide what a page shows.
 */
import { data, redirect } from 'react-router';
import type { ServiceContext } from '@souq/core/context.ts';
import { can, permissionsOf, type AdminPermission } from '@souq/core/admin/permissions.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { requestPath, withReturnTo } from './return-to.ts';
import { localePath, localeRouting } from './locale-routing.ts';
import type { RequestContext, SignedIn } from './request-context.server.ts';

/** A path of the dashboard in a locale: `adminPath('en-eg', '/orders')` is `/en-eg/admin/orders`. */
export const adminPath = (locale: LocaleCode, path = ''): string =>
  localePath(locale, `/admin${path === '/' ? '' : path}`);

/**
 * `/admin…` without a locale: the staff link of old clients and the dashboard login's default
 * target. Where unprefixed pages are not served (strategies A and C) it goes to the default
 * locale's dashboard instead of the shop's 404.
 */
export function redirectUnprefixedAdmin(request: Request): void {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, '');
  const settings = localeRouting();
  if (settings.strategy === 'B' || !/^\/admin(\/|$)/.test(pathname)) return;
  throw redirect(`${localePath(settings.defaultLocale, pathname)}${url.search}`);
}

export interface StaffSession extends SignedIn {
  /** The staff member's ServiceContext for this request. */
  service: ServiceContext;
}

/** Any staff member (the dashboard's frame); a guest goes to the login page, anyone else 403. */
export async function requireStaff(rc: RequestContext): Promise<StaffSession> {
  const signedIn = await rc.signedIn();
  if (!signedIn) throw redirect(withReturnTo(localePath(rc.locale, '/login'), requestPath(rc.request)));
  if (!signedIn.actor.privilageType) throw data('Forbidden', { status: 403 });
  return { ...signedIn, service: rc.service(signedIn.actor) };
}

/** A page of the dashboard that needs `permission`: 403 for staff without it. */
export async function requireAdmin(rc: RequestContext, permission: AdminPermission): Promise<StaffSession> {
  const staff = await requireStaff(rc);
  if (!can(staff.actor, permission)) throw data('Forbidden', { status: 403 });
  return staff;
}

export { can, permissionsOf };

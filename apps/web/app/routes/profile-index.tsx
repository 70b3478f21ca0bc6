import { redirect } from 'react-router';
import { localePath, requireLocale } from '../lib/locale-routing.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/profile-index';

/**
 * /profile opens the profile form until the designer dashboard takes this place. The guard runs
 * first (it runs beside the layout's): guests go home, a user without an email to
 * profile/edit?email=error (SPEC.md section 6), not to the plain form.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.locale);
  await requireUser(request, context, locale);
  throw redirect(localePath(locale, '/profile/edit'));
}

import { redirect } from 'react-router';
import { requestContext } from '../lib/request-context.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/profile-index';

/**
 * /profile opens the profile form until the designer dashboard takes this place. The guard runs
 * first (it runs beside the layout's): guests go home, a user without an email to
 * profile/edit?email=error (SPEC.md section 6), not to the plain form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  await requireUser(rc);
  throw redirect(localePath(locale, '/profile/edit'));
}

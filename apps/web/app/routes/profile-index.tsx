import { redirect } from 'react-router';
import { localePath, requireLocale } from '../lib/locale-routing.ts';
import type { Route } from './+types/profile-index';

/** /profile opens the profile form until the designer dashboard takes this place. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(localePath(requireLocale(params.locale), '/profile/edit'));
}

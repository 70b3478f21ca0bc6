import { redirect } from 'react-router';
import { DEFAULT_LOCALE } from '@souq/core/locale/locales.ts';
import { localePath } from '../lib/locale-routing.ts';

export function loader() {
  return redirect(localePath(DEFAULT_LOCALE), 302);
}

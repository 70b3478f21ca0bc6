/**
 * SPEC.md section 8: visitors from outside Egypt are offered a link to the main website (the
 * settings' `website`); here, from outside the three countries the shop sells in. Whether the
 * visitor is outside is read in the browser, from its time zone (no address lookup, and the page
 * stays the same for everyone, cacheable): the link shows after hydration, above the footer, so
 * nothing on the first screen moves.
 */
import { useSyncExternalStore } from 'react';
import { COUNTRIES, timeZoneOf } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';

const SHOP_TIME_ZONES = new Set(COUNTRIES.map(timeZoneOf));

/** Whether a browser time zone lies outside the shop's countries (an unknown one: not outside). */
export const isOutsideShopCountries = (timeZone: string | undefined): boolean =>
  Boolean(timeZone) && !SHOP_TIME_ZONES.has(timeZone!);

function visitorOutside(): boolean {
  try {
    return isOutsideShopCountries(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

const unchanging = () => () => undefined;
const notOnServer = () => false;

export function MainWebsiteNotice({ href }: { href: string | null }) {
  const t = useT();
  const outside = useSyncExternalStore(unchanging, visitorOutside, notOnServer);
  if (!href || !outside) return null;
  return (
    <aside
      aria-label={t('layout.mainWebsite.label')}
      className="mx-auto mt-12 w-full max-w-7xl px-4 sm:px-6 lg:px-8"
      data-testid="main-website-notice"
    >
      <p className="rounded-card border border-line bg-surface px-4 py-3 text-sm text-ink-soft">
        {t('layout.mainWebsite.text')}{' '}
        <a href={href} rel="noopener" className="font-semibold text-brand underline underline-offset-2">
          {t('layout.mainWebsite.link')}
        </a>
      </p>
    </aside>
  );
}

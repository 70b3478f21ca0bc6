import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type LocaleCode } from '@souq/core/locale/locales.ts';
import { useT, type MessageKey } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { Banner } from '../ui/banner.tsx';
import { TOAST_DURATIONS_MS } from '../ui/toast.tsx';

/** The home page flags of SPEC.md section 2 (query flags): both are failures. */
const NOTICES: Record<string, MessageKey> = {
  blockedUser: 'layout.notices.blockedUser',
  // Not in SPEC.md: a user who deactivated the account learns how to have it reactivated.
  deactivatedUser: 'layout.notices.deactivatedUser',
  failAddress: 'layout.notices.failAddress',
};

/**
 * `?msg=blockedUser` and `?msg=failAddress` on the home page show their banner (SPEC.md sections 2
 * and 5). Failure banners hide after 10 s (section 4); without JavaScript they stay.
 */
export function HomeNotices({ locale, supportEmail }: { locale: LocaleCode; supportEmail?: string | null }) {
  const t = useT();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const key = params.get('msg');
  const message = key && Object.hasOwn(NOTICES, key) ? NOTICES[key] : undefined;
  const onHome = pathname === localePath(locale) || `${pathname}/` === localePath(locale);
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setExpired(key), TOAST_DURATIONS_MS.error);
    return () => clearTimeout(timer);
  }, [key, message]);
  if (!message || !onHome || expired === key) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8" data-testid="home-notice">
      <Banner tone="error" dismissible>
        {message === 'layout.notices.deactivatedUser' && supportEmail
          ? t('layout.notices.deactivatedUserEmail', { email: supportEmail })
          : t(message)}
      </Banner>
    </div>
  );
}

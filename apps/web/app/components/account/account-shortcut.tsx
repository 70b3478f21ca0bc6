import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { withReturnTo } from '../../lib/return-to.ts';
import type { SessionHint } from '../layout/session-hint.ts';
import { CountBadge } from '../ui/badge.tsx';
import { Icon } from '../ui/icon.tsx';
import { openAccountOverlay } from './account-overlay.tsx';
import { UserAvatar } from './user-menu.tsx';

const ROUND_LINK =
  'relative inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand';

/**
 * The account corner of phones (below 640px the user menu's greeting does not fit): a guest's
 * login link, or the signed-in visitor's initial with their notification badge, linking to where
 * the news is (a seller's dashboard, a shopper's orders). A plain link, so it works without
 * JavaScript, where the mobile menu cannot open.
 */
export function AccountShortcut({ locale, session }: { locale: LocaleCode; session: SessionHint }) {
  const t = useT();
  const location = useLocation();
  const user = session.user;
  if (!user) {
    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      openAccountOverlay('login');
    };
    return (
      <Link
        to={withReturnTo(localePath(locale, '/login'), `${location.pathname}${location.search}`)}
        onClick={open}
        aria-label={t('account.menu.guest')}
        title={t('account.menu.guest')}
        data-testid="account-shortcut"
        className={`${ROUND_LINK} sm:hidden`}
      >
        <Icon name="user" size={22} />
      </Link>
    );
  }
  const seller = user.role === 'designer' || user.role === 'manufacturer';
  const label = [
    t('account.menu.greeting', { name: user.firstName }),
    session.notifications > 0
      ? t(seller ? 'account.menu.newMessages' : 'account.menu.orderUpdates', { count: session.notifications })
      : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Link
      to={localePath(locale, seller ? '/profile' : '/profile/orders')}
      prefetch="none"
      title={label}
      data-testid="account-shortcut"
      className={`${ROUND_LINK} sm:hidden`}
    >
      <UserAvatar image={user.image} firstName={user.firstName} />
      <span className="sr-only">{label}</span>
      <CountBadge count={session.notifications} />
    </Link>
  );
}

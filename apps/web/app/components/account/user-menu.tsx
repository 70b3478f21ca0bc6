import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { withReturnTo } from '../../lib/return-to.ts';
import { useSessionHint, type SessionHint } from '../layout/session-hint.ts';
import { Badge } from '../ui/badge.tsx';
import { Popover } from '../ui/popover.tsx';
import {
  AccountOverlay,
  LOGIN_SUCCESS_EVENT,
  OPEN_OVERLAY_EVENT,
  openAccountOverlay,
  type OverlayMode,
} from './account-overlay.tsx';

type MenuUser = NonNullable<SessionHint['user']>;

/**
 * The notification badge of the menu: a seller's unread sales, decisions, messages and payouts, or
 * a shopper's order updates (`updates`).
 */
function MessagesBadge({ count, updates = false }: { count: number; updates?: boolean }) {
  const t = useT();
  return (
    <Badge tone="sale" size="sm">
      <bdi dir="ltr" className="num" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </bdi>
      <span className="sr-only">
        {t(updates ? 'account.menu.orderUpdates' : 'account.menu.newMessages', { count })}
      </span>
    </Badge>
  );
}

/** The signed-in user's picture, or their first initial, in the header (menu and phone shortcut). */
export function UserAvatar({ image, firstName }: { image?: string | null; firstName: string }) {
  return image ? (
    <img
      src={`/uploads/${image}`}
      alt=""
      width={28}
      height={28}
      className="size-7 rounded-full object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-7 place-items-center rounded-full bg-brand-soft text-xs font-bold text-brand-strong"
    >
      {firstName.slice(0, 1)}
    </span>
  );
}

export interface MenuEntry {
  id: string;
  href: string;
  label: string;
  badge?: number;
}

/**
 * The entries of the signed-in user's menu (SPEC.md section 2 Overlay and section 6): the admin
 * panel for staff, then edit profile, orders, addresses, wishlist; designers also get the dashboard,
 * payment info and their products; contact last (logout is a form of its own).
 */
export function menuEntries(
  user: Pick<MenuUser, 'role' | 'privilageType'>,
  path: (to: string) => string,
  label: (key: string) => string,
  newMessages = 0,
): MenuEntry[] {
  const designer = user.role === 'designer';
  const entries: MenuEntry[] = [];
  if (user.privilageType) entries.push({ id: 'admin', href: path('/admin'), label: label('adminPanel') });
  if (designer) entries.push({ id: 'dashboard', href: path('/profile'), label: label('dashboard') });
  // A manufacturer's dashboard (their products and profit) carries their badge (payouts).
  if (user.role === 'manufacturer')
    entries.push({ id: 'dashboard', href: path('/profile'), label: label('dashboard'), badge: newMessages });
  entries.push(
    { id: 'edit', href: path('/profile/edit'), label: label('editProfile') },
    // A shopper's badge is their orders' news (a seller's is on the dashboard and products).
    {
      id: 'orders',
      href: path('/profile/orders'),
      label: label('orders'),
      ...(user.role === 'customer' ? { badge: newMessages } : {}),
    },
    { id: 'addresses', href: path('/profile/addresses'), label: label('addresses') },
    { id: 'wishlist', href: path('/profile/wishlist'), label: label('wishlist') },
  );
  if (designer) {
    entries.push(
      { id: 'payment', href: path('/profile/payment'), label: label('payment') },
      { id: 'products', href: path('/profile/products'), label: label('products'), badge: newMessages },
    );
  }
  entries.push({ id: 'contact', href: path('/contact'), label: label('contact') });
  return entries;
}

/**
 * The header's account corner. Guests get login and register (links to the full pages that open
 * the overlay once JavaScript runs); a signed-in user gets a greeting menu with a logout form.
 * It also answers the query flags of SPEC.md section 2: page=register opens signup, discount_code
 * prefills the referral code, loginSuccess=true fires `souq:login-success` and is removed.
 */
export function UserMenu({
  user: given,
  newMessages = 0,
}: {
  user?: SessionHint['user'];
  newMessages?: number;
}) {
  const t = useT();
  const { locale } = useLocale();
  const hint = useSessionHint();
  const user = given === undefined ? hint.user : given;
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<OverlayMode | null>(null);
  const search = new URLSearchParams(location.search);
  const discountCode = search.get('discount_code') ?? undefined;
  const close = useCallback(() => setMode(null), []);

  useEffect(() => {
    const open = (event: Event) => {
      const wanted = (event as CustomEvent<{ mode?: OverlayMode }>).detail?.mode ?? 'login';
      setMode(wanted);
    };
    window.addEventListener(OPEN_OVERLAY_EVENT, open);
    return () => window.removeEventListener(OPEN_OVERLAY_EVENT, open);
  }, []);

  // The effect runs again when the session hint arrives, before the flag is gone from the URL.
  const announcedLogin = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('loginSuccess') === 'true') {
      if (announcedLogin.current === location.key) return;
      announcedLogin.current = location.key;
      window.dispatchEvent(new CustomEvent(LOGIN_SUCCESS_EVENT));
      params.delete('loginSuccess');
      const rest = params.toString();
      void navigate(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
      });
      return;
    }
    // Through the event, like any other opener (the listener above is already in place).
    if (params.get('page') === 'register' && !user) openAccountOverlay('register');
  }, [location.key, location.search, location.pathname, location.hash, navigate, user]);

  const opener = (wanted: OverlayMode) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setMode(wanted);
  };

  // One overlay in the same place for guests and users: signing up in it makes the visitor a user
  // (the session hint refreshes), and its welcome step must stay open through that change.
  const overlay = (
    <AccountOverlay mode={mode} onModeChange={setMode} onClose={close} discountCode={discountCode} />
  );
  if (!user) {
    // Without JavaScript the links open the account pages, which send the shopper back here.
    const here = `${location.pathname}${location.search}`;
    return (
      <>
        <div className="flex items-center gap-1" data-testid="user-menu-guest">
          <Link
            to={withReturnTo(localePath(locale, '/login'), here)}
            onClick={opener('login')}
            data-testid="account-link"
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink transition-colors hover:bg-sand"
          >
            {t('account.menu.guest')}
          </Link>
          <Link
            to={withReturnTo(localePath(locale, '/register'), here)}
            onClick={opener('register')}
            className="hidden h-10 items-center rounded-full px-3 text-sm font-semibold text-brand transition-colors hover:bg-sand sm:inline-flex"
          >
            {t('account.menu.register')}
          </Link>
        </div>
        {overlay}
      </>
    );
  }

  const entries = menuEntries(
    user,
    (to) => localePath(locale, to),
    (key) => t(`account.menu.${key}` as Parameters<typeof t>[0]),
    newMessages,
  );
  return (
    <>
      <Popover
        align="end"
        triggerClassName="inline-flex h-10 items-center gap-2 rounded-full px-3 hover:bg-sand"
        trigger={
          <span className="flex items-center gap-2" data-testid="user-menu-trigger">
            <UserAvatar image={user.image} firstName={user.firstName} />
            <span className="max-w-32 truncate" data-testid="account-link">
              {t('account.menu.greeting', { name: user.firstName })}
            </span>
            {newMessages > 0 ? (
              <MessagesBadge count={newMessages} updates={user.role === 'customer'} />
            ) : null}
          </span>
        }
      >
        <ul className="flex flex-col py-1 text-sm" data-testid="user-menu">
          {entries.map((entry) => (
            <li key={entry.id}>
              {entry.id === 'admin' ? (
                // The admin link performs the dashboard login (SPEC.md section 6), then opens the admin area.
                <form method="post" action="/api/admin/login">
                  <input type="hidden" name="redirectTo" value={entry.href} />
                  <button
                    type="submit"
                    data-testid="user-menu-admin"
                    className="flex w-full items-center justify-between gap-3 rounded-xl px-3 py-2 text-start font-medium text-ink hover:bg-sand"
                  >
                    {entry.label}
                  </button>
                </form>
              ) : (
                <Link
                  to={entry.href}
                  data-testid={`user-menu-${entry.id}`}
                  className="flex items-center justify-between gap-3 rounded-xl px-3 py-2 font-medium text-ink hover:bg-sand"
                >
                  {entry.label}
                  {entry.badge ? <MessagesBadge count={entry.badge} updates={entry.id === 'orders'} /> : null}
                </Link>
              )}
            </li>
          ))}
          <li className="mt-1 border-t border-line pt-1">
            <form method="post" action="/logout">
              <input type="hidden" name="redirectTo" value={localePath(locale, '/')} />
              <button
                type="submit"
                data-testid="user-menu-logout"
                className="w-full rounded-xl px-3 py-2 text-start font-medium text-danger hover:bg-sand"
              >
                {t('account.menu.logout')}
              </button>
            </form>
          </li>
        </ul>
      </Popover>
      {overlay}
    </>
  );
}

import { data, NavLink, Outlet } from 'react-router';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { mergeHeaders, PRIVATE_HEADERS, requireUser } from '../lib/session.server.ts';
import { cx } from '../components/ui/cx.ts';
import { ToastProvider } from '../components/ui/toast.tsx';
import type { Route } from './+types/profile';

/** The account area (SPEC.md sections 2 and 6): guests go to the localized home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireUser(rc);
  return data({ locale, role: actor.role }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, role } = loaderData;
  const designer = role === 'designer';
  const seller = designer || role === 'manufacturer';
  // Sellers' pages first (SPEC.md section 2: the index is the designer dashboard), then the account.
  const sellerLinks = [
    { to: '/profile', label: t('account.profile.dashboard'), end: true },
    ...(designer
      ? [
          { to: '/profile/products/add', label: t('account.profile.addProduct') },
          { to: '/profile/tickets', label: t('account.profile.tickets') },
        ]
      : []),
    { to: '/profile/products', label: t('account.profile.products'), end: true },
    { to: '/profile/sales', label: t('account.profile.sales') },
    { to: '/profile/profits', label: t('account.profile.profits') },
  ];
  const links = [
    ...(seller ? sellerLinks : []),
    { to: '/profile/edit', label: t('account.profile.edit') },
    { to: '/profile/addresses', label: t('account.profile.addresses') },
    { to: '/profile/orders', label: t('account.menu.orders') },
    { to: '/profile/referral-code', label: t('account.profile.referralCode') },
    ...(seller ? [{ to: '/profile/payment', label: t('account.profile.payment') }] : []),
    { to: '/profile/deactivate', label: t('account.profile.deactivate') },
  ];
  return (
    <ToastProvider>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 md:grid-cols-[14rem_1fr] lg:px-8">
        <nav aria-label={t('account.profile.navLabel')}>
          <h1 className="mb-4 text-xl font-bold text-ink">{t('account.profile.title')}</h1>
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={localePath(locale, link.to)}
                  end={'end' in link ? link.end : false}
                  className={({ isActive }) =>
                    cx(
                      'block rounded-full px-4 py-2 text-sm font-semibold transition-colors',
                      isActive ? 'bg-brand text-white' : 'text-ink hover:bg-sand',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </ToastProvider>
  );
}

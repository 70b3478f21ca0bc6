import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { countryOf, languageOf, type LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../i18n/i18n.ts';
import { localePath, otherLanguageLocale, switchLocalePath } from '../lib/locale-routing.ts';
import { Logo } from './logo.tsx';
import { CountrySwitch } from './country-switch.tsx';
import { QuickSearch } from './search/quick-search.tsx';
import { CountBadge } from './ui/badge.tsx';
import { cx } from './ui/cx.ts';
import { Icon } from './ui/icon.tsx';
import { IconButton } from './ui/icon-button.tsx';
import { AppBanner } from './layout/app-banner.tsx';
import { CategoryBar, type HeaderCategory, type MenuLink } from './layout/category-bar.tsx';
import { MobileMenu } from './layout/mobile-menu.tsx';
import { useHeaderVisibility } from './layout/use-header-visibility.ts';
import { useSessionHint, useSessionHintRefresh } from './layout/session-hint.ts';
import { UserMenu } from './account/user-menu.tsx';
import { AccountShortcut } from './account/account-shortcut.tsx';

export type { HeaderCategory, MenuLink };

export interface SiteHeaderProps {
  locale: LocaleCode;
  categories: HeaderCategory[];
  sales: MenuLink[];
  collectionsHref: string;
  appStores: { appStore: string; googlePlay: string; appGallery: string };
}

/** The language switch: the same page in the other language, same country (SPEC.md section 4). */
function LanguageSwitch({
  locale,
  className,
  testId = 'language-switch',
}: {
  locale: LocaleCode;
  className?: string;
  testId?: string;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const other = otherLanguageLocale(locale);
  const otherLanguage = languageOf(other);
  return (
    <Link
      to={switchLocalePath(pathname, search, other)}
      hrefLang={otherLanguage}
      lang={otherLanguage}
      data-testid={testId}
      title={t('nav.language.switchTo', { language: t(`languages.${otherLanguage}`) })}
      className={cx(
        'inline-flex h-10 items-center rounded-full px-3.5 text-sm font-semibold text-ink transition-colors hover:bg-sand',
        className,
      )}
    >
      {t(`languages.${otherLanguage}`)}
    </Link>
  );
}

/**
 * The storefront header (SPEC.md sections 2 and 4): logo, the search slot, wishlist (signed in),
 * cart with its quantity, language and country switches, the account entry, the mobile menu
 * below 768px and the category bar. It slides away when scrolling down past 52px and comes back
 * on scrolling up. A signed-in visitor's page is rendered with them in it (the root loader's
 * viewer, never cached); an anonymous page shows the guest and stays cacheable, and /api/me keeps
 * both current in the browser (session-hint.ts).
 */
export function SiteHeader({ locale, categories, sales, collectionsHref, appStores }: SiteHeaderProps) {
  const t = useT();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [submenuOpen, setSubmenuOpen] = useState(false);
  const visible = useHeaderVisibility(menuOpen || submenuOpen);
  useSessionHintRefresh(countryOf(locale), location.key);
  const session = useSessionHint();
  const signedIn = session.user !== null;
  return (
    <>
      <AppBanner stores={appStores} />
      <header
        data-testid="site-header"
        data-hidden={visible ? undefined : 'true'}
        className={cx(
          'sticky top-0 z-30 border-b border-line/80 bg-canvas/95 backdrop-blur transition-transform duration-300 supports-[backdrop-filter]:bg-canvas/80',
          !visible && '-translate-y-full',
        )}
      >
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-sm focus:text-white"
        >
          {t('nav.skipToContent')}
        </a>
        {/* Phones: the search takes a row of its own under the logo (a box squeezed beside it
            showed "Sea…"); from 640px it sits between the logo and the icons. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-2 px-4 pb-3 pt-2 sm:h-16 sm:flex-nowrap sm:gap-4 sm:px-6 sm:py-0 lg:px-8">
          <IconButton
            icon="menu"
            label={t('layout.header.openMenu')}
            onClick={() => setMenuOpen(true)}
            className="-ms-2 md:hidden"
            aria-haspopup="dialog"
            data-testid="mobile-menu-button"
          />
          <Logo to={localePath(locale)} compact="below360" />
          {/* The search slot: the quick search (components/search) mounts here. */}
          <div
            className="order-last flex min-w-0 basis-full justify-center sm:order-none sm:flex-1 sm:basis-auto"
            data-slot="search"
          >
            <QuickSearch locale={locale} />
          </div>
          <nav aria-label={t('nav.primary')} className="ms-auto flex items-center gap-0.5 sm:ms-0 sm:gap-1">
            <div className="hidden items-center gap-1 md:flex">
              <CountrySwitch locale={locale} />
              <LanguageSwitch locale={locale} />
            </div>
            {signedIn ? (
              <Link
                to={localePath(locale, '/profile/wishlist')}
                prefetch="none"
                data-testid="wishlist-link"
                title={t('layout.header.wishlist')}
                className="relative inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand"
              >
                {/* Named by text, not aria-label: a name that did not hold the badge's digits failed axe. */}
                <span className="sr-only">{t('layout.header.wishlist')}</span>
                <Icon name="heart" size={22} />
                <CountBadge count={session.wishlistCount} />
              </Link>
            ) : null}
            <Link
              to={localePath(locale, '/cart')}
              prefetch="none"
              data-testid="cart-link"
              title={t('layout.header.cart', { count: session.cartQuantity })}
              className="relative inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand"
            >
              <span className="sr-only">{t('layout.header.cart', { count: session.cartQuantity })}</span>
              <Icon name="cart" size={22} />
              <CountBadge count={session.cartQuantity} />
            </Link>
            <AccountShortcut locale={locale} session={session} />
            {/* The user menu slot: the account menu (greeting, notifications) mounts here. */}
            <div data-slot="user-menu" className="hidden sm:block">
              <UserMenu user={session.user} newMessages={session.notifications} />
            </div>
          </nav>
        </div>
        <CategoryBar
          categories={categories}
          sales={sales}
          collectionsHref={collectionsHref}
          onOpenChange={setSubmenuOpen}
        />
      </header>
      <MobileMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        locale={locale}
        categories={categories}
        sales={sales}
        collectionsHref={collectionsHref}
        signedIn={signedIn}
        languageSwitch={<LanguageSwitch locale={locale} className="px-0" testId="mobile-language-switch" />}
      />
    </>
  );
}

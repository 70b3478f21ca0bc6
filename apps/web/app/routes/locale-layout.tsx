import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { listVisibleCategories } from '@souq/core/catalog/catalog.service.ts';
import { listCollections } from '@souq/core/catalog/collection.service.ts';
import { getSettings, promoStylingOn } from '@souq/core/content/settings.service.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { localePath, stripLocale } from '../lib/locale-routing.ts';
import { inLanguage } from '../lib/catalog-view.ts';
import { SiteHeader, type HeaderCategory } from '../components/site-header.tsx';
import { SiteFooter, type FooterData } from '../components/site-footer.tsx';
import { methodsOfCountry } from '@souq/core/payments/payment-eligibility.ts';
import { PAYMENT_METHOD_INFO } from '@souq/core/payments/payment-methods.ts';
import { HomeNotices } from '../components/layout/home-notices.tsx';
import type { Route } from './+types/locale-layout';
import { MainWebsiteNotice } from '../components/layout/main-website-notice.tsx';

/** Collections listed in the sales menu of the category bar. */
const SALES_MENU_SIZE = 10;

/**
 * Every storefront page, prefixed (`/:locale`) or not (strategy B): applies the locale strategy
 * (redirect, 404, or 500 for an unknown currency) and loads what the frame needs: the category bar
 * of the country (SPEC.md section 4, start-up), the collections of the sales menu and the footer
 * settings. Nothing here depends on who is looking, so the page can be cached for everyone;
 * the cart badge and user menu are filled in the browser from /api/me.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language } = rc;
  const ctx = rc.service();
  const [settings, categories, collections, paymentMethods] = await Promise.all([
    getSettings(ctx),
    listVisibleCategories(ctx),
    listCollections(ctx),
    methodsOfCountry(ctx, rc.country),
  ]);
  const headerCategories: HeaderCategory[] = categories.map((category) => {
    const href = localePath(locale, `/categories/${category.slug}`);
    return {
      id: category.id,
      name: inLanguage(language, category),
      href,
      children: category.subCategories.map((subcategory) => ({
        id: subcategory.id,
        name: inLanguage(language, subcategory),
        href: `${href}?sub=${subcategory.id}`,
      })),
    };
  });
  const footer: FooterData = {
    // Only in the page's language: the footer text does not fall back to the other one.
    text: { ar: settings.arFooterText, en: settings.footerText }[language]?.trim() || null,
    arabicBlock: settings.arTabFooter?.trim() || null,
    commercialRegistrationNo: settings.commercialRegistrationNo,
    taxRegistrationNo: settings.taxRegistrationNo,
    social: {
      facebook: settings.fcAccount,
      instagram: settings.instaAccount,
      pinterest: settings.pintsAccount,
    },
    appStores: context.app.config.appStores,
    // The balances (wallet, gift card) are the site's own, not marks of a way to pay.
    paymentMethods: paymentMethods.filter((method) => PAYMENT_METHOD_INFO[method].kind !== 'balance'),
  };
  return {
    supportEmail: settings.supportEmail?.trim() || null,
    locale,
    year: ctx.now.getUTCFullYear(),
    categories: headerCategories,
    sales: collections.slice(0, SALES_MENU_SIZE).map((collection) => ({
      id: collection.id,
      name: inLanguage(language, { name: collection.title, arName: collection.arTitle }),
      href: localePath(locale, `/collections/${collection.slug}`),
    })),
    collectionsHref: localePath(locale, '/collections'),
    footer,
    /** The main website (settings `website`), offered to visitors from outside the shop's countries. */
    mainWebsite: webAddress(settings.website),
    /** Inside the settings' promotional window (SPEC.md section 9): the shop's promotional dress. */
    promo: promoStylingOn(settings, ctx.now),
  };
}

/** An http(s) address as stored in the settings, else null (never a `javascript:` link). */
function webAddress(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return /^https?:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null;
}

/** The frame's data depends only on the locale: skip the reload when only the page changes. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const localeOf = (url: URL) =>
    url.pathname.slice(0, url.pathname.length - stripLocale(url.pathname).length);
  if (localeOf(currentUrl) !== localeOf(nextUrl)) return true;
  return defaultShouldRevalidate && currentUrl.pathname === nextUrl.pathname;
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { locale, year, categories, sales, collectionsHref, footer, supportEmail, promo, mainWebsite } =
    loaderData;
  return (
    <div className="flex min-h-dvh flex-col" data-promo={promo ? 'on' : undefined}>
      {promo ? (
        <div
          aria-hidden="true"
          className="h-1.5 bg-linear-to-b from-brand to-warning"
          data-testid="promo-styling"
        />
      ) : null}
      <SiteHeader
        locale={locale}
        categories={categories}
        sales={sales}
        collectionsHref={collectionsHref}
        appStores={footer.appStores}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <HomeNotices locale={locale} supportEmail={supportEmail} />
        <Outlet />
      </main>
      <MainWebsiteNotice href={mainWebsite} />
      <SiteFooter locale={locale} year={year} data={footer} />
    </div>
  );
}

import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
  type MetaDescriptor,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { ReactNode } from 'react';
import {
  directionOf,
  intlTagOf,
  languageOf,
  type LanguageCode,
  type LocaleCode,
} from '@souq/core/locale/locales.ts';
import { getSettings } from '@souq/core/content/settings.service.ts';
import { parseAcceptLanguage, parseLanguage } from '@souq/core/locale/parse.ts';
import { ThirdParties } from './components/third-parties/third-parties.tsx';
import {
  safeId,
  whatsappDigits,
  type ThirdPartyConfig,
} from './components/third-parties/third-party-config.ts';
import { enabledSocialProviders } from '@souq/core/accounts/social-providers.ts';
import stylesheet from './styles/app.css?url';
import arabicFont from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';
import arabicBoldFont from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url';
import latinFont from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2?url';
import { I18nProvider, t as translate, useLocale, useT } from './i18n/i18n.ts';
import { MESSAGE_FILES } from './i18n/load-messages.ts';
import {
  CURRENCY_UNAVAILABLE_MESSAGE,
  alternateLinks,
  documentLocale,
  isOutsideLocale,
  localePath,
  localeRoutingScript,
  stripLocale,
} from './lib/locale-routing.ts';
import { requestContext } from './lib/request-context.server.ts';
import { viewerOf } from './lib/viewer.server.ts';
import { useCspNonce } from './lib/csp-nonce.ts';
import { Logo } from './components/logo.tsx';
import { ButtonLink } from './components/ui/button-link.tsx';
import { ToastProvider } from './components/ui/toast.tsx';
import { LoadingBar } from './components/layout/loading-bar.tsx';
import { useChunkReload, useServiceWorker } from './components/layout/page-lifecycle.ts';
import type { MessageKey } from './i18n/i18n.ts';
import type { Route } from './+types/root';

/**
 * The font files a page preloads: the Arabic subset on Arabic pages (its bold too: Arabic titles
 * set in the fallback face wrap differently, so a late bold file moved the page), the Latin one
 * otherwise.
 */
const FONT_FILES: Record<LanguageCode, string[]> = { ar: [arabicFont, arabicBoldFont], en: [latinFont] };

/**
 * What every page's head needs (SPEC.md section 3, settings): the site title and description in
 * both languages, the origin for absolute links, and the digits of Arabic pages. For a visitor
 * with a session cookie, also who they are (`viewer`): their header is rendered on the server
 * (issue 20), so it never flashes the guest's and is right with JavaScript off; their pages are
 * private anyway. Anonymous pages carry nothing about the visitor and stay cacheable.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const [settings, viewer] = await Promise.all([getSettings(rc.documentService()), viewerOf(rc)]);
  const url = new URL(request.url);
  const origin = rc.app.config.publicUrl?.replace(/\/$/, '') ?? url.origin;
  return {
    origin,
    /**
     * The browser's language, only for a page outside every locale (its 404 speaks it): locale
     * pages carry null, so a cached page holds nothing of the visitor (404s vary by the header).
     */
    browserLanguage: isOutsideLocale(url.pathname.replace(/\.data$/, ''))
      ? parseAcceptLanguage(request.headers.get('accept-language'))
      : null,
    site: {
      en: { title: settings.title.trim(), description: settings.description.trim() },
      ar: { title: settings.arTitle.trim(), description: settings.arDescription.trim() },
    },
    arabicDigits: rc.app.config.arabicDigits,
    /** Social login providers with a client configured (their buttons show only then). */
    socialProviders: enabledSocialProviders(rc.app.config.social),
    thirdParties: thirdPartiesOf(rc.app.config.sentry, settings),
    viewer,
  };
}

/** Error reporting, support chat and pixels (docs/decisions/037): the same for every visitor. */
function thirdPartiesOf(
  sentry: ThirdPartyConfig['sentry'],
  settings: Awaited<ReturnType<typeof getSettings>>,
): ThirdPartyConfig {
  const whatsapp: ThirdPartyConfig['whatsapp'] = {};
  for (const [country, number] of [
    ['eg', settings.whatsappEg],
    ['sa', settings.whatsappSa],
    ['ae', settings.whatsappAe],
  ] as const) {
    const digits = whatsappDigits(number);
    if (digits) whatsapp[country] = digits;
  }
  return {
    sentry,
    whatsapp,
    chatWidgetId: safeId(settings.chatWidgetId),
    pixels: {
      meta: safeId(settings.metaPixelId),
      tiktok: safeId(settings.tiktokPixelId),
      snap: safeId(settings.snapPixelId),
    },
    // SPEC.md section 3 names two: the Google Analytics id, else the analytics id.
    analytics: safeId(settings.googleAnalytics) ?? safeId(settings.analyticsId),
  };
}

/** Settings change rarely: the root reloads after a form post, not on every navigation. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
  // With a precedence React writes the sheet at the top of the head, before the scripts' preloads:
  // on HTTP/1.1 those six connections were taken by scripts while the page waited for its CSS.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
];

/**
 * The document shell: language and direction follow the URL's locale (ar -> rtl). The first
 * script hands the server's locale strategy to the browser before the app starts, so links
 * built after hydration match the server's. The locale is worked out here once; everything
 * rendered inside (the error page included) reads it from the I18nProvider (useLocale).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = documentLocale(pathname, root?.browserLanguage ?? shownLanguage());
  const language = languageOf(locale);
  const nonce = useCspNonce();
  return (
    <html lang={language} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5c4d" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: localeRoutingScript() }} />
        {FONT_FILES[language].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {/* The page's texts, which the browser registers before it hydrates (entry.client.tsx). */}
        {Object.values(MESSAGE_FILES[language]).map((href) => (
          <link key={href} rel="preload" href={href} as="fetch" crossOrigin="anonymous" />
        ))}
        <Meta />
        <Links />
      </head>
      {/* The floating app banner (phones) keeps the page's end scrollable above it. */}
      <body className="min-h-dvh pb-(--app-banner-space,0px)">
        <I18nProvider locale={locale} arabicDigits={root?.arabicDigits}>
          {children}
          {root?.thirdParties ? <ThirdParties config={root.thirdParties} /> : null}
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * In the browser, the language the document is shown in: a client navigation to a page outside
 * every locale keeps it (the root's data is not read again); on the server, none.
 */
function shownLanguage(): LanguageCode | null {
  return typeof document === 'undefined' ? null : parseLanguage(document.documentElement.lang);
}

export default function App() {
  useChunkReload();
  useServiceWorker();
  return (
    <ToastProvider>
      <LoadingBar />
      <Outlet />
    </ToastProvider>
  );
}

type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * The head of pages that do not write their own meta: title and description from the settings
 * (the catalog's when unset), OpenGraph, the canonical URL and hreflang alternates of every
 * locale the strategy serves. Pages with their own meta build the same links (lib/catalog-view.ts).
 */
function siteMeta(
  root: RootData | undefined,
  locale: LocaleCode,
  pathname: string,
  search = '',
): MetaDescriptor[] {
  const language = languageOf(locale);
  const title = root?.site[language].title || translate(locale, 'brand.name');
  const description = root?.site[language].description || translate(locale, 'footer.text');
  const origin = root?.origin ?? '';
  const links = alternateLinks(origin, locale, stripLocale(pathname), search);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: translate(locale, 'brand.name') },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: links.canonical },
    { property: 'og:locale', content: intlTagOf(locale).replace('-', '_') },
    { tagName: 'link', rel: 'canonical', href: links.canonical },
    ...links.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: links.xDefault },
  ];
}

/** Contract messages thrown by routes (SPEC.md section 8), shown in the page's language. */
const KNOWN_MESSAGES = new Map<string, MessageKey>([
  [CURRENCY_UNAVAILABLE_MESSAGE, 'errors.routing.currencyUnavailable'],
  ['This address is not found for this user!', 'errors.routing.addressNotFound'],
]);

type ErrorDescription = { status: number; key: MessageKey } | { status: number; text: string };

/**
 * Status and message of an error page. Route responses keep their status; a contract message is
 * localized; other client errors (4xx) show their text; anything unexpected says only that
 * something went wrong, never internals.
 */
function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, key: 'errors.notFound' };
    // A dashboard page the staff member's privilege does not open (lib/admin.server.ts).
    if (error.status === 403) return { status: 403, key: 'errors.forbidden' };
    // The database is unavailable (server/database-outage-pages.ts): a moment, not a failure.
    if (error.status === 503) return { status: 503, key: 'errors.service.unavailable' };
    const text = typeof error.data === 'string' ? error.data : undefined;
    const known = text ? KNOWN_MESSAGES.get(text) : undefined;
    if (known) return { status: error.status, key: known };
    if (text && error.status < 500) return { status: error.status, text };
    return { status: error.status, key: 'errors.generic' };
  }
  if (error === undefined || error === null) return { status: 404, key: 'errors.notFound' };
  return { status: 500, key: 'errors.generic' };
}

export const meta: MetaFunction<typeof loader> = ({ error, location, data }) => {
  const locale = documentLocale(location.pathname, data?.browserLanguage ?? shownLanguage());
  if (!error) return siteMeta(data, locale, location.pathname);
  const { status } = describeError(error);
  return [
    { title: translate(locale, 'meta.error.title', { status }) },
    { name: 'robots', content: 'noindex' },
  ];
};

/** The error page of SPEC.md section 2: status code (default 404), message and a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const { locale } = useLocale();
  const described = describeError(error);
  const { status } = described;
  const text = 'key' in described ? t(described.key) : described.text;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Logo to={localePath(locale)} />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          <p className="num text-7xl font-bold tracking-tight text-brand" aria-hidden="true">
            {status}
          </p>
          <h1 className="mt-4 text-2xl font-semibold text-ink">{text}</h1>
          <p className="sr-only">{t('errors.title', { status })}</p>
          <div className="mt-8">
            <ButtonLink to={localePath(locale)}>{t('errors.backHome')}</ButtonLink>
          </div>
          {import.meta.env.DEV && error instanceof Error && error.stack ? (
            <pre dir="ltr" className="mt-8 max-h-64 overflow-auto rounded-lg bg-sand p-4 text-start text-xs">
              {error.stack}
            </pre>
          ) : null}
        </div>
      </main>
    </div>
  );
}

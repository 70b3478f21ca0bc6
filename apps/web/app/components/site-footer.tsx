import { Form, Link } from 'react-router';
import { languageOf, type LocaleCode } from '@souq/core/locale/locales.ts';
import type { PaymentMethod } from '@souq/core/payments/payment-methods.ts';
import { useT, type MessageKey } from '../i18n/i18n.ts';
import { enabledCountries, localePath } from '../lib/locale-routing.ts';
import { Logo } from './logo.tsx';
import { PaymentMark, SocialMark, StoreBadge, type AppStore } from './layout/brand-marks.tsx';
import { useSessionHint } from './layout/session-hint.ts';
import { withReturnTo } from '../lib/return-to.ts';
import { Button } from './ui/button.tsx';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';

/** What the footer shows from the settings (SPEC.md sections 1 and 2). */
export interface FooterData {
  /** The footer message of the page's language; the catalog's text when unset. */
  text: string | null;
  /** The Arabic-only extra block (settings arTabFooter); shown on Arabic pages only. */
  arabicBlock: string | null;
  commercialRegistrationNo: string | null;
  taxRegistrationNo: string | null;
  social: { facebook: string | null; instagram: string | null; pinterest: string | null };
  /** The three stores of the mobile app (APP_STORE_URL, GOOGLE_PLAY_URL, APP_GALLERY_URL). */
  appStores: { appStore: string; googlePlay: string; appGallery: string };
  /** The ways to pay offered in the page's country (methodsOfCountry, the site's balances left out). */
  paymentMethods: PaymentMethod[];
}

/** The content pages another part of the site builds (SPEC.md section 2, routes). */
const CONTENT_LINKS: Array<{ path: string; key: MessageKey }> = [
  { path: '/about', key: 'layout.footer.links.about' },
  { path: '/gift-cards', key: 'layout.footer.links.giftCards' },
  { path: '/how', key: 'layout.footer.links.how' },
  { path: '/b2b', key: 'layout.footer.links.b2b' },
  { path: '/careers', key: 'layout.footer.links.careers' },
  { path: '/blog', key: 'layout.footer.links.blog' },
  { path: '/news', key: 'layout.footer.links.news' },
];
const HELP_LINKS: Array<{ path: string; key: MessageKey }> = [
  { path: '/contact', key: 'layout.footer.links.contact' },
  { path: '/faq', key: 'layout.footer.links.faq' },
  { path: '/shipping', key: 'layout.footer.links.shipping' },
  { path: '/exchangePolicy', key: 'layout.footer.links.exchangePolicy' },
  { path: '/privacy', key: 'layout.footer.links.privacy' },
  { path: '/terms', key: 'layout.footer.links.terms' },
];

function LinkColumn({
  title,
  links,
  locale,
}: {
  title: string;
  links: Array<{ path: string; key: MessageKey }>;
  locale: LocaleCode;
}) {
  const t = useT();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={localePath(locale, link.path)}
              prefetch="none"
              className="text-ink-muted transition-colors hover:text-brand"
            >
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ locale, year, data }: { locale: LocaleCode; year: number; data: FooterData }) {
  const t = useT();
  const arabic = languageOf(locale) === 'ar';
  const social = (
    [
      { network: 'facebook', href: data.social.facebook, label: 'Facebook' },
      { network: 'instagram', href: data.social.instagram, label: 'Instagram' },
      { network: 'pinterest', href: data.social.pinterest, label: 'Pinterest' },
    ] as const
  ).filter((item): item is typeof item & { href: string } => Boolean(item.href));
  const stores: Array<{ id: AppStore; href: string }> = [
    { id: 'appStore', href: data.appStores.appStore },
    { id: 'googlePlay', href: data.appStores.googlePlay },
    { id: 'appGallery', href: data.appStores.appGallery },
  ];
  const signedIn = useSessionHint().user !== null;
  return (
    <footer className="mt-20 border-t border-line bg-sand/60" data-testid="site-footer">
      {arabic && data.arabicBlock ? (
        <div className="border-b border-line bg-brand text-white" data-testid="arabic-footer-block">
          <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm font-semibold sm:px-6 lg:px-8">
            {data.arabicBlock}
          </p>
        </div>
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_1.4fr] lg:px-8">
        <div className="max-w-md">
          <Logo to={localePath(locale)} />
          <p className="mt-4 text-sm leading-relaxed text-ink-muted">{data.text || t('footer.text')}</p>
          <h2 className="mt-6 text-sm font-semibold text-ink">{t('layout.footer.getTheApp')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {stores.map((store) => (
              <li key={store.id}>
                <a
                  href={store.href}
                  rel="noopener"
                  data-testid={`store-${store.id}`}
                  className="block rounded-lg transition-opacity hover:opacity-85"
                >
                  <StoreBadge
                    store={store.id}
                    lead={t(`layout.footer.stores.${store.id}Lead`)}
                    name={t(`layout.footer.stores.${store.id}`)}
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={t('layout.footer.company')} links={CONTENT_LINKS} locale={locale} />
        <LinkColumn title={t('layout.footer.help')} links={HELP_LINKS} locale={locale} />
        <div>
          <h2 className="text-sm font-semibold text-ink">{t('layout.footer.sellWithUs')}</h2>
          <p className="mt-2 text-sm text-ink-muted">{t('layout.footer.sellWithUsText')}</p>
          {/* The designer's sign-up, the typed email filled in (issue 23: the shopper's opened, empty). */}
          <Form
            method="get"
            action={localePath(locale, '/register')}
            className="mt-3 flex flex-col gap-2"
            data-testid="sell-with-us"
          >
            <input type="hidden" name="role" value="designer" />
            <FormField label={t('layout.footer.sellWithUsEmail')} required>
              <Input type="email" name="email" autoComplete="email" required />
            </FormField>
            <Button type="submit" variant="secondary">
              {t('layout.footer.sellWithUsSubmit')}
            </Button>
          </Form>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {/* A guest has no portal yet: the designer's login, back to the dashboard after it. */}
            <Link
              to={
                signedIn
                  ? localePath(locale, '/profile')
                  : withReturnTo(localePath(locale, '/login'), localePath(locale, '/profile'))
              }
              prefetch="none"
              data-testid="designer-portal"
              className="font-semibold text-brand hover:underline"
            >
              {t('layout.footer.vendorPortal')}
            </Link>
            <Link
              to={localePath(locale, '/designer')}
              prefetch="none"
              className="font-semibold text-ink-soft hover:text-brand hover:underline"
            >
              {t('layout.footer.whySell')}
            </Link>
          </p>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-6 px-4 pb-8 sm:px-6 lg:px-8">
        <nav aria-label={t('footer.markets')} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="font-semibold text-ink">{t('footer.markets')}:</span>
          {enabledCountries().map((country) => (
            <Link
              key={country}
              to={localePath(`${languageOf(locale)}-${country}`)}
              className="text-ink-muted transition-colors hover:text-brand"
            >
              {t(`countries.${country}`)}
            </Link>
          ))}
        </nav>
        {social.length > 0 ? (
          <nav aria-label={t('layout.footer.social')}>
            <ul className="flex flex-wrap gap-2">
              {social.map((item) => (
                <li key={item.network}>
                  <a
                    href={item.href}
                    rel="noopener me"
                    aria-label={item.label}
                    title={item.label}
                    className="block rounded-full transition-transform hover:scale-105"
                  >
                    <SocialMark network={item.network} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        {/* Only the methods of the page's country (issue 18), as marks drawn here (brand-marks.tsx). */}
        <h2 className="mb-2 text-xs font-semibold text-ink-muted">{t('payments.footer')}</h2>
        <ul className="flex flex-wrap gap-2" aria-label={t('payments.footer')} data-testid="payment-marks">
          {data.paymentMethods.map((method) => (
            <li key={method} data-method={method}>
              <PaymentMark method={method} label={t(`payments.methods.${method}.name`)} />
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-x-6 gap-y-2 px-4 py-5 text-xs text-ink-muted sm:px-6 lg:px-8">
          <p>{t('footer.rights', { year })}</p>
          <p className="flex flex-wrap gap-x-4">
            {data.commercialRegistrationNo ? (
              <span>
                {t('layout.footer.commercialRegistration')}:{' '}
                <bdi dir="ltr" className="num">
                  {data.commercialRegistrationNo}
                </bdi>
              </span>
            ) : null}
            {data.taxRegistrationNo ? (
              <span>
                {t('layout.footer.taxRegistration')}:{' '}
                <bdi dir="ltr" className="num">
                  {data.taxRegistrationNo}
                </bdi>
              </span>
            ) : null}
          </p>
        </div>
      </div>
    </footer>
  );
}

import { data, Link } from 'react-router';
import { getAdminOrder } from '@souq/core/admin/orders.service.ts';
import {
  directionOf,
  isLanguage,
  languageOf,
  listSeparator,
  timeZoneOf,
  toLocale,
  type LanguageCode,
} from '@souq/core/locale/locales.ts';
import { I18nProvider, t as translate, useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { orNotFound, textIn } from '../../lib/catalog-view.ts';
import { featuresLabel } from '../../lib/feature-label.ts';
import { addresseeOf, streetPartsOf } from '../../components/checkout/address-text.ts';
import { PrintedOrder } from '../../components/admin/orders/printed-order.tsx';
import { ordersPath } from '../../components/admin/orders/order-view.ts';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { cx } from '../../components/ui/cx.ts';
import type { Route } from './+types/order-print';

export type PrintDoc = 'invoice' | 'packing';

/**
 * orders/:id/print?doc=invoice|packing: a printable invoice or packing slip in the order's
 * language. Orders keep no language of their own, so it is the page's unless `?lang=` asks for the
 * other one (a parcel for an English-speaking customer packed from the Arabic dashboard).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'orders.read');
  const order = await orNotFound(getAdminOrder(service, params.id));
  const search = new URL(request.url).searchParams;
  const doc: PrintDoc = search.get('doc') === 'packing' ? 'packing' : 'invoice';
  const asked = search.get('lang');
  const language: LanguageCode = isLanguage(asked) ? asked : languageOf(rc.locale);
  const printLocale = toLocale(language, order.country);
  const separator = listSeparator(language);
  return data(
    {
      locale: rc.locale,
      doc,
      printLocale,
      timeZone: timeZoneOf(order.country),
      order: {
        id: order.id,
        number: order.number,
        createdAt: order.createdAt.toISOString(),
        status: order.status,
        currency: order.currency,
        paymentMethod: order.payment.method,
        paymentStatus: order.payment.status,
        customerName: order.customer?.name ?? null,
        customerEmail: order.customer?.email ?? null,
        customerPhone: order.address?.phone ?? order.customer?.phone ?? null,
        addressee: order.address ? addresseeOf(order.address) : null,
        street: order.address ? streetPartsOf(order.address) : null,
        separator,
        country: order.address?.country ?? order.country,
        totals: order.totals,
        lines: order.lines.map((line) => ({
          id: line.id,
          name: textIn(language, line.name, line.arName) ?? '',
          featuresText: featuresLabel(line.features, language),
          quantity: line.quantity,
          unitPriceMinor: line.unitPriceMinor,
          totalMinor: line.totalMinor,
        })),
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

export type PrintData = Route.ComponentProps['loaderData'];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    {
      title: translate(
        loaderData.printLocale,
        loaderData.doc === 'invoice'
          ? 'admin.orders.print.invoiceNumber'
          : 'admin.orders.print.packingNumber',
        { number: loaderData.order.number },
      ),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminOrderPrint({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLocale();
  const { locale, doc, printLocale, order } = loaderData;
  const printLanguage = languageOf(printLocale);
  const here = ordersPath(locale, `/${order.id}/print`);
  const link = (changes: { doc?: PrintDoc; lang?: LanguageCode }) => {
    const params = new URLSearchParams({ doc: changes.doc ?? doc });
    const lang = changes.lang ?? printLanguage;
    if (lang !== language) params.set('lang', lang);
    return `${here}?${params}`;
  };
  const tab = (active: boolean) =>
    cx(buttonClasses({ variant: active ? 'primary' : 'secondary', size: 'sm' }));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 print:max-w-none">
      <nav
        className="flex flex-wrap items-center justify-between gap-2 print:hidden"
        aria-label={t('admin.orders.print.title')}
      >
        <div className="flex flex-wrap gap-2">
          <Link
            to={link({ doc: 'invoice' })}
            className={tab(doc === 'invoice')}
            aria-current={doc === 'invoice' ? 'page' : undefined}
          >
            {t('admin.orders.print.invoice')}
          </Link>
          <Link
            to={link({ doc: 'packing' })}
            className={tab(doc === 'packing')}
            aria-current={doc === 'packing' ? 'page' : undefined}
          >
            {t('admin.orders.print.packingSlip')}
          </Link>
          <span className="mx-1 self-center text-sm text-ink-muted">{t('admin.orders.print.language')}</span>
          {(['ar', 'en'] as const).map((lang) => (
            <Link key={lang} to={link({ lang })} className={tab(printLanguage === lang)} lang={lang}>
              {translate(toLocale(lang, 'eg'), `languages.${lang}`)}
            </Link>
          ))}
        </div>
        <div className="flex gap-2">
          <Link
            to={ordersPath(locale, `/${order.id}`)}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            {t('admin.orders.print.back')}
          </Link>
          <button
            type="button"
            onClick={() => window.print()}
            className={buttonClasses({ size: 'sm' })}
            data-testid="order-print-button"
          >
            {t('admin.orders.print.print')}
          </button>
        </div>
      </nav>
      <I18nProvider locale={printLocale}>
        <div lang={printLanguage} dir={directionOf(printLanguage)}>
          <PrintedOrder data={loaderData} />
        </div>
      </I18nProvider>
    </div>
  );
}

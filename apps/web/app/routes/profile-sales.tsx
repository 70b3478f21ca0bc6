import { data, Link } from 'react-router';
import { getOrdersByDesignerId } from '@souq/core/designers/seller-orders.service.ts';
import { COUNTRIES, isCountry } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { mergeHeaders, PRIVATE_HEADERS, requireSeller } from '../lib/session.server.ts';
import { OrderDate, OrderStatusBadge } from '../components/orders/order-details.tsx';
import type { OrderStatus } from '../components/orders/order-types.ts';
import {
  CountryCell,
  ScrollTable,
  tdClass,
  thClass,
  uploadUrl,
  useCount,
  useMoney,
} from '../components/seller/seller-ui.tsx';
import { cx } from '../components/ui/cx.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import type { Route } from './+types/profile-sales';

const PAGE_SIZE = 20;

/**
 * profile/sales (SPEC.md section 7, getOrdersByDesignerId): the order lines of the seller's
 * products, by country (?country=eg|sa|ae, all by default) and page (?page=). No customer data.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireSeller(rc);
  const params = new URL(request.url).searchParams;
  const requested = params.get('country');
  const country = isCountry(requested) ? requested : null;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const result = await getOrdersByDesignerId(rc.service(actor), {
    designerId: actor.id,
    country,
    page,
    limit: PAGE_SIZE,
  });
  return data(
    {
      locale,
      country,
      page: result.page,
      pages: result.pages,
      total: result.total,
      lines: result.items.map((line) => ({ ...line, orderedAt: line.orderedAt.toISOString() })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'seller.sales.metaTitle');
}

const KNOWN_STATUSES = new Set<string>([
  'pending',
  'placed',
  'in_production',
  'ready_for_shipping',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
]);

export default function ProfileSales({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLocale();
  const money = useMoney();
  const count = useCount();
  const { locale, country, lines, page, pages, total } = loaderData;
  const base = localePath(locale, '/profile/sales');
  const hrefOf = (filter: string | null, toPage = 1) => {
    const params = new URLSearchParams();
    if (filter) params.set('country', filter);
    if (toPage > 1) params.set('page', String(toPage));
    const query = params.toString();
    return query ? `${base}?${query}` : base;
  };
  const filters: Array<{ value: string | null; label: string }> = [
    { value: null, label: t('seller.sales.all') },
    ...COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) })),
  ];
  return (
    <div className="flex flex-col gap-6" data-testid="seller-sales">
      <div>
        <h2 className="text-2xl font-bold text-ink">{t('seller.sales.title')}</h2>
        <p className="text-sm text-ink-muted">{t('seller.sales.intro')}</p>
      </div>
      <nav aria-label={t('seller.sales.filterLabel')}>
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const current = filter.value === country;
            return (
              <li key={filter.value ?? 'all'}>
                <Link
                  to={hrefOf(filter.value)}
                  aria-current={current ? 'page' : undefined}
                  className={cx(
                    'block rounded-full border px-4 py-1.5 text-sm font-semibold',
                    current
                      ? 'border-ink bg-ink text-white'
                      : 'border-line bg-surface text-ink hover:bg-sand',
                  )}
                >
                  {filter.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {lines.length === 0 ? (
        <EmptyState
          illustration="orders"
          title={t('seller.sales.emptyTitle')}
          description={t('seller.sales.emptyText')}
        />
      ) : (
        <>
          <p className="text-sm text-ink-muted" data-testid="sales-total">
            {t('seller.sales.count', { count: total })}
          </p>
          <ScrollTable testId="sales-table">
            <thead>
              <tr>
                {(['order', 'product', 'country', 'quantity', 'unitPrice', 'earning', 'status'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className={thClass}>
                      {t(`seller.sales.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => {
                const image = uploadUrl(line.imagePath);
                const name = language === 'ar' ? line.productArName || line.productName : line.productName;
                const status = KNOWN_STATUSES.has(line.status) ? (line.status as OrderStatus) : null;
                return (
                  <tr key={`${line.orderId}-${index}`} data-testid="sales-line">
                    <td className={`${tdClass} whitespace-nowrap`}>
                      <bdi className="num block font-semibold">{line.orderNumber}</bdi>
                      <span className="text-xs text-ink-muted">
                        <OrderDate iso={line.orderedAt} />
                      </span>
                    </td>
                    <td className={tdClass}>
                      <span className="flex items-center gap-2">
                        {image ? (
                          <img
                            src={image}
                            alt=""
                            width={40}
                            height={40}
                            loading="lazy"
                            className="size-10 shrink-0 rounded-lg bg-sand object-cover"
                          />
                        ) : null}
                        <span className="flex min-w-0 flex-col">
                          {line.productSlug ? (
                            <Link
                              to={localePath(locale, `/products/${line.productSlug}`)}
                              className="max-w-56 truncate font-semibold hover:underline"
                            >
                              {name}
                            </Link>
                          ) : (
                            <span className="max-w-56 truncate font-semibold">{name}</span>
                          )}
                          {line.features.length > 0 ? (
                            <span className="text-xs text-ink-muted" data-testid="sales-features">
                              {line.features
                                .map((feature) =>
                                  language === 'ar'
                                    ? `${feature.arProperty || feature.property}: ${feature.arValue || feature.value}`
                                    : `${feature.property}: ${feature.value}`,
                                )
                                .join(' · ')}
                            </span>
                          ) : null}
                        </span>
                      </span>
                    </td>
                    <td className={tdClass}>
                      <CountryCell country={line.country} currency={line.currency} />
                    </td>
                    <td className={`${tdClass} num`}>{count(line.quantity)}</td>
                    <td className={`${tdClass} num whitespace-nowrap`}>
                      {money(line.unitPriceMinor, line.currency)}
                    </td>
                    <td className={`${tdClass} num whitespace-nowrap font-semibold`}>
                      {money(line.earningMinor, line.currency)}
                    </td>
                    <td className={tdClass}>
                      {status ? <OrderStatusBadge status={status} /> : <span>{line.status}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
          <Pagination page={page} pageCount={pages} hrefFor={(target) => hrefOf(country, target)} />
        </>
      )}
    </div>
  );
}

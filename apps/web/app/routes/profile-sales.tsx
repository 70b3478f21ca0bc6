import { data, Link } from 'react-router';
import { getOrdersByDesignerId } from '@souq/core/designers/seller-orders.service.ts';
import { printFilesOfLines } from '@souq/core/idesign/design-print.service.ts';
import { ORDER_STATUSES } from '@souq/core/orders/order-lifecycle.service.ts';
import { COUNTRIES, isCountry } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { mergeHeaders, PRIVATE_HEADERS, requireSeller } from '../lib/session.server.ts';
import { OrderDate, OrderStatusBadge } from '../components/orders/order-details.tsx';
import {
  CountryCell,
  ScrollTable,
  tdClass,
  TableHead,
  PageTitle,
  ProductThumb,
  useCount,
  useMoney,
} from '../components/seller/seller-ui.tsx';
import { cx } from '../components/ui/cx.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import type { Route } from './+types/profile-sales';

const PAGE_SIZE = 20;

/** A status the badge knows, or null (the raw word is shown); checked in the loader, on the server. */
const knownStatus = (status: string): (typeof ORDER_STATUSES)[number] | null =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as (typeof ORDER_STATUSES)[number]) : null;

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
  // iDesign: the manufacturer downloads a design line's print files from here (issue 22).
  const printFiles = await printFilesOfLines(
    rc.service(actor),
    result.items.map((line) => line.lineId),
  );
  return data(
    {
      locale,
      country,
      page: result.page,
      pages: result.pages,
      total: result.total,
      lines: result.items.map((line) => ({
        ...line,
        orderedAt: line.orderedAt.toISOString(),
        knownStatus: knownStatus(line.status),
        printFiles: printFiles.get(line.lineId) ?? [],
      })),
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

type SalesLine = Route.ComponentProps['loaderData']['lines'][number];

function useLineText(line: SalesLine) {
  const { language } = useLocale();
  const arabic = language === 'ar';
  return {
    name: arabic ? line.productArName || line.productName : line.productName,
    features: line.features
      .map((feature) =>
        arabic
          ? `${feature.arProperty || feature.property}: ${feature.arValue || feature.value}`
          : `${feature.property}: ${feature.value}`,
      )
      .join(' · '),
  };
}

/** A design line's print files (the line's manufacturer): one download link per stage and format. */
function PrintFiles({ line }: { line: SalesLine }) {
  const t = useT();
  if (line.printFiles.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-x-3 text-xs" data-testid="sales-print-files">
      <span className="text-ink-muted">{t('seller.sales.printFiles')}</span>
      {line.printFiles.map((file) => (
        <a key={file.url} href={file.url} download className="whitespace-nowrap text-brand underline">
          {t('seller.sales.printFile', { stage: file.label, format: file.format.toUpperCase() })}
        </a>
      ))}
    </span>
  );
}

/** One order line as a card (a phone: the table's nine figures would not fit across). */
function SalesCard({ line }: { line: SalesLine }) {
  const t = useT();
  const money = useMoney();
  const count = useCount();
  const { name, features } = useLineText(line);
  const status = line.knownStatus;
  return (
    <li
      className="flex flex-col gap-2 rounded-card border border-line bg-surface p-3 text-sm"
      data-testid="sales-card"
    >
      <div className="flex items-center justify-between gap-2">
        <span>
          <bdi className="num font-semibold text-ink">{line.orderNumber}</bdi>
          <span className="text-xs text-ink-muted">
            {' · '}
            <OrderDate iso={line.orderedAt} />
          </span>
        </span>
        {status ? <OrderStatusBadge status={status} /> : <span>{line.status}</span>}
      </div>
      <div className="flex items-center gap-3">
        <ProductThumb image={line.imagePath} size={48} />
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-semibold text-ink">{name}</span>
          {features ? <span className="text-xs text-ink-muted">{features}</span> : null}
          <PrintFiles line={line} />
          <CountryCell country={line.country} currency={line.currency} />
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-sand/60 p-2 text-xs">
        <div>
          <dt className="text-ink-muted">{t('seller.sales.quantity')}</dt>
          <dd className="num font-semibold text-ink">{count(line.quantity)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('seller.sales.unitPrice')}</dt>
          <dd className="num font-semibold text-ink">{money(line.unitPriceMinor, line.currency)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('seller.sales.earning')}</dt>
          <dd className="num font-semibold text-brand">{money(line.earningMinor, line.currency)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** One order line as a table row (a wider screen). */
function SalesRow({ line }: { line: SalesLine }) {
  const { locale } = useLocale();
  const money = useMoney();
  const count = useCount();
  const { name, features } = useLineText(line);
  const status = line.knownStatus;
  return (
    <tr data-testid="sales-line">
      <td className={`${tdClass} whitespace-nowrap`}>
        <bdi className="num block font-semibold">{line.orderNumber}</bdi>
        <span className="text-xs text-ink-muted">
          <OrderDate iso={line.orderedAt} />
        </span>
      </td>
      <td className={tdClass}>
        <span className="flex items-center gap-2">
          <ProductThumb image={line.imagePath} size={40} />
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
            {features ? (
              <span className="text-xs text-ink-muted" data-testid="sales-features">
                {features}
              </span>
            ) : null}
            <PrintFiles line={line} />
          </span>
        </span>
      </td>
      <td className={tdClass}>
        <CountryCell country={line.country} currency={line.currency} />
      </td>
      <td className={`${tdClass} num`}>{count(line.quantity)}</td>
      <td className={`${tdClass} num whitespace-nowrap`}>{money(line.unitPriceMinor, line.currency)}</td>
      <td className={`${tdClass} num whitespace-nowrap font-semibold`}>
        {money(line.earningMinor, line.currency)}
      </td>
      <td className={tdClass}>
        {status ? <OrderStatusBadge status={status} /> : <span>{line.status}</span>}
      </td>
    </tr>
  );
}

export default function ProfileSales({ loaderData }: Route.ComponentProps) {
  const t = useT();
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
      <PageTitle title={t('seller.sales.title')} intro={t('seller.sales.intro')} />
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
          <div className="hidden md:block">
            <ScrollTable testId="sales-table">
              <TableHead
                columns={(
                  ['order', 'product', 'country', 'quantity', 'unitPrice', 'earning', 'status'] as const
                ).map((column) => t(`seller.sales.${column}`))}
              />
              <tbody>
                {lines.map((line, index) => (
                  <SalesRow key={`${line.orderId}-${index}`} line={line} />
                ))}
              </tbody>
            </ScrollTable>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" data-testid="sales-cards">
            {lines.map((line, index) => (
              <SalesCard key={`${line.orderId}-${index}`} line={line} />
            ))}
          </ul>
          <Pagination page={page} pageCount={pages} hrefFor={(target) => hrefOf(country, target)} />
        </>
      )}
    </div>
  );
}

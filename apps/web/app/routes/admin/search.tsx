import type { ReactNode } from 'react';
import { data, Form, Link } from 'react-router';
import { adminSearch } from '@souq/core/admin/search.service.ts';
import { languageOf } from '@souq/core/locale/locales.ts';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { useT, type MessageKey } from '../../i18n/i18n.ts';
import { requireStaff } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import {
  AdminDate,
  RoleBadge,
  StatusBadge,
  type PersonRole,
  adminHref,
} from '../../components/admin/people-ui.tsx';
import { useMoney } from '../../components/seller/seller-ui.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { Route } from './+types/search';

/** The header's search (`?q=`): any staff member; the service reads only the groups they may open. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireStaff(rc);
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 200);
  const results = q.trim() ? await adminSearch(service, q) : null;
  return data(
    {
      locale: rc.locale,
      q,
      results: results && {
        orders: results.orders?.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
        customers: results.customers?.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        products: results.products,
        designers: results.designers,
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.search.title');
}

function Group({
  title,
  count,
  testId,
  children,
}: {
  title: string;
  count: number;
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <AdminSection
      title={title}
      actions={
        <Badge tone="neutral" size="sm">
          <span className="num">{count}</span>
        </Badge>
      }
    >
      {count === 0 ? (
        <p className="text-sm text-ink-muted">{t('admin.search.noneInGroup')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" data-testid={testId}>
          {children}
        </ul>
      )}
    </AdminSection>
  );
}

const itemLink =
  'flex flex-wrap items-center justify-between gap-2 py-2 hover:text-brand focus-visible:text-brand';

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const money = useMoney();
  const { locale, q, results } = loaderData;
  const language = languageOf(locale);
  const total = results
    ? (results.orders?.length ?? 0) +
      (results.customers?.length ?? 0) +
      (results.products?.length ?? 0) +
      (results.designers?.length ?? 0)
    : 0;
  return (
    <AdminPage
      title={t('admin.search.title')}
      description={results ? t(total ? 'admin.search.resultsFor' : 'admin.search.nothing', { q }) : null}
    >
      <Form method="get" role="search" className="flex max-w-2xl gap-2">
        <label htmlFor="admin-search-q" className="sr-only">
          {t('admin.search.label')}
        </label>
        <input
          id="admin-search-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={200}
          placeholder={t('admin.search.placeholder')}
          className="h-11 flex-1 rounded-xl border border-line bg-surface px-3 text-base focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
        />
        <button type="submit" className={buttonClasses({})}>
          <Icon name="search" size={18} />
          {t('admin.search.submit')}
        </button>
      </Form>
      {!results ? (
        <EmptyState illustration="search" title={t('admin.search.prompt')} />
      ) : (
        <div className="grid gap-5 lg:grid-cols-2" data-testid="admin-search-results">
          {results.orders ? (
            <Group
              title={t('admin.search.orders')}
              count={results.orders.length}
              testId="admin-search-orders"
            >
              {results.orders.map((order) => (
                <li key={order.id}>
                  <Link to={adminHref(locale, `/orders/${order.id}`)} className={itemLink}>
                    <span dir="ltr" className="font-mono font-semibold">
                      {order.orderNumber}
                    </span>
                    <span className="flex items-center gap-3 text-sm text-ink-soft">
                      {t(`orders.statuses.${order.status}` as MessageKey)}
                      <AdminDate iso={order.createdAt} />
                      <span className="num font-semibold text-ink">
                        {money(order.totalMinor, order.currency as CurrencyCode)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </Group>
          ) : null}
          {results.customers ? (
            <Group
              title={t('admin.search.customers')}
              count={results.customers.length}
              testId="admin-search-customers"
            >
              {results.customers.map((person) => (
                <li key={person.id}>
                  <Link to={adminHref(locale, `/customers/${person.id}`)} className={itemLink}>
                    <span className="flex flex-col">
                      <span className="font-semibold">{person.name}</span>
                      <span dir="ltr" className="text-end text-xs text-ink-muted">
                        {[person.email, person.phone].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                    <span className="flex items-center gap-2">
                      <RoleBadge role={person.role as PersonRole} />
                      <StatusBadge active={person.active} />
                    </span>
                  </Link>
                </li>
              ))}
            </Group>
          ) : null}
          {results.products ? (
            <Group
              title={t('admin.search.products')}
              count={results.products.length}
              testId="admin-search-products"
            >
              {results.products.map((product) => (
                <li key={product.id}>
                  <Link to={adminHref(locale, `/products/${product.id}`)} className={itemLink}>
                    <span className="font-semibold">{language === 'ar' ? product.arName : product.name}</span>
                    <span className="text-sm text-ink-muted">
                      {language === 'ar' ? product.name : product.arName}
                    </span>
                  </Link>
                </li>
              ))}
            </Group>
          ) : null}
          {results.designers ? (
            <Group
              title={t('admin.search.designers')}
              count={results.designers.length}
              testId="admin-search-designers"
            >
              {results.designers.map((designer) => (
                <li key={designer.id}>
                  <Link to={adminHref(locale, `/designers/${designer.id}`)} className={itemLink}>
                    <span className="font-semibold">{designer.name}</span>
                    <RoleBadge role={designer.role as PersonRole} />
                  </Link>
                </li>
              ))}
            </Group>
          ) : null}
        </div>
      )}
    </AdminPage>
  );
}

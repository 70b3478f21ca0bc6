import { data, Form, Link, useLocation, useNavigation } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  bulkSetProductStatus,
  listAdminProducts,
  type AdminProductRow,
  type BulkStatusResult,
} from '@souq/core/admin/products.service.ts';
import { ADMIN_PRODUCT_STATUSES, ADMIN_PRODUCT_STOCK } from '@souq/core/admin/product-list-options.ts';
import { listCategories } from '@souq/core/catalog/catalog.service.ts';
import { COUNTRIES, languageOf } from '@souq/core/locale/locales.ts';
import { formatTagOf, useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { formCall, mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import {
  FilterBar,
  FilterField,
  filterControlClass,
  KeysetPager,
  NoRows,
  FilterSelect,
} from '../../components/admin/list-controls.tsx';
import {
  BulkResultBanner,
  MissingBadge,
  ProductStatusBadge,
  StockCell,
} from '../../components/admin/product-ui.tsx';
import { ProductThumb, useMoney } from '../../components/seller/seller-ui.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import type { Route } from './+types/products';

const BULK_FORM = 'products-bulk';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'products.read');
  const params = new URL(request.url).searchParams;
  const get = (name: string) => params.get(name);
  const [list, categories] = await Promise.all([
    listAdminProducts(service, {
      status: get('status'),
      category: get('category'),
      designer: get('designer'),
      country: get('country'),
      stock: get('stock'),
      idesign: get('idesign'),
      cod: get('cod'),
      q: get('q'),
      sort: get('sort'),
      dir: get('dir'),
      after: get('after'),
    }),
    listCategories(service),
  ]);
  const arabic = languageOf(rc.locale) === 'ar';
  return data(
    {
      locale: rc.locale,
      list,
      categories: categories.map((category) => ({
        value: category.id,
        label: arabic ? category.arName : category.name,
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'products.write');
  const form = await request.formData();
  const intent = form.get('intent');
  const ids = form.getAll('ids').filter((id): id is string => typeof id === 'string');
  if ((intent !== 'publish' && intent !== 'unpublish') || ids.length === 0)
    return data({ ok: false as const, empty: true }, { status: 400, headers: PRIVATE_HEADERS });
  const answer = await formCall(rc.locale, () =>
    bulkSetProductStatus(service, ids, intent === 'publish' ? 'active' : 'draft'),
  );
  if (!answer.ok)
    return data(
      { ok: false as const, message: answer.failure.message },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  return data({ ok: true as const, result: answer.value }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.products.title');
}

function useColumns(country: (typeof COUNTRIES)[number]): ColumnDef<AdminProductRow, unknown>[] {
  const t = useT();
  const { language, locale, digits } = useLocale();
  const money = useMoney();
  const count = new Intl.NumberFormat(formatTagOf(language, digits));
  const date = new Intl.DateTimeFormat(formatTagOf(language, digits), { dateStyle: 'medium' });
  const countryName = t(`countries.${country}`);
  return [
    {
      id: 'product',
      header: t('admin.products.columns.product'),
      meta: { sortKey: 'name', className: 'min-w-56' },
      cell: ({ row }) => {
        const product = row.original;
        const main = language === 'ar' ? product.arName : product.name;
        const other = language === 'ar' ? product.name : product.arName;
        return (
          <span className="flex items-center gap-3">
            <ProductThumb image={product.image} size={40} placeholder />
            <span className="flex min-w-0 flex-col">
              <Link
                to={localePath(locale, `/admin/products/${product.id}`)}
                className="font-semibold text-ink hover:text-brand hover:underline"
                tabIndex={-1}
              >
                <bdi>{main}</bdi>
              </Link>
              <span className="truncate text-xs text-ink-muted">
                <bdi>{other}</bdi> · <span dir="ltr">{product.sku}</span>
              </span>
            </span>
          </span>
        );
      },
    },
    {
      id: 'status',
      header: t('admin.products.columns.status'),
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          <ProductStatusBadge status={row.original.status} />
          {!row.original.productStatus ? (
            <span className="text-xs text-ink-muted">{t('admin.products.designerOff')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'ready',
      header: t('admin.products.columns.ready'),
      cell: ({ row }) => <MissingBadge missing={row.original.missing} />,
    },
    {
      id: 'designer',
      header: t('admin.products.columns.designer'),
      meta: { className: 'hidden lg:table-cell whitespace-nowrap' },
      cell: ({ row }) => <bdi>{row.original.designerName}</bdi>,
    },
    {
      id: 'category',
      header: t('admin.products.columns.category'),
      meta: { className: 'hidden 2xl:table-cell whitespace-nowrap' },
      cell: ({ row }) => (language === 'ar' ? row.original.categoryArName : row.original.categoryName),
    },
    {
      id: 'price',
      header: t('admin.products.columns.price', { country: countryName }),
      meta: { sortKey: 'price', numeric: true },
      cell: ({ row }) => {
        const price = row.original.price;
        if (!price) return <span className="text-xs text-ink-muted">{t('admin.products.notSoldThere')}</span>;
        return (
          <span className={price.active ? undefined : 'text-ink-muted line-through'}>
            {money(price.amountMinor, price.currency)}
          </span>
        );
      },
    },
    {
      id: 'sales',
      header: t('admin.products.columns.sales', { country: countryName }),
      meta: { sortKey: 'sales', numeric: true, className: 'hidden 2xl:table-cell' },
      cell: ({ row }) => count.format(row.original.price?.salesNumber ?? 0),
    },
    {
      id: 'stock',
      header: t('admin.products.columns.stock'),
      cell: ({ row }) => (
        <StockCell left={row.original.availableEdition} total={row.original.initAvailableEdition} />
      ),
    },
    {
      id: 'created',
      header: t('admin.products.columns.created'),
      meta: { sortKey: 'created', className: 'hidden 2xl:table-cell whitespace-nowrap' },
      cell: ({ row }) => date.format(new Date(row.original.createdAt)),
    },
  ];
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, language } = useLocale();
  const navigation = useNavigation();
  const { list, categories } = loaderData;
  const columns = useColumns(list.country);
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const value = (name: string) => params.get(name) ?? '';
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') !== undefined;
  const select = (name: string, label: string, options: Array<{ value: string; label: string }>) => (
    <FilterSelect
      label={label}
      id={`filter-${name}`}
      name={name}
      defaultValue={value(name)}
      options={options}
    />
  );
  const yesNo = [
    { value: 'yes', label: t('admin.products.filters.yes') },
    { value: 'no', label: t('admin.products.filters.no') },
  ];
  const result: BulkStatusResult | null =
    actionData && 'result' in actionData ? (actionData.result as BulkStatusResult) : null;

  return (
    <AdminPage title={t('admin.products.title')} description={t('admin.products.description')}>
      <FilterBar testId="products-filters">
        <FilterField label={t('admin.products.filters.q')} htmlFor="filter-q">
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={value('q')}
            placeholder={t('admin.products.filters.qPlaceholder')}
            className={`${filterControlClass} w-56`}
          />
        </FilterField>
        {select(
          'status',
          t('admin.products.filters.status'),
          ADMIN_PRODUCT_STATUSES.map((status) => ({
            value: status,
            label: t(`admin.products.status.${status}`),
          })),
        )}
        {select('category', t('admin.products.filters.category'), categories)}
        <FilterField label={t('admin.products.filters.designer')} htmlFor="filter-designer">
          <input
            id="filter-designer"
            name="designer"
            defaultValue={value('designer')}
            placeholder={t('admin.products.filters.designerPlaceholder')}
            className={filterControlClass}
          />
        </FilterField>
        {select(
          'country',
          t('admin.products.filters.country'),
          COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) })),
        )}
        {select(
          'stock',
          t('admin.products.filters.stock'),
          ADMIN_PRODUCT_STOCK.map((stock) => ({ value: stock, label: t(`admin.products.stock.${stock}`) })),
        )}
        {select('idesign', t('admin.products.filters.idesign'), yesNo)}
        {select('cod', t('admin.products.filters.cod'), yesNo)}
      </FilterBar>

      {result ? <BulkResultBanner result={result} /> : null}
      {actionData && 'empty' in actionData ? (
        <Banner tone="warning">{t('admin.products.bulk.noneSelected')}</Banner>
      ) : null}
      {actionData && 'message' in actionData ? <Banner tone="error">{actionData.message}</Banner> : null}

      <Form
        method="post"
        id={BULK_FORM}
        className="flex flex-wrap items-center gap-2"
        aria-label={t('admin.products.bulk.label')}
      >
        <span className="text-sm text-ink-muted">{t('admin.products.bulk.label')}</span>
        <button
          type="submit"
          name="intent"
          value="publish"
          disabled={busy}
          className={buttonClasses({ size: 'sm' })}
          data-testid="products-bulk-publish"
        >
          {t('admin.products.bulk.publish')}
        </button>
        <button
          type="submit"
          name="intent"
          value="unpublish"
          disabled={busy}
          className={buttonClasses({ size: 'sm', variant: 'secondary' })}
          data-testid="products-bulk-unpublish"
        >
          {t('admin.products.bulk.unpublish')}
        </button>
        {list.sort === 'price' || list.sort === 'sales' ? (
          <span className="text-xs text-ink-muted">
            {t('admin.products.priceSortNote', { country: t(`countries.${list.country}`) })}
          </span>
        ) : null}
      </Form>

      <DataTable
        caption={t('admin.products.caption')}
        rows={list.items as AdminProductRow[]}
        columns={columns}
        rowId={(row) => row.id}
        rowHref={(row) => localePath(locale, `/admin/products/${row.id}`)}
        sort={{ key: list.sort, direction: list.dir }}
        selection={{
          form: BULK_FORM,
          name: 'ids',
          label: (row) => (language === 'ar' ? row.arName : row.name),
        }}
        empty={<NoRows />}
        testId="products-table"
      />
      <KeysetPager next={list.next} testId="products-pager" />
    </AdminPage>
  );
}

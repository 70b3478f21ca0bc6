import { data, Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { listAuditLog } from '@souq/core/admin/audit-log.service.ts';
import { staffChoices } from '@souq/core/admin/staff.service.ts';
import { isUuid } from '@souq/core/ids.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { lookupMessage, useLocale, useT, type MessageKey } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
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
import { AdminDate, adminHref } from '../../components/admin/people-ui.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { Route } from './+types/audit-log';

/** The entity kinds the dashboard writes, each with its admin page when it has one. */
const ENTITY_PAGES: Record<string, ((id: string) => string) | null> = {
  user: (id) => `/customers/${id}`,
  order: (id) => `/orders/${id}`,
  product: (id) => `/products/${id}`,
  ticket: (id) => `/tickets/${id}`,
  designer: (id) => `/designers/${id}`,
  payout: () => '/payouts',
  wallet: (id) => `/customers/${id}`,
  paymentMethod: () => '/payment-methods',
};

/** Entities whose id is not a uuid (a payment method's switch is `<method>:<country>`). */
const TEXT_IDS = new Set(['paymentMethod']);

const clean = (value: string | null, max: number) =>
  (value ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, max);

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'audit.read');
  const params = new URL(request.url).searchParams;
  const filters = {
    staffId: clean(params.get('staffId'), 64),
    entityType: clean(params.get('entityType'), 40),
    entityId: clean(params.get('entityId'), 100),
  };
  const [page, people] = await Promise.all([
    listAuditLog(service, { ...filters, after: params.get('after') }),
    staffChoices(service),
  ]);
  return data(
    {
      locale: rc.locale,
      filters,
      people,
      next: page.next,
      rows: page.items.map((item) => ({ ...item, at: item.at.toISOString() })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.auditLog.title');
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

function entityHref(locale: LocaleCode, type: string, id: string | null): string | null {
  const page = ENTITY_PAGES[type];
  if (!page || !id || (!isUuid(id) && !TEXT_IDS.has(type))) return null;
  return adminHref(locale, page(id));
}

/** A stored value as a short text: scalars as they are, the rest as compact JSON. */
function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 117)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** The fields that changed, one line each: `field: before → after` (only `after` for a creation). */
function ChangeList({ before, after }: { before: Row['before']; after: Row['after'] }) {
  const t = useT();
  const empty = t('admin.auditLog.empty');
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = keys.filter(
    (key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null) || !before,
  );
  if (changed.length === 0) return <span className="text-ink-muted">{t('admin.auditLog.noChange')}</span>;
  return (
    <ul className="flex flex-col gap-0.5 text-xs">
      {!before && after ? (
        <li className="font-semibold text-ink-soft">{t('admin.auditLog.created')}</li>
      ) : null}
      {changed.map((key) => (
        <li key={key} className="break-words">
          <bdi className="font-medium">{key}</bdi>:{' '}
          {before ? (
            <>
              <bdi>{shown(before[key], empty)}</bdi>{' '}
              <Icon
                name="arrow-end"
                size={12}
                className="inline align-middle"
                label={t('admin.auditLog.became')}
              />{' '}
            </>
          ) : null}
          <bdi>{shown(after?.[key], empty)}</bdi>
        </li>
      ))}
    </ul>
  );
}

function useEntityLabel() {
  const t = useT();
  const { language } = useLocale();
  return (type: string) => {
    const key = `admin.auditLog.entities.${type}`;
    return lookupMessage(language, key) !== undefined ? t(key as MessageKey) : type;
  };
}

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const entityLabel = useEntityLabel();
  const { locale, filters, people, rows, next } = loaderData;
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'when',
      header: t('admin.auditLog.columns.when'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => <AdminDate iso={row.original.at} time />,
    },
    {
      id: 'who',
      header: t('admin.auditLog.columns.who'),
      cell: ({ row }) =>
        row.original.staffId ? (
          <Link
            to={adminHref(locale, `/customers/${row.original.staffId}`)}
            className="font-medium text-ink hover:text-brand"
            tabIndex={-1}
          >
            {row.original.staffName}
          </Link>
        ) : (
          <span className="text-ink-muted">{t('admin.auditLog.removedStaff')}</span>
        ),
    },
    {
      id: 'action',
      header: t('admin.auditLog.columns.action'),
      cell: ({ row }) => (
        <code dir="ltr" className="rounded bg-sand px-1.5 py-0.5 text-xs">
          {row.original.action}
        </code>
      ),
    },
    {
      id: 'entity',
      header: t('admin.auditLog.columns.entity'),
      cell: ({ row }) => {
        const href = entityHref(locale, row.original.entityType, row.original.entityId);
        const label = entityLabel(row.original.entityType);
        return (
          <span className="flex flex-col">
            {href ? (
              <Link to={href} className="font-medium text-brand hover:underline" tabIndex={-1}>
                {label}
              </Link>
            ) : (
              <span className="font-medium">{label}</span>
            )}
            {row.original.entityId ? (
              <span dir="ltr" className="max-w-48 truncate text-end font-mono text-2xs text-ink-muted">
                {row.original.entityId}
              </span>
            ) : null}
          </span>
        );
      },
    },
    {
      id: 'change',
      header: t('admin.auditLog.columns.change'),
      meta: { className: 'min-w-64' },
      cell: ({ row }) => <ChangeList before={row.original.before} after={row.original.after} />,
    },
  ];
  return (
    <AdminPage title={t('admin.auditLog.title')} description={t('admin.auditLog.description')}>
      <FilterBar testId="admin-audit-filters">
        <FilterField label={t('admin.auditLog.person')} htmlFor="audit-staff">
          <select
            id="audit-staff"
            name="staffId"
            defaultValue={filters.staffId}
            className={filterControlClass}
          >
            <option value="">{t('admin.auditLog.everyone')}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterSelect
          label={t('admin.auditLog.entityType')}
          id="audit-entity-type"
          name="entityType"
          defaultValue={filters.entityType}
          options={[...new Set([...Object.keys(ENTITY_PAGES), filters.entityType].filter(Boolean))].map(
            (type) => ({ value: type, label: entityLabel(type) }),
          )}
        />
        <FilterField label={t('admin.auditLog.entityId')} htmlFor="audit-entity-id">
          <input
            id="audit-entity-id"
            name="entityId"
            defaultValue={filters.entityId}
            dir="ltr"
            maxLength={100}
            className={`${filterControlClass} w-72 font-mono`}
          />
        </FilterField>
      </FilterBar>
      <DataTable
        caption={t('admin.auditLog.caption')}
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        empty={<NoRows />}
        testId="admin-audit-log"
      />
      <KeysetPager next={next} testId="admin-audit-pager" />
    </AdminPage>
  );
}

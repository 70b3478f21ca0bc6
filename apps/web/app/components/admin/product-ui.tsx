import type { BulkStatusResult } from '@souq/core/admin/products.service.ts';
import { LOW_EDITION } from '@souq/core/admin/product-list-options.ts';
import type { CompletenessKey } from '@souq/core/admin/product-completeness.ts';
import { isCountry, listSeparator } from '@souq/core/locale/locales.ts';
import { formatTagOf, useLocale, useT } from '../../i18n/i18n.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { Banner } from '../ui/banner.tsx';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';

const STATUS_TONE: Record<'active' | 'draft' | 'archived', BadgeTone> = {
  active: 'success',
  draft: 'warning',
  archived: 'neutral',
};

export function ProductStatusBadge({ status }: { status: 'active' | 'draft' | 'archived' }) {
  const t = useT();
  return <Badge tone={STATUS_TONE[status]}>{t(`admin.products.status.${status}`)}</Badge>;
}

/** The words of the checklist's missing items ("Arabic description, price in Saudi Arabia"). */
export function useMissingText(): (missing: readonly CompletenessKey[]) => string {
  const t = useT();
  const { language } = useLocale();
  return (missing) =>
    missing
      .map((key) => {
        if (key.startsWith('price.')) {
          const country = key.slice(6);
          return isCountry(country)
            ? t('admin.products.missing.price', { country: t(`countries.${country}`) })
            : key;
        }
        return t(`admin.products.missing.${key as Exclude<CompletenessKey, `price.${string}`>}`);
      })
      .join(listSeparator(language));
}

/** "Ready", or how many checklist items are missing (the items in the tooltip). */
export function MissingBadge({ missing }: { missing: readonly CompletenessKey[] }) {
  const t = useT();
  const text = useMissingText();
  if (missing.length === 0)
    return (
      <Badge tone="success" size="sm">
        <Icon name="check" size={12} />
        {t('admin.products.ready')}
      </Badge>
    );
  return (
    <span title={text(missing)}>
      <Badge tone="danger" size="sm">
        {t('admin.products.missingCount', { count: missing.length })}
      </Badge>
    </span>
  );
}

/** Editions left of a limited product, or unlimited. */
export function StockCell({ left, total }: { left: number | null; total: number | null }) {
  const t = useT();
  const { language, digits } = useLocale();
  if (left === null)
    return <span className="text-ink-muted">{t('admin.products.stock.unlimitedShort')}</span>;
  const format = new Intl.NumberFormat(formatTagOf(language, digits));
  if (left === 0) return <Badge tone="danger">{t('admin.products.stock.soldOut')}</Badge>;
  return (
    <span className={cx('whitespace-nowrap', left <= LOW_EDITION && 'font-semibold text-warning')}>
      {t('admin.products.stock.left', { left: format.format(left), total: format.format(total ?? left) })}
    </span>
  );
}

/** The answer of a bulk publish or unpublish: counts, then each refused product with what it misses. */
export function BulkResultBanner({ result }: { result: BulkStatusResult }) {
  const t = useT();
  const { language } = useLocale();
  const text = useMissingText();
  const tally = (outcome: 'unchanged' | 'notFound') =>
    result.results.filter((row) => row.outcome === outcome).length;
  const parts = [
    t(
      result.target === 'active'
        ? 'admin.products.bulk.changedPublish'
        : 'admin.products.bulk.changedUnpublish',
      {
        count: result.changed,
      },
    ),
    result.refused ? t('admin.products.bulk.refused', { count: result.refused }) : null,
    tally('unchanged') ? t('admin.products.bulk.unchanged', { count: tally('unchanged') }) : null,
    tally('notFound') ? t('admin.products.bulk.notFound', { count: tally('notFound') }) : null,
  ].filter(Boolean);
  const refused = result.results.filter((row) => row.outcome === 'refused');
  return (
    <Banner tone={refused.length ? 'warning' : 'success'} title={parts.join(listSeparator(language))}>
      {refused.length ? (
        <ul className="list-disc ps-5" data-testid="products-bulk-refused">
          {refused.map((row) => (
            <li key={row.id}>
              {t('admin.products.bulk.refusedItem', {
                name: (language === 'ar' ? row.arName : row.name) ?? row.id,
                items: text(row.missing),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </Banner>
  );
}

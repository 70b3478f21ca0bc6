import type { ReactNode } from 'react';
import type { CountryCode, CurrencyCode } from '@souq/core/locale/locales.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { CurrencyLabel } from '../ui/currency-label.tsx';
import { cx } from '../ui/cx.ts';
import { formatPercent } from '../charts/chart-data.ts';

/** A picture of the uploads store (a stored path or an already absolute one). */
export const uploadUrl = (image: string | null): string | null =>
  image === null || image === '' ? null : /^(\/|https?:)/.test(image) ? image : `/uploads/${image}`;

const THUMB_SIZES = { 40: 'size-10', 48: 'size-12', 64: 'size-16', 80: 'size-20' } as const;

/**
 * A product's square picture on the seller pages (a stored image path). Without a picture: nothing,
 * or with `placeholder` an empty square so the rows stay aligned.
 */
export function ProductThumb({
  image,
  size,
  placeholder = false,
  lazy = true,
}: {
  image: string | null;
  size: keyof typeof THUMB_SIZES;
  placeholder?: boolean;
  lazy?: boolean;
}) {
  const src = uploadUrl(image);
  const box = cx(THUMB_SIZES[size], 'shrink-0 rounded-lg bg-sand');
  if (!src) return placeholder ? <span className={box} aria-hidden="true" /> : null;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className={cx(box, 'object-cover')}
    />
  );
}

/** Money of the seller pages in the page's language and digits. */
export function useMoney(): (amountMinor: number, currency: CurrencyCode) => string {
  const { language, digits } = useLocale();
  return (amountMinor, currency) => formatMoney(amountMinor, currency, language, { digits });
}

/** A whole number in the page's digits (the one helper of i18n.ts). */
export { useCount } from '../../i18n/i18n.ts';

/** A share of 0..100 in the page's digits and percent sign (42%, ٤٢٪). */
export function usePercent(): (value: number) => string {
  const { language, digits } = useLocale();
  return (value) => formatPercent(value, { language, digits });
}

/** One figure with its label (sales, orders, profit). */
export function StatCard({
  label,
  value,
  hint,
  emphasis = false,
  testId,
  className,
  raw,
}: {
  label: string;
  value: ReactNode;
  /** The figure as a number (minor units for money), for tests and scripts reading the page. */
  raw?: number;
  hint?: ReactNode;
  emphasis?: boolean;
  testId?: string;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'flex min-w-0 flex-col gap-1 rounded-card border p-4',
        emphasis ? 'border-brand bg-brand-tint' : 'border-line bg-surface',
        className,
      )}
      data-testid={testId}
      data-value={raw}
    >
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="num text-xl font-bold text-ink">{value}</dd>
      {hint ? <dd className="text-xs text-ink-muted">{hint}</dd> : null}
    </div>
  );
}

/** A country's name with its currency label (Egypt · ج.م). */
export function CountryCell({ country, currency }: { country: CountryCode; currency: CurrencyCode }) {
  const t = useT();
  return (
    <span className="flex flex-wrap items-baseline gap-x-1.5">
      <span className="font-semibold text-ink">{t(`countries.${country}`)}</span>
      <span className="text-xs text-ink-muted">
        <CurrencyLabel currency={currency} />
      </span>
    </span>
  );
}

/** A seller page's title and the line that says what the page is for. */
export function PageTitle({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <div>
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      <p className="text-sm text-ink-muted">{intro}</p>
    </div>
  );
}

/** A section of a seller page: a heading and its content. */
export function SellerSection({
  title,
  action,
  children,
  testId,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <section className={cx('flex min-w-0 flex-col gap-3', className)} data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-ink">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export function ScrollTable({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface" data-testid={testId}>
      <table className="w-full min-w-max text-start text-sm">{children}</table>
    </div>
  );
}

const thClass = 'bg-sand px-3 py-2 text-start text-xs font-semibold text-ink-soft';

/** The column headings of a seller table, in order. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((label, index) => (
          <th key={index} scope="col" className={thClass}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
export const tdClass = 'border-t border-line px-3 py-2 text-start align-top text-ink';

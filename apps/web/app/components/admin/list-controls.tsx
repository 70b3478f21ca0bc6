import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { buttonClasses } from '../ui/button-styles.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { Icon } from '../ui/icon.tsx';
import { withParams } from './list-url.ts';

/**
 * A list's filters: a GET form, so applying them changes the URL (bookmarkable, shareable, works
 * without JavaScript). The current sort is kept; the cursor starts over.
 */
export function FilterBar({ children, testId }: { children: ReactNode; testId?: string }) {
  const t = useT();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const kept = ['sort', 'dir'].filter((name) => params.get(name));
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-card border border-line bg-surface p-3"
      aria-label={t('admin.table.filters')}
      data-testid={testId}
    >
      {kept.map((name) => (
        <input key={name} type="hidden" name={name} value={params.get(name) ?? ''} />
      ))}
      {children}
      <div className="flex items-center gap-2">
        <button type="submit" className={buttonClasses({ size: 'sm' })}>
          <Icon name="filter" size={16} />
          {t('admin.table.apply')}
        </button>
        <Link to={location.pathname} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {t('admin.table.reset')}
        </Link>
      </div>
    </Form>
  );
}

/** A labelled control of the filter bar. */
export function FilterField({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-36 flex-col gap-1">
      <label htmlFor={htmlFor} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The classes of a filter's input and select (compact, both directions). */
export const filterControlClass =
  'h-9 rounded-lg border border-line bg-canvas px-2 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30';

/** A filter with a fixed list of values, "Any" first (no filter). */
export function FilterSelect({
  label,
  id,
  name,
  defaultValue,
  options,
}: {
  label: string;
  id: string;
  name: string;
  defaultValue: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const t = useT();
  return (
    <FilterField label={label} htmlFor={id}>
      <select id={id} name={name} defaultValue={defaultValue} className={filterControlClass}>
        <option value="">{t('admin.table.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/**
 * Keyset paging (lists that grow without bound): the first page and the next one. There is no
 * "page 4 of 9" on purpose: counting a million rows on every view is what makes such lists slow.
 */
export function KeysetPager({ next, testId }: { next: string | null; testId?: string }) {
  const t = useT();
  const location = useLocation();
  const onFirst = !new URLSearchParams(location.search).get('after');
  if (onFirst && !next) return null;
  return (
    <nav
      className="flex items-center justify-end gap-2"
      aria-label={t('admin.table.next')}
      data-testid={testId}
    >
      {!onFirst ? (
        <Link
          to={withParams(location.search, { after: null })}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t('admin.table.first')}
        </Link>
      ) : null}
      {next ? (
        <Link
          to={withParams(location.search, { after: next })}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          data-testid={testId ? `${testId}-next` : undefined}
        >
          {t('admin.table.next')}
          <Icon name="chevron-end" size={16} />
        </Link>
      ) : null}
    </nav>
  );
}

/** What a filtered list shows when nothing matches. */
export function NoRows() {
  const t = useT();
  return (
    <EmptyState
      illustration="search"
      title={t('admin.table.empty')}
      description={t('admin.table.emptyHint')}
    />
  );
}

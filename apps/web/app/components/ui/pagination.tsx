import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

/** Page numbers to show: the first, the last, and two either side of the current one, with gaps. */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const n of sorted) {
    const previous = out.at(-1);
    if (typeof previous === 'number' && n - previous === 2) out.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) out.push('gap');
    out.push(n);
  }
  return out;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page (keeps the other query parameters). Plain links: works without JavaScript. */
  hrefFor: (page: number) => string;
  className?: string;
}

/** Numbered pages with previous and next; the arrows mirror in Arabic. */
export function Pagination({ page, pageCount, hrefFor, className }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const item =
    'grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-semibold transition-colors';
  const edge = (target: number, icon: 'chevron-start' | 'chevron-end', label: string) =>
    target < 1 || target > pageCount ? (
      <span aria-disabled="true" className={cx(item, 'text-line-strong')}>
        <Icon name={icon} size={18} />
        <span className="sr-only">{label}</span>
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        rel={icon === 'chevron-start' ? 'prev' : 'next'}
        className={cx(item, 'text-ink hover:bg-sand')}
      >
        <Icon name={icon} size={18} />
        <span className="sr-only">{label}</span>
      </Link>
    );
  return (
    <nav aria-label={t('ui.pagination.label')} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge(page - 1, 'chevron-start', t('ui.pagination.previous'))}</li>
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('ui.pagination.page', { page: entry })}
                className={cx(item, 'num', entry === page ? 'bg-ink text-white' : 'text-ink hover:bg-sand')}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, 'chevron-end', t('ui.pagination.next'))}</li>
      </ul>
    </nav>
  );
}

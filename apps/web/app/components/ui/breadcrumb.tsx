import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  href?: string;
}

/** Where the page sits: a labelled nav with an ordered list; separators point along the reading direction. */
export function Breadcrumb({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  const t = useT();
  return (
    <nav aria-label={t('ui.breadcrumb.label')} className={className}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-1.5">
              {item.href && !last ? (
                <Link
                  to={item.href}
                  className="text-ink-muted underline-offset-4 hover:text-brand hover:underline"
                >
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={cx('font-semibold text-ink', !last && 'text-ink-muted')}
                >
                  {item.label}
                </span>
              )}
              {!last ? <Icon name="chevron-end" size={14} className="text-ink-muted" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

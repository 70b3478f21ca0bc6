import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '../ui/breadcrumb.tsx';

/**
 * The head of every dashboard page: where it sits (breadcrumbs), its title, a line of context and
 * its actions (export, create), then the page.
 */
export function AdminPage({
  title,
  breadcrumbs = [],
  description,
  actions,
  children,
}: {
  title: string;
  /** The trail above the title; the page itself is added last. */
  breadcrumbs?: BreadcrumbItem[];
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        {breadcrumbs.length > 0 ? (
          <Breadcrumb className="print:hidden" items={[...breadcrumbs, { label: title }]} />
        ) : null}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-bold text-ink">{title}</h1>
            {description ? <div className="text-sm text-ink-muted">{description}</div> : null}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2 print:hidden">{actions}</div> : null}
        </div>
      </div>
      {children}
    </div>
  );
}

/** A titled box of a detail page (lines, totals, history). */
export function AdminSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '../ui/breadcrumb.tsx';

/** The top of a listing page: breadcrumb, the page's one h1, an intro line and extras. */
export function ListingHeader({
  breadcrumb,
  title,
  intro,
  media,
  children,
}: {
  breadcrumb: BreadcrumbItem[];
  title: ReactNode;
  intro?: ReactNode;
  /** A picture at the start of the title (a designer's avatar). */
  media?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header>
      <Breadcrumb items={breadcrumb} />
      <div className="mt-5 flex items-center gap-5">
        {media}
        <div className="min-w-0">
          <h1 className="text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          {intro ? <p className="mt-2 max-w-2xl text-pretty text-base text-ink-muted">{intro}</p> : null}
        </div>
      </div>
      {children}
    </header>
  );
}

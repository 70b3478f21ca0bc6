import type { ReactNode } from 'react';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
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

/**
 * A whole listing page: the page frame and its header, the breadcrumb starting at home.
 * `trail` is the breadcrumb after home; `banner` goes inside the header, under the title.
 */
export function ListingPage({
  locale,
  trail,
  title,
  intro,
  media,
  banner,
  children,
}: {
  locale: LocaleCode;
  trail: BreadcrumbItem[];
  title: ReactNode;
  intro?: ReactNode;
  media?: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ListingHeader
        breadcrumb={[{ label: t('category.home'), href: localePath(locale) }, ...trail]}
        title={title}
        intro={intro}
        media={media}
      >
        {banner}
      </ListingHeader>
      {children}
    </div>
  );
}

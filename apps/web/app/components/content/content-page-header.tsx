import type { ReactNode } from 'react';
import { formatTagOf, useLocale, useT } from '../../i18n/i18n.ts';
import { Breadcrumb, type BreadcrumbItem } from '../ui/breadcrumb.tsx';

/** The top of every content page: breadcrumb, title and the page's intro line. */
export function ContentPageHeader({
  homeHref,
  trail = [],
  title,
  intro,
  children,
}: {
  homeHref: string;
  /** Crumbs between home and the page itself. */
  trail?: BreadcrumbItem[];
  title: string;
  intro?: string | null;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <header className="flex flex-col gap-4">
      <Breadcrumb items={[{ label: t('content.home'), href: homeHref }, ...trail, { label: title }]} />
      <h1 className="text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {intro ? <p className="max-w-3xl text-pretty text-lg leading-8 text-ink-muted">{intro}</p> : null}
      {children}
    </header>
  );
}

/** The page's width and spacing, the same on every content page. */
export function ContentPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={`mx-auto flex flex-col gap-10 px-4 py-8 sm:px-6 lg:px-8 ${wide ? 'max-w-7xl' : 'max-w-4xl'}`}
    >
      {children}
    </div>
  );
}

/** A date (ISO) in the page's language; UTC so the server and the browser write the same day. */
export function useFormatDate(): (iso: string) => string {
  const { language, digits } = useLocale();
  const format = new Intl.DateTimeFormat(formatTagOf(language, digits), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (iso: string) => format.format(new Date(iso));
}

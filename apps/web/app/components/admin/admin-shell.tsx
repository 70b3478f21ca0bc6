import type { ReactNode } from 'react';
import { Form, Link, NavLink, useLocation, useNavigation } from 'react-router';
import { withLanguage, languageOf, type LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { localePath, stripLocale } from '../../lib/locale-routing.ts';
import { Logo } from '../logo.tsx';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import type { AdminArea } from './admin-nav.ts';

export interface AdminShellProps {
  locale: LocaleCode;
  areas: AdminArea[];
  staffName: string;
  privilegeLabel: string;
  children: ReactNode;
}

/** The dashboard path of an area in a locale. */
const areaPath = (locale: LocaleCode, area: AdminArea) => localePath(locale, `/admin${area.path}`);

function AreaLinks({ locale, areas }: { locale: LocaleCode; areas: AdminArea[] }) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-0.5">
      {areas.map((area) => (
        <li key={area.id}>
          <NavLink
            to={areaPath(locale, area)}
            end={area.path === ''}
            prefetch="intent"
            data-testid={`admin-nav-${area.id}`}
            className={({ isActive }) =>
              cx(
                'flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition-colors',
                isActive ? 'bg-brand text-white' : 'text-ink hover:bg-sand',
              )
            }
          >
            <Icon name={area.icon} size={18} />
            <span>{t(area.label)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard's frame: the areas the staff member may open (a side column on a laptop, a menu
 * that opens under the top bar on a tablet, as a <details> so it works without JavaScript), the
 * search, the other language and the way back to the shop. Nothing of it prints.
 */
export function AdminShell({ locale, areas, staffName, privilegeLabel, children }: AdminShellProps) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const otherLocale = withLanguage(locale, languageOf(locale) === 'ar' ? 'en' : 'ar');
  const otherLanguageHref = `${localePath(otherLocale, stripLocale(location.pathname))}${location.search}`;
  const busy = navigation.state === 'loading';
  return (
    <div
      className="min-h-dvh bg-canvas text-ink lg:grid lg:grid-cols-[16rem_1fr] print:block"
      data-testid="admin-shell"
    >
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('admin.shell.skipToContent')}
      </a>
      <aside className="hidden border-e border-line bg-surface print:hidden lg:flex lg:flex-col lg:gap-6 lg:p-4">
        <Logo to={localePath(locale, '/admin')} />
        <nav aria-label={t('admin.shell.navigation')}>
          <AreaLinks locale={locale} areas={areas} />
        </nav>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur print:hidden">
          <div className="flex h-14 items-center gap-3 px-4">
            <details className="group relative lg:hidden">
              <summary
                className="flex size-10 cursor-pointer list-none items-center justify-center rounded-xl hover:bg-sand"
                aria-label={t('admin.shell.menu')}
              >
                <Icon name="menu" />
              </summary>
              <nav
                aria-label={t('admin.shell.navigation')}
                className="absolute start-0 top-12 w-64 rounded-card border border-line bg-surface p-2 shadow-lg"
              >
                <AreaLinks locale={locale} areas={areas} />
              </nav>
            </details>
            <Form
              method="get"
              action={localePath(locale, '/admin/search')}
              role="search"
              className="flex min-w-0 flex-1 items-center"
            >
              <label className="relative flex w-full max-w-md items-center">
                <span className="sr-only">{t('admin.shell.searchLabel')}</span>
                <Icon
                  name="search"
                  size={18}
                  className="pointer-events-none absolute start-3 text-ink-muted"
                />
                <input
                  type="search"
                  name="q"
                  placeholder={t('admin.shell.searchPlaceholder')}
                  className="h-10 w-full rounded-xl border border-line bg-canvas ps-10 pe-3 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
                />
              </label>
            </Form>
            <Link
              to={otherLanguageHref}
              lang={languageOf(otherLocale)}
              className="rounded-xl px-3 py-2 text-sm font-medium hover:bg-sand"
              data-testid="admin-language"
            >
              {t('admin.shell.language')}
            </Link>
            <div className="hidden text-end text-xs leading-tight md:block">
              <div className="font-semibold text-ink" data-testid="admin-staff-name">
                {staffName}
              </div>
              <div className="text-ink-muted">{privilegeLabel}</div>
            </div>
            <Link
              to={localePath(locale, '/')}
              className="hidden rounded-xl px-3 py-2 text-sm text-ink-muted hover:bg-sand sm:block"
            >
              {t('admin.shell.backToShop')}
            </Link>
          </div>
          <div
            aria-hidden="true"
            className={cx(
              'h-0.5 bg-brand transition-opacity',
              busy ? 'animate-pulse opacity-100' : 'opacity-0',
            )}
          />
        </header>
        <main
          id="admin-main"
          tabIndex={-1}
          className="min-w-0 flex-1 p-4 focus:outline-none md:p-6"
          aria-busy={busy}
        >
          {children}
        </main>
      </div>
    </div>
  );
}

import { NavLink } from 'react-router';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { cx } from '../ui/cx.ts';
import { Logo } from '../logo.tsx';

/** The authentication pages' own header (SPEC.md section 2, Layout): the logo, register and login. */
export function AuthHeader({ locale }: { locale: LocaleCode }) {
  const t = useT();
  const link = ({ isActive }: { isActive: boolean }) =>
    cx(
      // Never on two lines ("Log / in"): the labels are short, the padding gives way first.
      'inline-flex h-10 items-center whitespace-nowrap rounded-full px-3 text-sm font-semibold transition-colors sm:px-4',
      isActive ? 'bg-brand text-white' : 'text-ink hover:bg-sand',
    );
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Logo to={localePath(locale)} compact="below400" />
        <nav aria-label={t('account.authHeader.label')} className="flex shrink-0 items-center gap-1">
          <NavLink to={localePath(locale, '/register')} className={link}>
            {t('account.authHeader.register')}
          </NavLink>
          <NavLink to={localePath(locale, '/login')} className={link}>
            {t('account.authHeader.login')}
          </NavLink>
        </nav>
      </div>
    </header>
  );
}

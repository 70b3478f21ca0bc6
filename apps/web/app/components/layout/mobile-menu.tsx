import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  countryOf,
  currencyOfCountry,
  languageOf,
  withCountry,
  type LocaleCode,
} from '@souq/core/locale/locales.ts';
import { currencyLabel } from '@souq/core/money/money.ts';
import { useT } from '../../i18n/i18n.ts';
import { enabledCountries, localePath, switchLocalePath } from '../../lib/locale-routing.ts';
import { cx } from '../ui/cx.ts';
import { Drawer } from '../ui/drawer.tsx';
import { Icon } from '../ui/icon.tsx';
import type { HeaderCategory, MenuLink } from './category-bar.tsx';

/**
 * The menu of screens below 768px (SPEC.md section 2): a drawer from the start edge with the
 * categories and their sub-categories, the sales collections, the account, language and country.
 * Its links are rendered once it first opens, not in every page's HTML: the drawer needs
 * JavaScript to open anyway, and the category tree is half of the header's bytes.
 */
export function MobileMenu({
  open,
  onClose,
  ...menu
}: {
  open: boolean;
  onClose: () => void;
} & MenuProps) {
  const t = useT();
  const { key } = useLocation();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    onClose();
    // Only a navigation closes it; onClose is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <Drawer open={open} onClose={onClose} title={t('layout.header.menu')} side="start">
      {opened ? <MenuLinks {...menu} /> : null}
    </Drawer>
  );
}

interface MenuProps {
  locale: LocaleCode;
  categories: HeaderCategory[];
  sales: MenuLink[];
  collectionsHref: string;
  signedIn: boolean;
  languageSwitch: ReactNode;
}

function MenuLinks({ locale, categories, sales, collectionsHref, signedIn, languageSwitch }: MenuProps) {
  const t = useT();
  const { pathname, search } = useLocation();
  const language = languageOf(locale);
  const current = countryOf(locale);
  const linkClass = 'block rounded-xl px-3 py-2.5 text-sm text-ink transition-colors hover:bg-sand';
  return (
    <nav aria-label={t('layout.header.menu')} className="flex flex-col gap-6" data-testid="mobile-menu">
      <ul className="flex flex-col">
        {sales.length > 0 ? (
          <li>
            <Link to={collectionsHref} className={cx(linkClass, 'font-semibold text-sale')}>
              {t('layout.header.sales')}
            </Link>
          </li>
        ) : null}
        {categories.map((category) => (
          <li key={category.id}>
            {category.children.length > 0 ? (
              <details className="group">
                <summary
                  className={cx(linkClass, 'flex cursor-pointer list-none items-center justify-between')}
                >
                  {category.name}
                  <Icon name="chevron-down" size={16} className="text-ink-muted group-open:rotate-180" />
                </summary>
                <ul className="ms-3 border-s border-line ps-2">
                  <li>
                    <Link to={category.href} className={cx(linkClass, 'font-semibold')}>
                      {t('layout.header.allInCategory', { name: category.name })}
                    </Link>
                  </li>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link to={child.href} className={linkClass}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <Link to={category.href} className={linkClass}>
                {category.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className="border-t border-line pt-4">
        <Link to={localePath(locale, signedIn ? '/profile' : '/login')} className={linkClass}>
          {signedIn ? t('layout.header.account') : t('layout.header.signIn')}
        </Link>
      </div>
      <div className="border-t border-line pt-4">
        <p className="px-3 text-xs font-semibold uppercase tracking-wide text-ink-muted">
          {t('nav.language.label')}
        </p>
        <div className="px-3">{languageSwitch}</div>
      </div>
      <div className="border-t border-line pt-4">
        <p className="px-3 text-xs font-semibold uppercase tracking-wide text-ink-muted">
          {t('nav.country.label')}
        </p>
        <ul>
          {enabledCountries().map((country) => (
            <li key={country}>
              <Link
                to={switchLocalePath(pathname, search, withCountry(locale, country))}
                aria-current={country === current ? 'true' : undefined}
                className={cx(
                  linkClass,
                  'flex justify-between',
                  country === current && 'font-semibold text-brand',
                )}
              >
                <span>{t(`countries.${country}`)}</span>
                <span className="text-ink-muted">{currencyLabel(currencyOfCountry(country), language)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

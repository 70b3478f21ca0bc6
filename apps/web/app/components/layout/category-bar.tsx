import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { directionOf } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import {
  CATEGORY_BAR_STEP_PX,
  MENU_CLICK_LOCK_MS,
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
  columnsOf,
} from './layout-timing.ts';

export interface MenuLink {
  id: string;
  name: string;
  href: string;
}

export interface HeaderCategory extends MenuLink {
  children: MenuLink[];
}

const SALES_ID = 'sales';

/**
 * The top category bar (SPEC.md sections 2, 4 and 9): a row that scrolls sideways with arrows
 * (200px a step), each category opening a sub-menu in columns of 10 on hover (after 200 ms,
 * closing 400 ms after the pointer leaves) or on a first click; a second click goes to the
 * category. Clicks within 300 ms of a menu opening count as opening it (the click lock), so a
 * hover-then-click does not jump away. The sales entry opens the collections menu and its second
 * click goes to the collections list. Without JavaScript each entry is a plain link.
 */
export function CategoryBar({
  categories,
  sales,
  collectionsHref,
  onOpenChange,
}: {
  categories: HeaderCategory[];
  sales: MenuLink[];
  collectionsHref: string;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useT();
  const { language } = useLocale();
  const navigate = useNavigate();
  const scroller = useRef<HTMLUListElement>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lockedUntil = useRef(0);
  const [open, setOpenState] = useState<string | null>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  const entries: HeaderCategory[] = [
    ...(sales.length > 0
      ? [{ id: SALES_ID, name: t('layout.header.sales'), href: collectionsHref, children: sales }]
      : []),
    ...categories,
  ];

  const setOpen = useCallback(
    (id: string | null) => {
      setOpenState((previous) => {
        if (id !== null && id !== previous) lockedUntil.current = performance.now() + MENU_CLICK_LOCK_MS;
        return id;
      });
      onOpenChange?.(id !== null);
    },
    [onOpenChange],
  );

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };
  useEffect(() => clearTimers, []);

  const updateEdges = useCallback(() => {
    const list = scroller.current;
    if (!list) return;
    // scrollLeft runs negative in right-to-left layouts: measure the distance travelled instead.
    const travelled = Math.abs(list.scrollLeft);
    const room = list.scrollWidth - list.clientWidth;
    setEdges({ start: travelled > 1, end: room - travelled > 1 });
  }, []);

  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges, categories.length]);

  useEffect(() => {
    if (open === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  const scrollBy = (towardEnd: boolean) => {
    // Scrolling toward the end of a right-to-left row moves left.
    const direction = (towardEnd ? 1 : -1) * (directionOf(language) === 'rtl' ? -1 : 1);
    scroller.current?.scrollBy({ left: direction * CATEGORY_BAR_STEP_PX, behavior: 'smooth' });
  };

  const hoverIn = (id: string) => {
    clearTimeout(closeTimer.current);
    if (open === id) return;
    clearTimeout(openTimer.current);
    openTimer.current = setTimeout(() => setOpen(id), MENU_OPEN_DELAY_MS);
  };
  const hoverOut = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(null), MENU_CLOSE_DELAY_MS);
  };

  const onEntryClick = (event: MouseEvent<HTMLAnchorElement>, entry: HeaderCategory) => {
    if (entry.children.length === 0) return;
    const secondClick = open === entry.id && event.timeStamp >= lockedUntil.current;
    if (secondClick) {
      setOpen(null);
      return; // the link navigates
    }
    event.preventDefault();
    clearTimers();
    setOpen(entry.id);
  };

  const openEntry = entries.find((entry) => entry.id === open);

  return (
    <nav
      aria-label={t('layout.header.categoryBar')}
      className="relative border-t border-line/70"
      onMouseLeave={hoverOut}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-2 sm:px-4 lg:px-6">
        <IconButton
          icon="chevron-start"
          label={t('layout.header.scrollBack')}
          size="sm"
          onClick={() => scrollBy(false)}
          className={cx('shrink-0', !edges.start && 'invisible')}
          tabIndex={-1}
        />
        <ul
          ref={scroller}
          onScroll={updateEdges}
          className="flex flex-1 snap-x gap-1 overflow-x-auto py-1.5 [scrollbar-width:none]"
        >
          {entries.map((entry) => {
            const expanded = open === entry.id;
            return (
              <li key={entry.id} className="shrink-0 snap-start">
                <Link
                  to={entry.href}
                  prefetch="none"
                  aria-expanded={entry.children.length > 0 ? expanded : undefined}
                  aria-haspopup={entry.children.length > 0 ? 'true' : undefined}
                  data-testid={entry.id === SALES_ID ? 'sales-entry' : 'category-entry'}
                  onMouseEnter={() => (entry.children.length > 0 ? hoverIn(entry.id) : hoverOut())}
                  onFocus={() => clearTimeout(closeTimer.current)}
                  onClick={(event) => onEntryClick(event, entry)}
                  className={cx(
                    'category-entry',
                    entry.id === SALES_ID ? 'text-sale' : 'text-ink',
                    expanded && 'bg-sand',
                  )}
                >
                  {entry.name}
                  {entry.children.length > 0 ? (
                    <Icon
                      name="chevron-down"
                      size={14}
                      className={cx('text-ink-muted transition-transform', expanded && 'rotate-180')}
                    />
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <IconButton
          icon="chevron-end"
          label={t('layout.header.scrollForward')}
          size="sm"
          onClick={() => scrollBy(true)}
          className={cx('shrink-0', !edges.end && 'invisible')}
          tabIndex={-1}
        />
      </div>
      {openEntry ? (
        <div
          data-testid="category-submenu"
          onMouseEnter={() => clearTimeout(closeTimer.current)}
          className="absolute inset-x-0 top-full z-40 border-y border-line bg-surface shadow-overlay"
        >
          <div className="mx-auto flex max-w-7xl flex-wrap gap-x-12 gap-y-4 px-4 py-6 sm:px-6 lg:px-8">
            {columnsOf(openEntry.children).map((column, index) => (
              <ul key={index} className="min-w-40 space-y-2 text-sm">
                {column.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={child.href}
                      onClick={() => setOpen(null)}
                      className="text-ink-soft transition-colors hover:text-brand"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
            <div className="ms-auto self-end">
              <button
                type="button"
                onClick={() => {
                  setOpen(null);
                  void navigate(openEntry.href);
                }}
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
              >
                {openEntry.id === SALES_ID
                  ? t('layout.header.allCollections')
                  : t('layout.header.allInCategory', { name: openEntry.name })}
                <Icon name="arrow-end" size={16} />
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </nav>
  );
}

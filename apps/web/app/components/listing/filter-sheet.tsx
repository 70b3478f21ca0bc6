import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { useHydrated } from '../cart/add-to-cart-answer.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { Icon } from '../ui/icon.tsx';

/**
 * A listing's filters below 1024px (issue 23: the form filled a phone's first screen, so no product
 * showed): a "Filter (n)" button that floats at the bottom edge while the results are on screen,
 * opening the filters in a drawer, a modal <dialog> with its focus trap. Without JavaScript the
 * button is a link to a sheet shown by `:target`, closed by a link back to the results. From 1024px
 * the page shows its filters beside the results itself; this renders nothing there.
 *
 * `children`: the filter form (without a heading: the sheet names it). Place this last in the
 * results' section, so the button stays in view as long as the results are.
 */
export function FilterSheet({
  title,
  activeCount,
  resultsId,
  children,
}: {
  title: string;
  /** How many filters are set: shown in the button. */
  activeCount: number;
  /** The id of the results' section, where closing the no-JavaScript sheet returns. */
  resultsId: string;
  children: ReactNode;
}) {
  const t = useT();
  const sheetId = `${resultsId}-filters`;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const { key } = useLocation();
  // Applying the filters navigates: the new results show without the drawer over them.
  const [page, setPage] = useState(key);
  if (page !== key) {
    setPage(key);
    setOpen(false);
  }
  const label =
    activeCount > 0 ? t('category.filterButtonCount', { count: activeCount }) : t('category.filterButton');
  return (
    <>
      <div className="pointer-events-none sticky bottom-[calc(var(--app-banner-space,0px)+1rem)] z-20 mt-6 flex justify-center lg:hidden">
        <a
          href={`#${sheetId}`}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          aria-haspopup="dialog"
          data-testid="filter-button"
          className="pointer-events-auto inline-flex h-11 items-center gap-2 whitespace-nowrap rounded-full bg-ink px-5 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20"
        >
          <Icon name="filter" size={18} />
          {label}
        </a>
      </div>
      {hydrated ? (
        <Drawer open={open} onClose={() => setOpen(false)} title={title}>
          {opened ? children : null}
        </Drawer>
      ) : (
        <div
          id={sheetId}
          className="fixed inset-0 z-50 hidden flex-col justify-end target:flex lg:hidden"
          data-testid="filter-sheet"
        >
          <a href={`#${resultsId}`} className="absolute inset-0 bg-ink/40" tabIndex={-1} aria-hidden="true" />
          <section
            aria-labelledby={`${sheetId}-title`}
            className="relative max-h-[85dvh] overflow-y-auto rounded-t-3xl bg-surface px-5 pb-6 pt-4 shadow-overlay"
          >
            <div className="mb-4 flex items-center justify-between gap-4">
              <h2 id={`${sheetId}-title`} className="text-base font-bold text-ink">
                {title}
              </h2>
              <a
                href={`#${resultsId}`}
                aria-label={t('category.closeFilters')}
                className="-me-2 grid size-9 place-items-center rounded-full text-ink hover:bg-sand"
              >
                <Icon name="close" size={18} />
              </a>
            </div>
            {children}
          </section>
        </div>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PageInfo } from '@souq/core/catalog/listing-params.ts';
import { useT } from '../../i18n/i18n.ts';
import type { ProductCardLink } from '../../lib/catalog-view.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { ProductCard } from '../ui/product-card.tsx';

/** The grid's classes by its widest row: 4 cards, or 3 beside a filters column. */
const GRID_CLASSES = {
  3: 'mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3',
  4: 'mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4',
} as const;

/** A listing's product cards in the responsive grid, or its empty state. */
export function ProductGrid({
  products,
  emptyTitle,
  emptyDescription,
  emptyAction,
  eager = true,
  columns = 4,
}: {
  products: ProductCardLink[];
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** False when the grid is below the first screen; else its first picture is the page's largest. */
  eager?: boolean;
  /** Cards per row on wide screens. */
  columns?: 3 | 4;
}) {
  if (products.length === 0) {
    return (
      <EmptyState
        className="mt-6"
        illustration="search"
        title={emptyTitle}
        description={emptyDescription}
        action={emptyAction}
        headingLevel={3}
      />
    );
  }
  return (
    <ul className={GRID_CLASSES[columns]}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} href={product.href} priority={eager && index === 0} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The heading of a page of results: the count (announced when filters change it) and
 * "page n of m" when there are several pages.
 */
export function ResultsHeading({
  id,
  pageInfo,
  live = true,
  testId,
  children,
}: {
  id: string;
  pageInfo: PageInfo;
  live?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <h2
        id={id}
        className="text-lg font-bold text-ink"
        aria-live={live ? 'polite' : undefined}
        data-testid={testId}
      >
        {children}
      </h2>
      {pageInfo.totalPages > 1 ? (
        <p className="text-sm text-ink-muted">
          {t('category.pageStatus', { page: pageInfo.page, pages: pageInfo.totalPages })}
        </p>
      ) : null}
    </>
  );
}

/** The page links, and past the last page the way back to page 1. */
export function ResultsPager({
  pageInfo,
  hrefFor,
}: {
  pageInfo: PageInfo;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  return (
    <>
      <Pagination className="mt-10" page={pageInfo.page} pageCount={pageInfo.totalPages} hrefFor={hrefFor} />
      {pageInfo.page > pageInfo.totalPages && pageInfo.totalPages > 0 ? (
        <p className="mt-4 text-center text-sm">
          <Link to={hrefFor(1)} className="font-semibold text-brand underline underline-offset-4">
            {t('category.pageStatus', { page: 1, pages: pageInfo.totalPages })}
          </Link>
        </p>
      ) : null}
    </>
  );
}

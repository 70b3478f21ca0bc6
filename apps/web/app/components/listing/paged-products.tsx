import type { ReactNode } from 'react';
import type { PageInfo } from '@souq/core/catalog/listing-params.ts';
import { useT } from '../../i18n/i18n.ts';
import type { ProductCardLink } from '../../lib/catalog-view.ts';
import { pageHref } from '../../lib/listing-view.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { ProductGrid, ResultsHeading } from './product-grid.tsx';

/**
 * One page of a product listing: the count as the section heading, "page n of m", the grid (or
 * its empty state) and the pagination links. A page past the end offers the way back to page 1.
 */
export function PagedProducts({
  heading,
  products,
  pageInfo,
  path,
  flags,
  emptyTitle,
  emptyDescription,
  emptyAction,
  toolbar,
}: {
  /** Defaults to the product count. */
  heading?: ReactNode;
  products: ProductCardLink[];
  pageInfo: PageInfo;
  /** The page's own path (with the locale), for the page links. */
  path: string;
  /** Other query flags kept on the page links (sort...). */
  flags?: Record<string, string | null>;
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  toolbar?: ReactNode;
}) {
  const t = useT();
  const pastTheEnd = pageInfo.page > pageInfo.totalPages && pageInfo.totalCount > 0;
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <ResultsHeading id="results-heading" pageInfo={pageInfo} live={false}>
          {heading ?? t('category.count', { count: pageInfo.totalCount })}
        </ResultsHeading>
        {toolbar}
      </div>
      <ProductGrid
        products={products}
        emptyTitle={emptyTitle}
        emptyDescription={pastTheEnd ? undefined : emptyDescription}
        emptyAction={
          pastTheEnd ? (
            <ButtonLink to={pageHref(path, 1, flags)} variant="secondary">
              {t('category.pageStatus', { page: 1, pages: pageInfo.totalPages })}
            </ButtonLink>
          ) : (
            emptyAction
          )
        }
      />
      <Pagination
        className="mt-10"
        page={pageInfo.page}
        pageCount={pageInfo.totalPages}
        hrefFor={(page) => pageHref(path, page, flags)}
      />
    </section>
  );
}

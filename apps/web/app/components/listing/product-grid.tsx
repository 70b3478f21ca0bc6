import type { ReactNode } from 'react';
import type { ProductCardLink } from '../../lib/catalog-view.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { ProductCard } from '../ui/product-card.tsx';

/** Cards of the first row load eagerly (they are in the first screen); the rest lazily. */
const EAGER_CARDS = 4;

/** A listing's product cards in the responsive grid, or its empty state. */
export function ProductGrid({
  products,
  emptyTitle,
  emptyDescription,
  emptyAction,
  eager = true,
}: {
  products: ProductCardLink[];
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** False when the grid is below the first screen. */
  eager?: boolean;
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
    <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} href={product.href} eager={eager && index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

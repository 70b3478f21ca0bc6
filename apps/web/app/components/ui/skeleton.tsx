import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';

/** A placeholder block with a shimmer (static under reduced motion); hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx('skeleton block rounded-md', className)} />;
}

/** The loading shape of a product card, same size as the card so nothing jumps when it arrives. */
export function ProductCardSkeleton() {
  return (
    <div className="flex w-full flex-col">
      <Skeleton className="aspect-[4/5] w-full rounded-card" />
      <Skeleton className="mt-3 h-3.5 w-1/3" />
      <Skeleton className="mt-2 h-4 w-4/5" />
      <Skeleton className="mt-3 h-5 w-2/5" />
    </div>
  );
}

/** A grid of card skeletons announced once as "Loading…". */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('ui.loading')}</span>
      <div className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

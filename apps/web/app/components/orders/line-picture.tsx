import type { ReactNode } from 'react';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';

const SIZES = {
  sm: { box: 'size-14', px: 56, icon: 20 },
  md: { box: 'size-16', px: 64, icon: 24 },
  lg: { box: 'size-20 sm:size-24', px: 96, icon: 28 },
} as const;

/**
 * The square picture of a cart or order line, the same in the cart, the shopper's order and the
 * dashboard's order: the shopper's design (uploaded as a whole, so `contain`), else the product's
 * picture (cropped to fill), else `fallback` (a gift card's emblem) or a placeholder icon.
 */
export function LinePicture({
  size,
  designThumbnailUrl,
  designAlt,
  designTestId,
  imagePath,
  fallback,
}: {
  size: keyof typeof SIZES;
  designThumbnailUrl?: string | null;
  /** The design thumbnail's description ("Your design of …"); the product picture is decorative. */
  designAlt: string;
  designTestId: string;
  /** Uploads-relative path of the product's picture. */
  imagePath?: string | null;
  fallback?: ReactNode;
}) {
  const { box, px, icon } = SIZES[size];
  return (
    <div className={cx(box, 'shrink-0 overflow-hidden rounded-lg bg-sand')}>
      {designThumbnailUrl ? (
        <img
          src={designThumbnailUrl}
          alt={designAlt}
          width={px}
          height={px}
          loading="lazy"
          className="size-full object-contain"
          data-testid={designTestId}
        />
      ) : fallback ? (
        fallback
      ) : imagePath ? (
        <img
          src={`/uploads/${imagePath}?w=240`}
          alt=""
          width={px}
          height={px}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <span className="grid size-full place-items-center text-ink-muted">
          <Icon name="image" size={icon} />
        </span>
      )}
    </div>
  );
}

import { useId } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8L12 2.8Z';

/** One star filled to `fill` (0..1) from the start edge: right in Arabic, left in English. */
function Star({ fill, size }: { fill: number; size: number }) {
  const id = useId();
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      className="shrink-0 rtl:-scale-x-100"
    >
      <defs>
        <linearGradient id={id}>
          <stop offset={fill} stopColor="var(--color-star)" />
          <stop offset={fill} stopColor="var(--color-line-strong)" />
        </linearGradient>
      </defs>
      <path d={STAR} fill={`url(#${id})`} />
    </svg>
  );
}

export interface RatingStarsProps {
  /** 0..5, halves and tenths shown as partly filled stars. */
  value: number;
  /** Number of reviews, shown after the stars. */
  count?: number;
  size?: number;
  className?: string;
}

/** A read-only rating: one image named "Rated 4.5 out of 5", with the review count beside it. */
export function RatingStars({ value, count, size = 16, className }: RatingStarsProps) {
  const t = useT();
  const rating = Math.round(Math.min(5, Math.max(0, value)) * 10) / 10;
  return (
    <span className={cx('inline-flex items-center gap-1.5', className)}>
      <span
        role="img"
        aria-label={t('ui.rating.value', { rating })}
        className="inline-flex items-center gap-0.5"
      >
        {[0, 1, 2, 3, 4].map((index) => (
          <Star key={index} fill={Math.min(1, Math.max(0, rating - index))} size={size} />
        ))}
      </span>
      {count !== undefined ? (
        <span className="text-xs text-ink-muted">{t('ui.rating.reviews', { count })}</span>
      ) : null}
    </span>
  );
}

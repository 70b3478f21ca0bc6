import type { ReactNode } from 'react';
import { useCount } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';

export type BadgeTone = 'neutral' | 'brand' | 'sale' | 'success' | 'warning' | 'danger' | 'info' | 'accent';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-sand text-ink-soft',
  brand: 'bg-brand-soft text-brand-strong',
  sale: 'bg-sale text-white',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  info: 'bg-info-soft text-info',
  accent: 'bg-accent text-ink',
};

/** A short status or label ("New", "−20%", "Sold out"). `count` badges sit on icons (cart, bell). */
export function Badge({
  tone = 'neutral',
  size = 'md',
  children,
  className,
}: {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full font-semibold',
        size === 'md' ? 'h-6 px-2.5 text-xs' : 'h-5 px-2 text-2xs',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A numeric badge over an icon (cart quantity, notifications); the number keeps its direction. */
export function CountBadge({
  count,
  max = 99,
  className,
}: {
  count: number;
  max?: number;
  className?: string;
}) {
  const written = useCount();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cx(
        'absolute -end-1 -top-1 grid h-5 min-w-5 place-items-center rounded-full bg-sale px-1 text-2xs font-bold text-white ring-2 ring-surface',
        className,
      )}
    >
      {/* dir on an inner element: on the positioned one it would flip what "end" means. */}
      <bdi dir="ltr" className="num">
        {count > max ? `${written(max)}+` : written(count)}
      </bdi>
    </span>
  );
}

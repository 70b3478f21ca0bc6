import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export type EmptyIllustration = 'cart' | 'search' | 'wishlist' | 'orders' | 'error';

/** Line illustrations in the brand colours; none of them points, so none mirrors. */
function Illustration({ name }: { name: EmptyIllustration }) {
  const common = {
    fill: 'none',
    stroke: 'var(--color-brand)',
    strokeWidth: 3,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
      <circle cx="60" cy="60" r="54" fill="var(--color-brand-tint)" />
      <circle cx="88" cy="30" r="9" fill="var(--color-accent)" />
      {name === 'cart' ? (
        <g {...common}>
          <path d="M28 38h9l8 36h34l7-26H42" />
          <circle cx="50" cy="86" r="4" />
          <circle cx="74" cy="86" r="4" />
        </g>
      ) : null}
      {name === 'search' ? (
        <g {...common}>
          <circle cx="54" cy="54" r="20" />
          <path d="m69 69 17 17M47 54h14" />
        </g>
      ) : null}
      {name === 'wishlist' ? (
        <path {...common} d="M60 88S32 72 32 51a14 14 0 0 1 28-5 14 14 0 0 1 28 5c0 21-28 37-28 37Z" />
      ) : null}
      {name === 'orders' ? (
        <g {...common}>
          <path d="M34 46 60 33l26 13v30L60 89 34 76Z" />
          <path d="m34 46 26 13 26-13M60 59v30" />
        </g>
      ) : null}
      {name === 'error' ? (
        <g {...common} stroke="var(--color-danger)">
          <path d="M60 32 30 84h60Z" />
          <path d="M60 52v14M60 75v1" />
        </g>
      ) : null}
    </svg>
  );
}

/** Nothing here yet (empty cart, no results, an error): illustration, title, text and one action. */
export function EmptyState({
  illustration = 'search',
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: {
  illustration?: EmptyIllustration;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cx(
        'flex flex-col items-center rounded-panel border border-dashed border-line-strong bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      <Illustration name={illustration} />
      <Heading className="mt-5 text-lg font-bold text-ink">{title}</Heading>
      {description ? <p className="mt-2 max-w-sm text-sm text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

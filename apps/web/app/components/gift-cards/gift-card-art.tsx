import type { ReactNode } from 'react';
import type { GiftCardTheme } from '@souq/core/promotions/gift-card-purchase.service.ts';
import { cx } from '../ui/cx.ts';

/**
 * The eight gift card themes drawn with CSS gradients and inline SVG only (no image or font files:
 * the card must render offline, in the cart and in the preview alike). Text on a card is white on
 * the theme's dark colour (contrast above 4.5:1).
 */
export const THEME_STYLES: Record<GiftCardTheme, { from: string; to: string; accent: string }> = {
  birthday: { from: '#c2410c', to: '#9a3412', accent: '#fed7aa' },
  boy: { from: '#1d4ed8', to: '#1e3a8a', accent: '#bfdbfe' },
  celebration: { from: '#7e22ce', to: '#581c87', accent: '#f5d0fe' },
  christmas: { from: '#15803d', to: '#14532d', accent: '#fecaca' },
  general: { from: '#0f766e', to: '#134e4a', accent: '#99f6e4' },
  girl: { from: '#be185d', to: '#831843', accent: '#fbcfe8' },
  couples: { from: '#b91c1c', to: '#7f1d1d', accent: '#fecdd3' },
  new_baby: { from: '#0369a1', to: '#0c4a6e', accent: '#fef3c7' },
};

const EMBLEMS: Record<GiftCardTheme, (accent: string) => ReactNode> = {
  birthday: (accent) => (
    <>
      <rect x="14" y="34" width="36" height="18" rx="3" fill="#fff" />
      <path d="M14 40c4 3 8 3 12 0s8-3 12 0 8 3 12 0" stroke={accent} strokeWidth="3" fill="none" />
      <rect x="30" y="22" width="4" height="12" rx="1" fill={accent} />
      <path d="M32 12c3 4 3 7 0 9-3-2-3-5 0-9z" fill="#fde047" />
    </>
  ),
  boy: (accent) => (
    <>
      <path d="M32 8c9 8 12 20 8 34H24C20 28 23 16 32 8z" fill="#fff" />
      <circle cx="32" cy="26" r="5" fill={accent} />
      <path d="M24 36l-8 10 10-2zM40 36l8 10-10-2z" fill={accent} />
      <path d="M28 44h8l-4 10z" fill="#fde047" />
    </>
  ),
  celebration: (accent) => (
    <>
      <path d="M12 54l10-30 20 20z" fill="#fff" />
      <circle cx="44" cy="14" r="3" fill="#fde047" />
      <circle cx="52" cy="28" r="2.5" fill={accent} />
      <rect x="34" y="8" width="4" height="8" rx="1" transform="rotate(30 36 12)" fill={accent} />
      <rect x="48" y="40" width="4" height="8" rx="1" transform="rotate(-30 50 44)" fill="#fff" />
      <path d="M40 24c4-6 10-6 14-2" stroke="#fde047" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </>
  ),
  christmas: (accent) => (
    <>
      <path d="M32 10l12 16h-6l10 14h-8l10 12H14l10-12h-8l10-14h-6z" fill="#fff" />
      <rect x="29" y="52" width="6" height="6" fill={accent} />
      <circle cx="28" cy="30" r="2" fill="#dc2626" />
      <circle cx="37" cy="40" r="2" fill="#dc2626" />
      <path d="M32 4l1.5 3.5 3.5.5-2.6 2.4.7 3.6L32 12.2 28.9 14l.7-3.6L27 8l3.5-.5z" fill="#fde047" />
    </>
  ),
  general: (accent) => (
    <>
      <rect x="12" y="26" width="40" height="28" rx="3" fill="#fff" />
      <rect x="10" y="20" width="44" height="10" rx="2" fill="#fff" />
      <rect x="29" y="20" width="6" height="34" fill={accent} />
      <path d="M32 20c-8-10-18-6-12 0zM32 20c8-10 18-6 12 0z" fill={accent} />
    </>
  ),
  girl: (accent) => (
    <>
      {[0, 72, 144, 216, 288].map((angle) => (
        <circle key={angle} cx="32" cy="20" r="8" fill="#fff" transform={`rotate(${angle} 32 30)`} />
      ))}
      <circle cx="32" cy="30" r="6" fill="#fde047" />
      <path d="M32 42v14" stroke={accent} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  couples: (accent) => (
    <>
      <path d="M24 48C8 38 8 20 18 18c4-1 6 2 6 2s2-3 6-2c10 2 10 20-6 30z" fill="#fff" />
      <path d="M42 54C28 45 28 30 37 28c3-1 5 2 5 2s2-3 5-2c9 2 9 17-5 26z" fill={accent} />
    </>
  ),
  new_baby: (accent) => (
    <>
      <path d="M40 12a20 20 0 1 0 12 32A16 16 0 1 1 40 12z" fill="#fff" />
      <path d="M18 12l1.2 2.8 3 .3-2.3 2 .7 3-2.6-1.6-2.6 1.6.7-3-2.3-2 3-.3z" fill={accent} />
      <circle cx="50" cy="14" r="2" fill={accent} />
      <circle cx="14" cy="40" r="1.8" fill={accent} />
    </>
  ),
};

/** The theme's emblem alone (the picker's tiles and the cart line). */
export function GiftCardEmblem({ theme, className }: { theme: GiftCardTheme; className?: string }) {
  const style = THEME_STYLES[theme];
  return (
    <span
      className={cx('grid place-items-center rounded-xl', className)}
      style={{ backgroundImage: `linear-gradient(135deg, ${style.from}, ${style.to})` }}
      aria-hidden="true"
    >
      <svg viewBox="0 0 64 64" className="size-3/4" focusable="false">
        {EMBLEMS[theme](style.accent)}
      </svg>
    </span>
  );
}

export interface GiftCardFaceProps {
  theme: GiftCardTheme;
  greeting: string;
  amount: string;
  to: string;
  from: string;
  message: string | null;
  className?: string;
}

/** The whole card as the recipient will see it (the live preview of the purchase form). */
export function GiftCardFace({ theme, greeting, amount, to, from, message, className }: GiftCardFaceProps) {
  const style = THEME_STYLES[theme];
  return (
    <div
      className={cx(
        'relative flex aspect-[8/5] w-full flex-col justify-between overflow-hidden rounded-panel p-5 text-white shadow-lg',
        className,
      )}
      style={{ backgroundImage: `linear-gradient(135deg, ${style.from}, ${style.to})` }}
      data-testid="gift-card-preview"
      data-theme={theme}
    >
      <svg
        viewBox="0 0 64 64"
        className="pointer-events-none absolute -end-4 -top-4 size-36 opacity-90"
        aria-hidden="true"
        focusable="false"
      >
        {EMBLEMS[theme](style.accent)}
      </svg>
      <p className="max-w-[70%] text-lg font-bold leading-snug" data-testid="gift-card-preview-greeting">
        {greeting}
      </p>
      <div className="flex flex-col gap-1">
        {message ? <p className="line-clamp-2 max-w-[85%] text-sm opacity-95">{message}</p> : null}
        <p className="num text-3xl font-extrabold" data-testid="gift-card-preview-amount">
          {amount}
        </p>
        <p className="text-sm font-medium">
          {to} · {from}
        </p>
      </div>
    </div>
  );
}

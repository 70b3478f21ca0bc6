import { Link } from 'react-router';
import { useT } from '../i18n/i18n.ts';
import { cx } from './ui/cx.ts';

/** The brand's mark alone (decorative: what it stands for is named beside it). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" className="shrink-0">
      <rect width="32" height="32" rx="9" className="fill-brand" />
      <path
        d="M9 20.5c2.2 2 4.6 3 7 3s4.8-1 7-3"
        fill="none"
        stroke="#f1ece3"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <circle cx="16" cy="12" r="3.6" fill="#e9b872" />
    </svg>
  );
}

/** Below which width only the mark shows (the name stays the link's accessible name). */
const COMPACT = { below400: 'max-[25rem]:sr-only', below360: 'max-[22.5rem]:sr-only' } as const;

/**
 * The word mark: a small geometric mark and the brand name, linking home. `compact`: a header with
 * more beside it shows the mark alone on the narrowest phones.
 */
export function Logo({ to, compact }: { to: string; compact?: keyof typeof COMPACT }) {
  const t = useT();
  return (
    <Link to={to} className="group inline-flex items-center gap-2.5 rounded-md">
      <LogoMark />
      <span
        className={cx(
          'whitespace-nowrap text-base font-bold tracking-tight text-ink sm:text-lg',
          compact && COMPACT[compact],
        )}
      >
        {t('brand.name')}
      </span>
    </Link>
  );
}

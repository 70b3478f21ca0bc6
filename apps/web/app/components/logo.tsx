import { Link } from 'react-router';
import { useT } from '../i18n/i18n.ts';

/** The word mark: a small geometric mark and the brand name, linking home. */
export function Logo({ to }: { to: string }) {
  const t = useT();
  return (
    <Link to={to} className="group inline-flex items-center gap-2.5 rounded-md">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
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
      <span className="whitespace-nowrap text-lg font-bold tracking-tight text-ink">{t('brand.name')}</span>
    </Link>
  );
}

import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand text-white shadow-sm hover:bg-brand-strong',
  secondary: 'border border-line bg-surface text-ink hover:border-ink/30',
};

/** A link that looks like a button (navigation stays a link for the keyboard and for no-JS). */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: Variant }) {
  return (
    <Link
      {...props}
      className={`inline-flex h-11 items-center justify-center gap-2 rounded-full px-6 text-sm font-semibold transition-colors ${VARIANTS[variant]} ${className}`}
    />
  );
}

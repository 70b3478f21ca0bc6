import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import { Icon, type IconName } from './icon.tsx';
import { Spinner } from './spinner.tsx';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: IconName;
  /** The accessible name (also shown as the native tooltip). Required: an icon alone says nothing. */
  label: string;
  variant?: 'ghost' | 'outline' | 'solid';
  size?: 'sm' | 'md';
  loading?: boolean;
}

const VARIANTS = {
  ghost: 'text-ink hover:bg-sand',
  outline: 'border border-line-strong bg-surface text-ink hover:border-ink/40',
  solid: 'bg-brand text-white hover:bg-brand-strong',
};

/** A square icon-only button with a 44px (md) or 36px (sm) touch target. */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  loading = false,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-label={label}
      title={label}
      aria-busy={loading || undefined}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full transition-colors duration-(--duration-fast)',
        'disabled:cursor-not-allowed disabled:opacity-45',
        size === 'md' ? 'size-11' : 'size-9',
        VARIANTS[variant],
        className,
      )}
    >
      {loading ? <Spinner /> : <Icon name={icon} size={size === 'md' ? 20 : 18} />}
    </button>
  );
}

import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-brand text-white shadow-sm hover:bg-brand-strong active:bg-brand-strong disabled:bg-sand-strong disabled:text-ink-muted disabled:shadow-none aria-disabled:bg-sand-strong aria-disabled:text-ink-muted',
  secondary:
    'border border-line-strong bg-surface text-ink hover:border-ink/40 hover:bg-canvas disabled:border-line disabled:text-ink-muted aria-disabled:text-ink-muted',
  ghost: 'text-ink hover:bg-sand disabled:text-ink-muted aria-disabled:text-ink-muted',
  danger:
    'bg-danger text-white shadow-sm hover:bg-[#912018] disabled:bg-sand-strong disabled:text-ink-muted disabled:shadow-none',
  accent: 'bg-accent text-ink shadow-sm hover:bg-[#e2a95a] disabled:bg-sand-strong disabled:text-ink-muted',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 gap-1.5 px-4 text-sm',
  md: 'h-11 gap-2 px-6 text-sm',
  lg: 'h-13 gap-2.5 px-8 text-base',
};

/** The classes shared by <Button> and <ButtonLink>: one look for actions and for navigation. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
} = {}): string {
  return cx(
    'inline-flex select-none items-center justify-center whitespace-nowrap rounded-full font-semibold',
    'transition-colors duration-(--duration-fast) ease-(--ease-standard)',
    'disabled:cursor-not-allowed aria-disabled:cursor-not-allowed aria-busy:cursor-progress',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
    className,
  );
}

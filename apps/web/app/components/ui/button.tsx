import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles.ts';
import { Spinner } from './spinner.tsx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the label for screen readers and refuses further clicks. */
  loading?: boolean;
  icon?: ReactNode;
}

/** An action. Submits its form by default only when `type="submit"` is given (defaults to button). */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  const t = useT();
  return (
    <button
      {...props}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={buttonClasses({ variant, size, fullWidth, className })}
    >
      {loading ? <Spinner /> : icon}
      <span>{children}</span>
      {loading ? <span className="sr-only">{t('ui.loading')}</span> : null}
    </button>
  );
}

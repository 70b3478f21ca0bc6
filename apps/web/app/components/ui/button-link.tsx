import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles.ts';

/** A link that looks like a button: navigation stays a link for the keyboard and without JavaScript. */
export function ButtonLink({
  variant = 'primary',
  size,
  fullWidth,
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean }) {
  return <Link {...props} className={buttonClasses({ variant, size, fullWidth, className })} />;
}

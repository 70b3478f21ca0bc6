import type { InputHTMLAttributes, ReactNode } from 'react';
import { useLocale } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { controlClasses, useFieldControlProps } from './form-field.tsx';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Content at the start edge (an icon, a country code): right in Arabic, left in English. */
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /**
   * Numbers, phones, emails and codes are typed and shown left to right even in Arabic; pass
   * `dir="ltr"` for them (set automatically for tel, email, url and number inputs).
   */
  dir?: 'ltr' | 'rtl' | 'auto';
}

const LTR_TYPES = new Set(['tel', 'email', 'url', 'number']);

/** A text input; inside a <FormField> it takes the field's id, description and validity. */
export function Input({ startAdornment, endAdornment, className, type = 'text', dir, ...props }: InputProps) {
  const field = useFieldControlProps(props);
  const { language } = useLocale();
  const direction = dir ?? (LTR_TYPES.has(type) ? 'ltr' : undefined);
  // A left-to-right value in an Arabic page: the input's own start/end are flipped against the
  // page's, so its paddings swap and its text sits at the page's start edge (the right).
  const flipped = direction === 'ltr' && language === 'ar';
  const startPad = flipped ? 'pe-10' : 'ps-10';
  const endPad = flipped ? 'ps-10' : 'pe-10';
  const input = (
    <input
      {...props}
      {...field}
      type={type}
      dir={direction}
      className={cx(
        controlClasses,
        'h-11 px-3.5',
        flipped && 'text-end',
        startAdornment ? startPad : undefined,
        endAdornment ? endPad : undefined,
        className,
      )}
    />
  );
  if (!startAdornment && !endAdornment) return input;
  return (
    <div className="relative">
      {startAdornment ? (
        <span className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-3 text-ink-muted">
          {startAdornment}
        </span>
      ) : null}
      {input}
      {endAdornment ? (
        <span className="absolute inset-y-0 end-0 flex items-center pe-3 text-ink-muted">{endAdornment}</span>
      ) : null}
    </div>
  );
}

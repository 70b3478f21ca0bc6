import { createContext, useContext, useId, type AriaAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

interface FieldContext {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FormFieldContext = createContext<FieldContext | null>(null);

/** The id, description and validity a control inside a <FormField> takes; null outside one. */
export const useFormField = (): FieldContext | null => useContext(FormFieldContext);

/** Props a native control spreads to be labelled, described and marked invalid by its field. */
export function useFieldControlProps(props: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  required?: boolean;
}) {
  const field = useFormField();
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid || undefined),
    required: props.required ?? (field?.required || undefined),
  };
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** An already localized error message; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Label, control, hint and error wired together: the control gets the label's `for`, the hint and
 * the error in `aria-describedby`, and `aria-invalid` when there is an error.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  hideLabel,
  className,
  children,
}: FormFieldProps) {
  const t = useT();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const value: FieldContext = {
    id,
    describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
    required,
  };
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cx('text-sm font-semibold text-ink', hideLabel && 'sr-only')}>
        {label}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <FormFieldContext.Provider value={value}>{children}</FormFieldContext.Provider>
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-xs font-medium text-danger">
          <Icon name="alert" size={16} className="mt-px" />
          <span>
            <span className="sr-only">{t('ui.form.errorPrefix')} </span>
            {error}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** Shared look of text-like controls (input, textarea, select). */
export const controlClasses = cx(
  'w-full rounded-(--radius-control) border border-control bg-surface text-base text-ink placeholder:text-ink-muted',
  'transition-[border-color,box-shadow] duration-(--duration-fast)',
  'hover:border-ink-soft focus:border-brand focus:outline-none focus-visible:outline-none focus:ring-3 focus:ring-brand/20',
  'aria-invalid:border-danger aria-invalid:focus:ring-danger/20',
  'disabled:cursor-not-allowed disabled:border-line disabled:bg-sand/60 disabled:text-ink-muted',
  'read-only:bg-canvas',
);

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  /** An already localized error ("Please accept the terms"). */
  error?: ReactNode;
}

/** A native checkbox (works without JavaScript) drawn in the brand style, label on the start side. */
export function Checkbox({ label, description, error, className, id, ...props }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
          <input
            {...props}
            id={inputId}
            type="checkbox"
            aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
            aria-invalid={error ? true : undefined}
            className={cx(
              'peer size-5 cursor-pointer appearance-none rounded-md border-2 border-control bg-surface transition-colors',
              'checked:border-brand checked:bg-brand hover:border-ink-soft checked:hover:border-brand-strong checked:hover:bg-brand-strong',
              'aria-invalid:border-danger disabled:cursor-not-allowed disabled:border-line disabled:bg-sand',
              'disabled:checked:border-line-strong disabled:checked:bg-line-strong',
            )}
          />
          <Icon
            name="check"
            size={14}
            strokeWidth={3}
            className="pointer-events-none absolute text-white opacity-0 peer-checked:opacity-100"
          />
        </span>
        <ControlLabel inputId={inputId} label={label} description={description} disabled={props.disabled} />
      </div>
      {error ? (
        <p id={errorId} className="ms-8 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The label and optional description beside a checkbox or a switch (the input's id names both). */
export function ControlLabel({
  inputId,
  label,
  description,
  disabled,
}: {
  inputId: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <span className="flex flex-col">
      <label
        htmlFor={inputId}
        className={cx(
          'cursor-pointer text-sm font-medium text-ink',
          disabled && 'cursor-not-allowed text-ink-muted',
        )}
      >
        {label}
      </label>
      {description ? (
        <span id={`${inputId}-description`} className="text-xs text-ink-muted">
          {description}
        </span>
      ) : null}
    </span>
  );
}

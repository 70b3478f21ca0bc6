import { useId, type ReactNode } from 'react';
import { cx } from './cx.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  name: string;
  legend: ReactNode;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  error?: ReactNode;
  hideLegend?: boolean;
  className?: string;
}

/**
 * Native radio buttons in a fieldset: arrow keys move between them, the form posts the value
 * without JavaScript, and the legend names the group.
 */
export function RadioGroup({
  name,
  legend,
  options,
  value,
  defaultValue,
  onChange,
  disabled,
  required,
  error,
  hideLegend,
  className,
}: RadioGroupProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={cx('flex flex-col gap-3', className)}
      disabled={disabled}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className={cx('mb-1 text-sm font-semibold text-ink', hideLegend && 'sr-only')}>{legend}</legend>
      {options.map((option, index) => {
        const optionId = `${id}-${index}`;
        return (
          <div key={option.value} className="flex items-start gap-3">
            <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                required={required}
                disabled={option.disabled}
                {...(value !== undefined
                  ? { checked: value === option.value, onChange: () => onChange?.(option.value) }
                  : {
                      defaultChecked: defaultValue === option.value,
                      onChange: () => onChange?.(option.value),
                    })}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                className={cx(
                  'peer size-5 cursor-pointer appearance-none rounded-full border-2 border-control bg-surface transition-colors',
                  'checked:border-brand hover:border-ink-soft checked:hover:border-brand-strong',
                  error ? 'border-danger' : undefined,
                  'disabled:cursor-not-allowed disabled:border-line disabled:bg-sand',
                )}
              />
              <span className="pointer-events-none absolute size-2.5 scale-0 rounded-full bg-brand transition-transform peer-checked:scale-100 peer-disabled:bg-line-strong" />
            </span>
            <span className="flex flex-col">
              <label
                htmlFor={optionId}
                className="cursor-pointer text-sm font-medium text-ink in-disabled:cursor-not-allowed in-disabled:text-ink-muted"
              >
                {option.label}
              </label>
              {option.description ? (
                <span id={`${optionId}-description`} className="text-xs text-ink-muted">
                  {option.description}
                </span>
              ) : null}
            </span>
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

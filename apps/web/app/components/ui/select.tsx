import type { SelectHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import { controlClasses, useFieldControlProps } from './form-field.tsx';
import { Icon } from './icon.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: SelectOption[];
  /** A first, empty choice ("Choose a city"). */
  placeholder?: string;
}

/** A native select (keyboard, screen readers and phones' pickers for free) with the brand look. */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  const field = useFieldControlProps(props);
  return (
    <div className="relative">
      <select
        {...props}
        {...field}
        className={cx(controlClasses, 'h-11 cursor-pointer appearance-none ps-3.5 pe-10', className)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon
        name="chevron-down"
        size={18}
        className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { ControlLabel } from './checkbox.tsx';
import { cx } from './cx.ts';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode;
  description?: ReactNode;
}

/**
 * An on/off switch: a native checkbox with role="switch" (posts like a checkbox without
 * JavaScript). The thumb moves toward the end edge when on: right in English, left in Arabic.
 */
export function Switch({ label, description, className, id, ...props }: SwitchProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={cx('flex items-start justify-between gap-4', className)}>
      <ControlLabel inputId={inputId} label={label} description={description} disabled={props.disabled} />
      <span className="relative inline-flex shrink-0">
        <input
          {...props}
          id={inputId}
          type="checkbox"
          role="switch"
          aria-describedby={descriptionId}
          className={cx(
            'peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-control transition-colors duration-(--duration-base)',
            'checked:bg-brand disabled:cursor-not-allowed disabled:bg-line disabled:checked:bg-brand-soft',
          )}
        />
        <span
          aria-hidden="true"
          className={cx(
            'pointer-events-none absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow-sm transition-transform duration-(--duration-base) ease-(--ease-standard)',
            'peer-checked:translate-x-5 rtl:peer-checked:-translate-x-5',
          )}
        />
      </span>
    </div>
  );
}

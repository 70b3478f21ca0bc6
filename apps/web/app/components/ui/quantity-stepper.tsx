import { useId, useState } from 'react';
import { digitsOnly } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';
import { Spinner } from './spinner.tsx';

export interface QuantityStepperProps {
  /** Form field name: the typed value posts with the form even without JavaScript. */
  name?: string;
  value?: number;
  defaultValue?: number;
  min?: number;
  max?: number;
  onChange?: (value: number) => void;
  disabled?: boolean;
  /** A cart update in flight: the value is shown but cannot change. */
  loading?: boolean;
  /** The accessible name; "Quantity" by default. */
  label?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * − value + : the buttons step within [min, max]; the field accepts typed Western or Arabic-Indic
 * digits. The order of the buttons follows the reading direction (minus at the start).
 */
export function QuantityStepper({
  name,
  value,
  defaultValue = 1,
  min = 1,
  max = 99,
  onChange,
  disabled = false,
  loading = false,
  label,
  size = 'md',
  className,
}: QuantityStepperProps) {
  const t = useT();
  const id = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const clamp = (next: number) => Math.min(max, Math.max(min, next));
  const set = (next: number) => {
    const clamped = clamp(next);
    if (value === undefined) setOwn(clamped);
    onChange?.(clamped);
  };
  const locked = disabled || loading;
  const buttonClass = cx(
    'grid place-items-center text-ink transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:text-line-strong disabled:hover:bg-transparent',
    size === 'md' ? 'size-11' : 'size-9',
  );
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-busy={loading || undefined}
      className={cx(
        'inline-flex w-fit items-center rounded-full border border-control bg-surface',
        disabled && 'border-line bg-sand/60',
        className,
      )}
    >
      <span id={`${id}-label`} className="sr-only">
        {label ?? t('ui.quantity.label')}
      </span>
      <button
        type="button"
        className={cx(buttonClass, 'rounded-s-full')}
        onClick={() => set(current - 1)}
        disabled={locked || current <= min}
        aria-label={t('ui.quantity.decrease')}
        aria-controls={id}
      >
        <Icon name="minus" size={18} />
      </button>
      <span className="relative grid place-items-center">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          pattern="[0-9\u0660-\u0669]*"
          dir="ltr"
          aria-labelledby={`${id}-label`}
          value={String(current)}
          disabled={disabled}
          readOnly={loading}
          onChange={(event) => {
            const digits = digitsOnly(event.target.value);
            if (digits !== '') set(Number(digits));
          }}
          className={cx(
            'num w-10 bg-transparent text-center text-base font-semibold text-ink focus:outline-none disabled:text-ink-muted',
            loading && 'text-transparent',
          )}
        />
        {loading ? <Spinner size={16} className="absolute text-ink-muted" /> : null}
      </span>
      <button
        type="button"
        className={cx(buttonClass, 'rounded-e-full')}
        onClick={() => set(current + 1)}
        disabled={locked || current >= max}
        aria-label={t('ui.quantity.increase')}
        aria-controls={id}
      >
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}

import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8L12 2.8Z';

export interface RatingInputProps {
  name: string;
  legend: string;
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  className?: string;
}

/**
 * Rating entry as five native radio buttons (arrow keys, screen readers and form posts without
 * JavaScript), drawn as stars. Hovering previews; the stars run from the start edge.
 */
export function RatingInput({
  name,
  legend,
  value,
  defaultValue = 0,
  onChange,
  disabled,
  required,
  error,
  className,
}: RatingInputProps) {
  const t = useT();
  const id = useId();
  const [own, setOwn] = useState(defaultValue);
  const [hover, setHover] = useState(0);
  const current = value ?? own;
  const shown = hover || current;
  return (
    <fieldset
      className={cx('flex flex-col gap-1.5', className)}
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className={cx(
              'relative grid size-9 cursor-pointer place-items-center rounded-full transition-transform hover:scale-110',
              'has-focus-visible:outline-2 has-focus-visible:outline-brand',
              disabled && 'cursor-not-allowed hover:scale-100',
            )}
            onMouseEnter={() => !disabled && setHover(star)}
          >
            <input
              type="radio"
              name={name}
              value={star}
              required={required}
              checked={current === star}
              onChange={() => {
                if (value === undefined) setOwn(star);
                onChange?.(star);
              }}
              className="peer sr-only"
            />
            <span className="sr-only">{t('ui.rating.stars', { count: star })}</span>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path
                d={STAR}
                className={cx(
                  'transition-colors',
                  star <= shown ? 'fill-star' : 'fill-transparent',
                  disabled ? 'stroke-line-strong' : 'stroke-star',
                )}
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
          </label>
        ))}
        <span className="ms-2 text-sm text-ink-muted" aria-hidden="true">
          {current ? t('ui.rating.stars', { count: current }) : null}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

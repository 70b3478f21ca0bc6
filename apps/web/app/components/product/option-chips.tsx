import type { ReactNode } from 'react';
import { cx } from '../ui/cx.ts';

export interface ChipOption {
  value: string;
  label: ReactNode;
  /** A picture before the label (a variant's thumbnail). */
  picture?: string;
  /** "+40 EGP" under or beside the label. */
  note?: ReactNode;
}

/**
 * A choice shown as chips (sizes, versions): native radio buttons in a fieldset, so arrow keys
 * move between them and the form posts the value without JavaScript. Each radio covers its chip
 * (transparent, not hidden), so a tap anywhere on the chip chooses it.
 */
export function OptionChips({
  name,
  legend,
  options,
  value,
  onChange,
  selectedText,
}: {
  name: string;
  legend: string;
  options: ChipOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** The chosen option's name, after the legend ("Size: M"). */
  selectedText?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">
        {legend}
        {selectedText ? (
          <span aria-hidden="true" className="font-medium text-ink-muted">
            {': '}
            {selectedText}
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx('relative', option.picture ? 'rounded-2xl' : 'rounded-full')}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer absolute inset-0 z-10 cursor-pointer appearance-none rounded-[inherit] opacity-0"
            />
            <span
              className={cx(
                'flex min-h-11 items-center gap-2 rounded-[inherit] border-2 border-line bg-surface text-sm font-semibold text-ink transition-colors',
                'peer-checked:border-brand peer-checked:bg-brand/10 peer-hover:border-ink-soft peer-checked:peer-hover:border-brand',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
                option.picture ? 'py-1 ps-1 pe-3' : 'min-w-12 justify-center px-4',
              )}
            >
              {option.picture ? (
                <img
                  src={option.picture}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="size-10 shrink-0 rounded-lg bg-sand object-cover"
                />
              ) : null}
              <span className="flex flex-col leading-tight">
                <span>{option.label}</span>
                {option.note ? (
                  <span className="num text-xs font-medium text-ink-muted">{option.note}</span>
                ) : null}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

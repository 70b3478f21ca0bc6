import { useCount, useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

export const CHECKOUT_STEPS = ['cart', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * The checkout steps of SPEC.md section 2 (cart, shipping details, payment details): done steps
 * show a check (not mirrored), the current one is marked aria-current="step", the connectors run
 * along the reading direction.
 */
export function Stepper({ current, className }: { current: CheckoutStep; className?: string }) {
  const t = useT();
  const count = useCount();
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('ui.stepper.label')} className={className}>
      <ol className="flex items-start">
        {CHECKOUT_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          const label = t(`ui.stepper.${step}`);
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center gap-2 text-center"
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cx(
                    'absolute end-1/2 top-4 h-0.5 w-full -translate-y-1/2',
                    index <= currentIndex ? 'bg-brand' : 'bg-line',
                  )}
                />
              ) : null}
              <span
                className={cx(
                  'num relative z-10 grid size-8 place-items-center rounded-full text-sm font-bold ring-4 ring-canvas',
                  done && 'bg-brand text-white',
                  active && 'bg-ink text-white',
                  !done && !active && 'border-2 border-line-strong bg-surface text-ink-muted',
                )}
              >
                {done ? <Icon name="check" size={16} className="[stroke-width:2.6]" /> : count(index + 1)}
              </span>
              <span
                className={cx('text-xs font-semibold sm:text-sm', active ? 'text-ink' : 'text-ink-muted')}
              >
                {label}
                <span className="sr-only">
                  {' '}
                  {done ? t('ui.stepper.done') : active ? t('ui.stepper.current') : t('ui.stepper.upcoming')}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from './cx.ts';

export interface PopoverProps {
  /** The trigger's content (text or an icon with a label). */
  trigger: ReactNode;
  /** An accessible name for the trigger when its content is only an icon. */
  triggerLabel?: string;
  children: ReactNode;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  defaultOpen?: boolean;
  className?: string;
  /** Classes of the trigger (replacing the default outlined pill look). */
  triggerClassName?: string;
  panelClassName?: string;
}

/**
 * A click-to-open panel (menus, country switch, filters) on native <details>/<summary>: it opens
 * and closes without JavaScript; with it, Escape and a click outside close it and focus returns to
 * the trigger.
 */
export function Popover({
  trigger,
  triggerLabel,
  children,
  align = 'start',
  defaultOpen,
  className,
  triggerClassName,
  panelClassName,
}: PopoverProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      details.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);
  return (
    <details ref={ref} open={defaultOpen} className={cx('group relative inline-block', className)}>
      <summary
        aria-label={triggerLabel}
        className={cx(
          'inline-flex h-10 cursor-pointer list-none items-center gap-2 rounded-full text-sm font-semibold text-ink transition-colors [&::-webkit-details-marker]:hidden',
          triggerClassName ??
            'border border-line-strong bg-surface px-4 hover:border-ink/40 group-open:border-brand',
        )}
      >
        {trigger}
      </summary>
      <div
        onClick={(event) => {
          // Choosing a link or a button inside closes the panel (client-side navigation keeps it mounted).
          if ((event.target as Element).closest('a[href], button') && ref.current) ref.current.open = false;
        }}
        className={cx(
          'absolute top-full z-40 mt-2 min-w-56 rounded-2xl border border-line bg-surface p-2 shadow-raised animate-rise-in',
          align === 'start' ? 'start-0' : 'end-0',
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}

import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { cx } from './cx.ts';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link); it is described by the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: 'top' | 'bottom';
  /** Gallery only: shown without hover. */
  defaultOpen?: boolean;
}

/**
 * A short description shown on hover and on keyboard focus (CSS, so it works before hydration);
 * Escape hides it (WCAG 1.4.13) and it stays while the pointer is over it or the trigger. It describes, never
 * names: controls keep their own labels.
 */
export function Tooltip({ content, children, side = 'top', defaultOpen = false }: TooltipProps) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    const reset = () => setDismissed(false);
    element.addEventListener('keydown', onKey);
    element.addEventListener('pointerenter', reset);
    element.addEventListener('focusin', reset);
    return () => {
      element.removeEventListener('keydown', onKey);
      element.removeEventListener('pointerenter', reset);
      element.removeEventListener('focusin', reset);
    };
  }, []);
  return (
    <span ref={wrapper} className="group/tooltip relative inline-flex">
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        role="tooltip"
        id={id}
        className={cx(
          // Lined up with the trigger's start edge, so it never runs off the reading side.
          'absolute start-0 z-50 w-max max-w-60 rounded-lg bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-raised',
          'transition-opacity duration-(--duration-fast)',
          side === 'top' ? 'bottom-full mb-2' : 'top-full mt-2',
          defaultOpen && !dismissed
            ? 'opacity-100'
            : 'invisible opacity-0 group-hover/tooltip:visible group-hover/tooltip:opacity-100 group-focus-within/tooltip:visible group-focus-within/tooltip:opacity-100',
          dismissed && '!invisible !opacity-0',
        )}
      >
        {content}
      </span>
    </span>
  );
}

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  label: string;
  items: TabItem[];
  defaultTab?: string;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation. Arrow keys follow the reading direction: in Arabic the
 * next tab is to the left, so ArrowLeft moves forward. Home and End jump to the ends.
 */
export function Tabs({ label, items, defaultTab, className }: TabsProps) {
  const base = useId();
  const [selected, setSelected] = useState(defaultTab ?? items.find((item) => !item.disabled)?.id);
  const list = useRef<HTMLDivElement>(null);

  const enabled = items.filter((item) => !item.disabled);
  const focusTab = (id: string) => {
    setSelected(id);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${CSS.escape(id)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = enabled.findIndex((item) => item.id === selected);
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: TabItem | undefined;
    if (event.key === forward) next = enabled[(index + 1) % enabled.length];
    else if (event.key === backward) next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled.at(-1);
    if (next) {
      event.preventDefault();
      focusTab(next.id);
    }
  };

  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none]"
      >
        {items.map((item) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              data-tab={item.id}
              id={`${base}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              disabled={item.disabled}
              onClick={() => setSelected(item.id)}
              className={cx(
                '-mb-px whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold transition-colors',
                active ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-ink',
                'disabled:cursor-not-allowed disabled:text-line-strong',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
          className="pt-5 text-sm leading-relaxed text-ink-soft focus-visible:rounded-md"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}

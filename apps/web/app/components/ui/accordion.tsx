import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  defaultOpen?: boolean;
}

/**
 * Disclosure sections on native <details>/<summary>: keyboard, screen readers, find-in-page and
 * no-JavaScript all work. `exclusive` gives the items one `name` so only one stays open.
 */
export function Accordion({
  items,
  exclusive,
  className,
}: {
  items: AccordionItem[];
  /** A group name: opening one item closes the others (native, no script). */
  exclusive?: string;
  className?: string;
}) {
  return (
    <div className={cx('divide-y divide-line rounded-card border border-line bg-surface', className)}>
      {items.map((item) => (
        <details key={item.id} name={exclusive} open={item.defaultOpen} className="group">
          <summary
            className={cx(
              'flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-ink',
              'transition-colors hover:bg-canvas [&::-webkit-details-marker]:hidden',
              'group-first:rounded-t-card group-last:not-group-open:rounded-b-card',
            )}
          >
            {item.title}
            <Icon
              name="chevron-down"
              size={20}
              className="text-ink-muted transition-transform duration-(--duration-base) group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-sm leading-relaxed text-ink-soft">{item.content}</div>
        </details>
      ))}
    </div>
  );
}

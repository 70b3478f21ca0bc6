import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { IconButton } from './icon-button.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * The edge it slides from: `start` (menus: right in Arabic, left in English) or `end` (cart
   * preview, filters). Logical, so it mirrors with the language.
   */
  side?: 'start' | 'end';
  /** Gallery only: render open inside the nearest positioned box, not modal. */
  preview?: boolean;
}

/** A side panel (mobile menu, filters, cart preview) on a native modal <dialog>. */
export function Drawer({ open, onClose, title, children, footer, side = 'end', preview }: DrawerProps) {
  const t = useT();
  const id = useId();
  const dialog = useModalDialog(open, onClose, preview);
  return (
    <dialog
      {...dialog}
      open={preview ? true : undefined}
      aria-labelledby={`${id}-title`}
      data-side={side}
      className={cx(
        'm-0 h-full max-h-none w-[min(24rem,88%)] max-w-none flex-col bg-surface p-0 text-ink shadow-overlay open:flex',
        preview ? 'absolute inset-y-0' : 'fixed inset-y-0 h-dvh',
        side === 'end' ? 'start-auto end-0' : 'start-0 end-auto',
        'drawer-panel backdrop:animate-fade-in',
      )}
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
        <h2 id={`${id}-title`} className="text-base font-bold text-ink">
          {title}
        </h2>
        <IconButton icon="close" label={t('ui.close')} size="sm" onClick={onClose} className="-me-2" />
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
      {footer ? <div className="border-t border-line px-5 py-4">{footer}</div> : null}
    </dialog>
  );
}

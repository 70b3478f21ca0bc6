import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { IconButton } from './icon-button.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, end-aligned (the primary action last, at the end edge). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Gallery only: render open in place, not modal. */
  preview?: boolean;
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' };

/** A modal dialog on the native <dialog> element, titled and described for screen readers. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  preview,
}: DialogProps) {
  const t = useT();
  const id = useId();
  const dialog = useModalDialog(open, onClose, preview);
  return (
    <dialog
      {...dialog}
      open={preview ? true : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={cx(
        'w-[calc(100%-2rem)] rounded-panel bg-surface p-0 text-ink shadow-overlay',
        'open:animate-rise-in backdrop:animate-fade-in',
        preview ? 'relative m-0' : 'm-auto',
        SIZES[size],
      )}
    >
      <div className="flex items-start justify-between gap-4 px-6 pt-6">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
            {title}
          </h2>
          {description ? (
            <p id={`${id}-description`} className="mt-1 text-sm text-ink-muted">
              {description}
            </p>
          ) : null}
        </div>
        <IconButton icon="close" label={t('ui.close')} size="sm" onClick={onClose} className="-me-2 -mt-1" />
      </div>
      {children ? <div className="px-6 pt-4 text-sm leading-relaxed text-ink-soft">{children}</div> : null}
      {footer ? (
        <div className="flex flex-wrap justify-end gap-3 px-6 pb-6 pt-6">{footer}</div>
      ) : (
        <div className="pb-6" />
      )}
    </dialog>
  );
}

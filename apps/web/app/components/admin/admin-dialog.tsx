import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { useT } from '../../i18n/i18n.ts';
import { buttonClasses, type ButtonVariant } from '../ui/button-styles.ts';
import { cx } from '../ui/cx.ts';

/**
 * A button that opens a modal dialog (React Aria: focus kept inside, Escape closes, focus returns to
 * the button, mirrored in Arabic). `children` gets `close` so a form inside can close it once its
 * action succeeded; the dialog holds the form of a staff action (a reason, a reference, an amount).
 */
export function AdminDialog({
  trigger,
  triggerVariant = 'secondary',
  title,
  description,
  children,
  testId,
}: {
  trigger: ReactNode;
  triggerVariant?: ButtonVariant;
  title: string;
  description?: ReactNode;
  children: (close: () => void) => ReactNode;
  testId?: string;
}) {
  return (
    <DialogTrigger>
      <AriaButton className={buttonClasses({ variant: triggerVariant, size: 'sm' })} data-testid={testId}>
        {trigger}
      </AriaButton>
      <ModalOverlay
        isDismissable
        className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 p-4 backdrop-blur-sm"
      >
        <Modal className="w-full max-w-lg rounded-panel bg-surface text-ink shadow-overlay">
          <Dialog
            className="flex flex-col gap-4 p-6 outline-none"
            data-testid={testId ? `${testId}-dialog` : undefined}
          >
            {({ close }) => (
              <DialogContent title={title} description={description}>
                {children(close)}
              </DialogContent>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

/**
 * The same modal opened by the page's own state (`isOpen`), for a trigger that lives somewhere a
 * DialogTrigger cannot wrap (a row of a grid list: events from the dialog would bubble through the
 * row's React handlers). `wide` fits a form of several columns; long content scrolls inside.
 */
export function AdminModal({
  isOpen,
  onOpenChange,
  title,
  description,
  wide,
  children,
  testId,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  wide?: boolean;
  children: (close: () => void) => ReactNode;
  testId?: string;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 p-4 backdrop-blur-sm"
    >
      <Modal
        className={cx(
          'flex max-h-[calc(100dvh-2rem)] w-full flex-col rounded-panel bg-surface text-ink shadow-overlay',
          wide ? 'max-w-3xl' : 'max-w-lg',
        )}
      >
        <Dialog className="flex min-h-0 flex-col gap-4 overflow-y-auto p-6 outline-none" data-testid={testId}>
          {({ close }) => (
            <DialogContent title={title} description={description}>
              {children(close)}
            </DialogContent>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A dialog's title (its accessible name), its description, then its body: both dialogs above. */
function DialogContent({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-col gap-1">
        <Heading slot="title" className="text-lg font-bold">
          {title}
        </Heading>
        {description ? <div className="text-sm text-ink-muted">{description}</div> : null}
      </div>
      {children}
    </>
  );
}

/** The row of a dialog's buttons: cancel, then the action at the end edge. */
export function DialogActions({ close, children }: { close: () => void; children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" onClick={close} className={cx(buttonClasses({ variant: 'ghost', size: 'sm' }))}>
        {t('admin.common.cancel')}
      </button>
      {children}
    </div>
  );
}

import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';

/**
 * Drives a native <dialog> as a modal from React state: showModal() gives the focus trap, the
 * inert page, the top layer and Escape for free; closing by Escape or the backdrop calls onClose.
 * With `preview` the dialog is left as rendered (open, not modal) for the component gallery.
 */
export function useModalDialog(open: boolean, onClose: () => void, preview = false) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || preview) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, preview]);
  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      // A click on the ::backdrop lands on the dialog element itself.
      if (!preview && event.target === event.currentTarget) onClose();
    },
  };
}

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

export type ToastKind = 'success' | 'error' | 'snackbar';

/** SPEC.md section 4 and 9: success banners hide after 3 s, failure ones after 10 s, a snackbar after 4 s. */
export const TOAST_DURATIONS_MS: Record<ToastKind, number> = { success: 3000, error: 10_000, snackbar: 4000 };

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
}

interface ToastApi {
  success(message: string): void;
  error(message: string): void;
  snackbar(message: string, action?: ToastAction): void;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under <ToastProvider>. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

const KIND_STYLES: Record<ToastKind, string> = {
  success: 'border border-line bg-surface text-ink',
  error: 'border border-danger/25 bg-danger-soft text-danger',
  snackbar: 'bg-ink text-white',
};

/** One toast's look (also used by the gallery to show each kind without timers). */
export function ToastView({
  kind,
  message,
  action,
  onDismiss,
}: {
  kind: ToastKind;
  message: string;
  action?: ToastAction;
  onDismiss?: () => void;
}) {
  const t = useT();
  return (
    <div
      className={cx(
        'pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-2xl py-3 ps-4 pe-2 text-sm font-medium shadow-raised animate-rise-in',
        KIND_STYLES[kind],
      )}
    >
      {kind === 'success' ? <Icon name="check-circle" className="text-success" /> : null}
      {kind === 'error' ? <Icon name="x-circle" /> : null}
      <p className="flex-1">{message}</p>
      {action ? (
        <button
          type="button"
          onClick={action.onAction}
          className="rounded-full px-3 py-1.5 text-sm font-bold text-accent hover:bg-white/10"
        >
          {action.label}
        </button>
      ) : null}
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('ui.toast.dismiss')}
          className={cx(
            'grid size-8 shrink-0 place-items-center rounded-full',
            kind === 'snackbar' ? 'hover:bg-white/10' : 'hover:bg-ink/5',
          )}
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}

/** A toast that removes itself after its kind's time; the timer pauses while hovered or focused. */
function TimedToast({
  toast,
  paused,
  onDone,
}: {
  toast: ToastMessage;
  paused: boolean;
  onDone: (id: number) => void;
}) {
  const remaining = useRef(TOAST_DURATIONS_MS[toast.kind]);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDone(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDone]);
  return (
    // The alert role sits inside the item: on the <li> itself it would hide the list item from the list.
    <li>
      <div role={toast.kind === 'error' ? 'alert' : undefined}>
        <ToastView
          kind={toast.kind}
          message={toast.message}
          action={
            toast.action && {
              label: toast.action.label,
              onAction: () => {
                toast.action?.onAction();
                onDone(toast.id);
              },
            }
          }
          onDismiss={() => onDone(toast.id)}
        />
      </div>
    </li>
  );
}

/**
 * Holds the toasts and renders their live region (present from the first render, so screen
 * readers announce what is added): bottom centre on phones, bottom end corner on wider screens.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const [paused, setPaused] = useState(false);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const push = (kind: ToastKind, message: string, action?: ToastAction) =>
      setToasts((all) => [...all.slice(-2), { id: next.current++, kind, message, action }]);
    return {
      success: (message) => push('success', message),
      error: (message) => push('error', message),
      snackbar: (message, action) => push('snackbar', message, action),
      dismiss,
    };
  }, [dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={t('ui.toast.region')}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 md:justify-end"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <ol aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
          {toasts.map((toast) => (
            <TimedToast key={toast.id} toast={toast} paused={paused} onDone={dismiss} />
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}

import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { Icon, type IconName } from './icon.tsx';

export type BannerTone = 'info' | 'success' | 'warning' | 'error' | 'promo';

const TONES: Record<BannerTone, { box: string; icon: IconName | null }> = {
  info: { box: 'border-info/20 bg-info-soft text-info', icon: 'info' },
  success: { box: 'border-success/20 bg-success-soft text-success', icon: 'check-circle' },
  warning: { box: 'border-warning/25 bg-warning-soft text-warning', icon: 'alert' },
  error: { box: 'border-danger/25 bg-danger-soft text-danger', icon: 'x-circle' },
  promo: { box: 'border-transparent bg-brand text-white', icon: null },
};

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children: ReactNode;
  /** A call to action at the end edge (a link or button). */
  action?: ReactNode;
  /** Shows a close button; the banner hides itself and calls onDismiss (to remember it per session). */
  dismissible?: boolean;
  onDismiss?: () => void;
  className?: string;
}

/**
 * A message in the page (blocked user, failed address check, the mobile app banner). Errors are
 * announced at once (role="alert"), the rest politely (role="status").
 */
export function Banner({
  tone = 'info',
  title,
  children,
  action,
  dismissible,
  onDismiss,
  className,
}: BannerProps) {
  const t = useT();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  const style = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex items-start gap-3 rounded-card border px-4 py-3 text-sm', style.box, className)}
    >
      {style.icon ? <Icon name={style.icon} className="mt-0.5" /> : null}
      <div className="flex-1">
        {title ? <p className="font-bold">{title}</p> : null}
        <div className={cx(title ? 'mt-0.5' : undefined, tone === 'promo' ? 'text-white' : 'text-ink-soft')}>
          {children}
        </div>
      </div>
      {action ? <div className="shrink-0 self-center">{action}</div> : null}
      {dismissible ? (
        <button
          type="button"
          aria-label={t('ui.dismiss')}
          onClick={() => {
            setHidden(true);
            onDismiss?.();
          }}
          className="-me-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/5"
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}

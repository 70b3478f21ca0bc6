import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import { useLocale, useT } from '../../i18n/i18n.ts';

/** Where the widget fetches its challenge (routes/robot-check.ts). */
export const ROBOT_CHECK_CHALLENGE_URL = '/api/robot-check';

/** No third-party link in our forms; the label is ours. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true });

/**
 * The ALTCHA robot check (SPEC.md section 5): a web component that solves a proof of work in the
 * browser and puts the payload in a hidden `altcha` field of the form. It is loaded in the browser
 * only (it needs Web Workers); `resetKey` changes after a failed submission, since a solution is
 * accepted once.
 */
export function RobotCheck({ resetKey, error }: { resetKey?: unknown; error?: string }) {
  const t = useT();
  const { language } = useLocale();
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      await import('altcha');
      if (language === 'ar') await import('altcha/i18n/ar');
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    const widget = ref.current as (HTMLElement & { reset?: () => void }) | null;
    if (ready && resetKey !== undefined) widget?.reset?.();
  }, [ready, resetKey]);

  return (
    <div className="flex flex-col gap-1.5" data-testid="robot-check">
      <span className="sr-only">{t('account.register.robotLabel')}</span>
      {ready ? (
        <altcha-widget
          ref={ref}
          challenge={ROBOT_CHECK_CHALLENGE_URL}
          name="altcha"
          language={language}
          configuration={WIDGET_CONFIGURATION}
          suppressHydrationWarning
        />
      ) : (
        <div className="h-16 rounded-card border border-line bg-surface" aria-hidden="true" />
      )}
      {error ? (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from './layout-timing.ts';

/** The first step of the bar (SPEC.md section 9: progress steps 30 or 45), and where it creeps to. */
const FIRST_STEP = 30;
const CREEP_TO = 90;

/**
 * The route-change indicator (SPEC.md sections 4 and 9): it appears only when a navigation takes
 * longer than 200 ms (fast ones show nothing), jumps to 30% and creeps on over 5 s.
 */
export function LoadingBar() {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (!busy) return;
    let frame = 0;
    const timer = setTimeout(() => {
      setProgress(FIRST_STEP);
      frame = requestAnimationFrame(() => requestAnimationFrame(() => setProgress(CREEP_TO)));
    }, LOADING_BAR_THROTTLE_MS);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      setProgress(null);
    };
  }, [busy]);
  if (!busy || progress === null) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('layout.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      data-testid="loading-bar"
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5"
    >
      <div
        className="h-full bg-accent transition-[width] ease-out"
        style={{
          width: `${progress}%`,
          transitionDuration: progress === FIRST_STEP ? '0ms' : `${LOADING_BAR_DURATION_MS}ms`,
        }}
      />
    </div>
  );
}

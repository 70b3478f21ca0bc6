import { useSyncExternalStore } from 'react';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { formatTagOf } from '../../i18n/i18n.ts';

const SECOND = 1000;

/** Days, hours, minutes and seconds from now until `end` (all 0 once it has passed). */
function remaining(end: number, now: number) {
  const left = Math.max(0, Math.floor((end - now) / SECOND));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

/** A tick every second while a countdown is on the page. */
function subscribeToClock(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, SECOND);
  return () => window.clearInterval(timer);
}
/** Whole seconds, so the snapshot only changes once a second. */
const currentSecond = () => Math.floor(Date.now() / SECOND) * SECOND;
/** The server (and hydration) render has no clock: it shows the end date only. */
const noClockOnServer = () => null;

/**
 * The end of a sale: the date as text (what a page without JavaScript shows), and after
 * hydration a ticking countdown. The countdown starts only in the browser, so the server's HTML
 * and the first client render are the same.
 */
export function SaleCountdown({ endIso, endText }: { endIso: string; endText: string }) {
  const t = useT();
  const { language, digits } = useLocale();
  const end = Date.parse(endIso);
  const now = useSyncExternalStore(subscribeToClock, currentSecond, noClockOnServer);

  const number = new Intl.NumberFormat(formatTagOf(language, digits), { minimumIntegerDigits: 2 });
  const parts = now === null ? null : remaining(end, now);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-4">
      <p className="text-sm font-semibold">
        <time dateTime={endIso}>{t('listings.collection.endsOn', { date: endText })}</time>
      </p>
      {parts ? (
        <div role="timer" aria-label={t('listings.collection.countdownLabel')} className="flex gap-2">
          {(['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
            <span
              key={unit}
              className="flex min-w-14 flex-col items-center rounded-card bg-surface/90 px-2 py-1.5 text-ink shadow-card"
            >
              <span className="text-lg font-bold tabular-nums">{number.format(parts[unit])}</span>
              <span className="text-xs text-ink-muted">{t(`listings.collection.${unit}`)}</span>
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { countryOf, languageOf, type LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { cx } from '../ui/cx.ts';

/** The part of the Web Speech API used here (not in TypeScript's DOM library under these names). */
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition, prefixed in Chromium and Safari; null where there is none. */
export function speechRecognitionOf(scope: object): RecognitionConstructor | null {
  const candidate = scope as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const found = candidate.SpeechRecognition ?? candidate.webkitSpeechRecognition;
  return typeof found === 'function' ? (found as RecognitionConstructor) : null;
}

/** The recognition language of a locale: Arabic of the country (ar-EG, ar-SA, ar-AE), or English. */
export function recognitionLanguageOf(locale: LocaleCode): string {
  return languageOf(locale) === 'ar' ? `ar-${countryOf(locale).toUpperCase()}` : 'en';
}

/** How long a failure stays under the search box (the toast failure duration of SPEC.md 9). */
const MESSAGE_MS = 10_000;

/** Speech recognition does not come and go while a page is open: nothing to subscribe to. */
const subscribeToNothing = () => () => undefined;

type VoiceState = 'idle' | 'listening' | 'failed' | 'denied';

/**
 * A microphone button that fills the search with what the shopper says. It renders nothing on the
 * server and in browsers without speech recognition, so no dead button is ever shown.
 */
export function VoiceSearchButton({
  locale,
  onResult,
  className,
}: {
  locale: LocaleCode;
  /** The final transcript, trimmed and not empty. */
  onResult: (text: string) => void;
  className?: string;
}) {
  const t = useT();
  // False on the server and in the first render, so the markup matches before hydration.
  const supported = useSyncExternalStore(
    subscribeToNothing,
    () => speechRecognitionOf(window) !== null,
    () => false,
  );
  const [state, setState] = useState<VoiceState>('idle');
  const recognition = useRef<Recognition | null>(null);

  useEffect(() => () => recognition.current?.abort(), []);

  useEffect(() => {
    if (state !== 'failed' && state !== 'denied') return;
    const timer = window.setTimeout(() => setState('idle'), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (!supported) return null;

  const start = () => {
    const Constructor = speechRecognitionOf(window);
    if (!Constructor) return;
    const session = new Constructor();
    session.lang = recognitionLanguageOf(locale);
    session.interimResults = false;
    session.continuous = false;
    session.maxAlternatives = 1;
    let heard = false;
    session.onresult = (event) => {
      const last = event.results[event.results.length - 1];
      const text = last?.[0]?.transcript.trim() ?? '';
      if (!last?.isFinal || text === '') return;
      heard = true;
      setState('idle');
      onResult(text);
    };
    session.onerror = (event) => {
      setState(event.error === 'not-allowed' || event.error === 'service-not-allowed' ? 'denied' : 'failed');
    };
    session.onend = () => {
      recognition.current = null;
      setState((current) => (current === 'listening' ? (heard ? 'idle' : 'failed') : current));
    };
    recognition.current = session;
    setState('listening');
    try {
      session.start();
    } catch {
      // start() throws when a session is already running in this tab (another widget's).
      recognition.current = null;
      setState('failed');
    }
  };

  const stop = () => {
    recognition.current?.stop();
    setState('idle');
  };

  const listening = state === 'listening';
  const label = t(listening ? 'search.voice.stop' : 'search.voice.start');
  const message =
    state === 'listening'
      ? t('search.voice.listening')
      : state === 'denied'
        ? t('search.voice.denied')
        : state === 'failed'
          ? t('search.voice.failed')
          : '';
  return (
    <>
      <button
        type="button"
        onClick={listening ? stop : start}
        aria-pressed={listening}
        aria-label={label}
        title={label}
        data-testid="voice-search"
        className={cx(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full transition-colors duration-(--duration-fast)',
          listening ? 'bg-sale text-white' : 'text-ink-muted hover:bg-sand hover:text-ink',
          className,
        )}
      >
        {/* A microphone: it does not point, so it never mirrors. */}
        <svg
          viewBox="0 0 24 24"
          width={18}
          height={18}
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          className={listening ? 'motion-safe:animate-pulse' : undefined}
        >
          <path d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3Z" />
          <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
        </svg>
      </button>
      {/* Placed under the search box (the nearest positioned ancestor); empty, it takes no room. */}
      <span
        role="status"
        data-testid="voice-search-status"
        className={cx(
          'absolute start-0 top-full z-40 mt-2 max-w-80 rounded-(--radius-control) bg-ink px-3 py-2 text-xs font-medium text-white shadow-raised',
          message === '' && 'sr-only',
        )}
      >
        {message}
      </span>
    </>
  );
}

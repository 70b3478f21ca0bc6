import { formatTagOf, useLocale } from '../../../i18n/i18n.ts';

/** A date (ISO text from a loader) in the page's language and digits; a dash when there is none. */
export function DateText({ iso, time = false }: { iso: string | null | undefined; time?: boolean }) {
  const { language, digits } = useLocale();
  if (!iso) return <span className="text-ink-muted">—</span>;
  const text = new Intl.DateTimeFormat(formatTagOf(language, digits), {
    dateStyle: 'medium',
    ...(time ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

import { formatTagOf, useLocale } from '../../i18n/i18n.ts';

/** A review's date in the page's language; UTC so the server and the browser write the same day. */
export function ReviewDate({ iso }: { iso: string }) {
  const { language, digits } = useLocale();
  const text = new Intl.DateTimeFormat(formatTagOf(language, digits), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return (
    <time dateTime={iso} className="text-xs text-ink-muted">
      {text}
    </time>
  );
}

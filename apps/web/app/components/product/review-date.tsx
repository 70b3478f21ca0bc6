import { countryOf, timeZoneOf } from '@souq/core/locale/locales.ts';
import { formatTagOf, useLocale } from '../../i18n/i18n.ts';

/** A review's date in the page's language and country's day (a named zone: server and browser agree). */
export function ReviewDate({ iso }: { iso: string }) {
  const { locale, language, digits } = useLocale();
  const text = new Intl.DateTimeFormat(formatTagOf(language, digits), {
    dateStyle: 'medium',
    timeZone: timeZoneOf(countryOf(locale)),
  }).format(new Date(iso));
  return (
    <time dateTime={iso} className="text-xs text-ink-muted">
      {text}
    </time>
  );
}

/**
 * Small pieces the people pages (customers, a customer, staff) share: a person's role and status
 * badges, a date, a form answer's toast.
 */
import { useEffect } from 'react';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { formatTagOf, useLocale, useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { Badge } from '../ui/badge.tsx';
import { useToast } from '../ui/toast.tsx';

export type PersonRole = 'customer' | 'designer' | 'manufacturer';

export function RoleBadge({ role }: { role: PersonRole }) {
  const t = useT();
  return <Badge tone={role === 'customer' ? 'neutral' : 'info'}>{t(`admin.customers.roles.${role}`)}</Badge>;
}

export function StatusBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <Badge tone={active ? 'success' : 'danger'}>
      {t(active ? 'admin.customers.statuses.active' : 'admin.customers.statuses.blocked')}
    </Badge>
  );
}

/** A date (and time when asked) in the page's language and digits, in UTC like the order pages. */
export function AdminDate({ iso, time = false }: { iso: string; time?: boolean }) {
  const { language, digits } = useLocale();
  const text = new Intl.DateTimeFormat(formatTagOf(language, digits), {
    dateStyle: 'medium',
    ...(time ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

/** What an admin form action answers. */
export type AdminFormAnswer =
  | { ok: true; message: string; intent: string; extra?: Record<string, string | null> }
  | { ok: false; error: { message: string; field: string | null; code: string }; intent?: string };

/** A toast for each new answer of a form action (success and failure alike). */
export function useAnswerToast(answer: AdminFormAnswer | undefined) {
  const toast = useToast();
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.error.message);
    // The answer object is new for every submission.
  }, [answer]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** The field error of an answer, when it belongs to `field` (shown beside that field). */
export const fieldError = (answer: AdminFormAnswer | undefined, field: string): string | undefined =>
  answer && !answer.ok && answer.error.field === field ? answer.error.message : undefined;

/** The two-letter country codes written as the shop's country names. */
export const countryKey = (country: string | null) =>
  country === 'eg' || country === 'sa' || country === 'ae' ? (`countries.${country}` as const) : null;

/**
 * A dashboard path for links drawn in the browser (`adminPath` of lib/admin.server.ts is server-only
 * code, which route components cannot import).
 */
export const adminHref = (locale: LocaleCode, path: string): string => localePath(locale, `/admin${path}`);

import { data } from 'react-router';
import { countNewContactMessages } from '@souq/core/admin/inbox-messages.service.ts';
import { getSearchReport, type SearchReportRow } from '@souq/core/admin/search-report.service.ts';
import { LANGUAGES } from '@souq/core/locale/locales.ts';
import { formatTagOf, useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { InboxTabs } from '../../components/admin/inbox-ui.tsx';
import { FilterBar, FilterField, filterControlClass } from '../../components/admin/list-controls.tsx';
import { useCount } from '../../components/seller/seller-ui.tsx';
import type { Route } from './+types/inbox-search';

/** The search keywords report (issue 21): a week (`?week=`, its Monday) and a language (`?lang=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'inbox.read');
  const params = new URL(request.url).searchParams;
  const [report, newCount] = await Promise.all([
    getSearchReport(service, { week: params.get('week'), lang: params.get('lang') }),
    countNewContactMessages(service),
  ]);
  return data({ locale: rc.locale, newCount, report }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.inbox.title');
}

/** A week's Monday as the page's language writes a day. */
function useWeekLabel(): (week: string) => string {
  const t = useT();
  const { language, digits } = useLocale();
  const format = new Intl.DateTimeFormat(formatTagOf(language, digits), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return (week) => t('admin.inbox.search.weekOf', { date: format.format(new Date(`${week}T00:00:00Z`)) });
}

function KeywordTable({
  title,
  hint,
  rows,
  empty,
  testId,
}: {
  title: string;
  hint?: string;
  rows: SearchReportRow[];
  empty: string;
  testId: string;
}) {
  const t = useT();
  const count = useCount();
  return (
    <AdminSection title={title}>
      {hint ? <p className="-mt-2 text-xs text-ink-muted">{hint}</p> : null}
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted" data-testid={`${testId}-empty`}>
          {empty}
        </p>
      ) : (
        <table className="w-full border-collapse text-sm" data-testid={testId}>
          <caption className="sr-only">{title}</caption>
          <thead className="text-xs text-ink-muted">
            <tr>
              <th scope="col" className="w-10 py-2 pe-2 text-start font-semibold">
                <span className="sr-only">#</span>
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-semibold">
                {t('admin.inbox.search.keyword')}
              </th>
              <th scope="col" className="py-2 ps-3 text-end font-semibold">
                {t('admin.inbox.search.searches')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.keyword}-${index}`} className="border-t border-line">
                <td className="num py-2 pe-2 text-ink-muted">{count(index + 1)}</td>
                <th scope="row" className="py-2 pe-3 text-start font-medium text-ink">
                  {/* Isolated (either script) but aligned with the page's start like its header. */}
                  <bdi>{row.keyword}</bdi>
                </th>
                <td className="num py-2 ps-3 text-end">{count(row.searches)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminSection>
  );
}

export default function AdminInboxSearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const weekLabel = useWeekLabel();
  const { locale, newCount, report } = loaderData;
  return (
    <AdminPage title={t('admin.inbox.title')} description={t('admin.inbox.description')}>
      <InboxTabs locale={locale} current="search" newCount={newCount} />
      <FilterBar testId="inbox-search-filters">
        <FilterField label={t('admin.inbox.search.week')} htmlFor="search-week">
          <select id="search-week" name="week" defaultValue={report.week} className={filterControlClass}>
            {report.weeks.map((week) => (
              <option key={week} value={week}>
                {weekLabel(week)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t('admin.inbox.search.language')} htmlFor="search-lang">
          <select id="search-lang" name="lang" defaultValue={report.lang} className={filterControlClass}>
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {t(`admin.inbox.languages.${lang}`)}
              </option>
            ))}
          </select>
        </FilterField>
      </FilterBar>
      <p className="text-sm text-ink-soft" data-testid="search-total">
        {t('admin.inbox.search.total', {
          count: report.totalSearches,
          language: t(`admin.inbox.languages.${report.lang}`),
        })}
      </p>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <KeywordTable
          title={t('admin.inbox.search.top')}
          rows={report.top}
          empty={t('admin.inbox.search.emptyTop')}
          testId="search-top"
        />
        <KeywordTable
          title={t('admin.inbox.search.noResults')}
          hint={t('admin.inbox.search.noResultsHint')}
          rows={report.noResults}
          empty={t('admin.inbox.search.emptyNoResults')}
          testId="search-no-results"
        />
      </div>
    </AdminPage>
  );
}

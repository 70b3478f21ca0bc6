import { data, Form, useActionData, useNavigation } from 'react-router';
import { countNewContactMessages } from '@souq/core/admin/inbox-messages.service.ts';
import {
  listCareerChoices,
  listCareerRequests,
  saveCareerRequestNotes,
} from '@souq/core/admin/inbox-careers.service.ts';
import { NOTES_MAX_LENGTH } from '@souq/core/admin/inbox-options.ts';
import { t as translate, useLocale, useT } from '../../i18n/i18n.ts';
import { can, requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { failed, formCall, PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { loaderAndActionHeaders } from '../../lib/account-form.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { InboxTabs } from '../../components/admin/inbox-ui.tsx';
import {
  FilterBar,
  FilterField,
  filterControlClass,
  KeysetPager,
} from '../../components/admin/list-controls.tsx';
import {
  AdminDate,
  adminHref,
  useAnswerToast,
  type AdminFormAnswer,
} from '../../components/admin/people-ui.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { Route } from './+types/inbox-careers';

/** Job applications (issue 21), of one position (`?career=`) or all, newest first, with staff notes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service, actor } = await requireAdmin(rc, 'inbox.read');
  const params = new URL(request.url).searchParams;
  const career = params.get('career') ?? '';
  const [page, choices, newCount] = await Promise.all([
    listCareerRequests(service, { career, after: params.get('after') }),
    listCareerChoices(service),
    countNewContactMessages(service),
  ]);
  return data(
    {
      locale: rc.locale,
      career,
      choices,
      newCount,
      mayWrite: can(actor, 'inbox.write'),
      next: page.next,
      rows: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** Saves the notes of one application (`id`); too long ones are refused beside the field. */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'inbox.read');
  const form = await request.formData();
  const id = textOf(form, 'id');
  const result = await formCall(rc.locale, () =>
    saveCareerRequestNotes(service, id, { notes: textOf(form, 'notes') }),
  );
  if (!result.ok) return failed(result.failure, { intent: `notes-${id}`, notes: textOf(form, 'notes') });
  return data(
    {
      ok: true as const,
      intent: `notes-${id}`,
      message: translate(rc.locale, 'admin.inbox.careers.notesSaved'),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.inbox.title');
}

type LoaderData = Route.ComponentProps['loaderData'];
type Row = LoaderData['rows'][number];
type Answer = AdminFormAnswer & { notes?: string };

function Application({
  row,
  locale,
  mayWrite,
  answer,
}: {
  row: Row;
  locale: LoaderData['locale'];
  mayWrite: boolean;
  answer: Answer | undefined;
}) {
  const t = useT();
  const { language } = useLocale();
  const navigation = useNavigation();
  const intent = `notes-${row.id}`;
  const mine = answer && answer.intent === intent ? answer : undefined;
  const saving = navigation.state === 'submitting' && navigation.formData?.get('id') === row.id;
  const title = language === 'ar' ? row.careerArTitle : row.careerTitle;
  const cvHref = (n: number) => adminHref(locale, `/inbox/careers/${row.id}/cv/${n}`);
  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
      data-testid="career-request"
      data-id={row.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="text-base font-semibold text-ink">{row.name}</h2>
          <p className="text-sm text-ink-muted">{t('admin.inbox.careers.appliedFor', { title })}</p>
        </div>
        <span className="text-xs text-ink-muted">
          <AdminDate iso={row.createdAt} time />
        </span>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium text-ink-muted">{t('admin.inbox.message.fields.email')}</dt>
          <dd>
            <a href={`mailto:${row.email}`} dir="ltr" className="text-brand hover:underline">
              {row.email}
            </a>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium text-ink-muted">{t('admin.inbox.careers.phone')}</dt>
          <dd>
            <span dir="ltr">{row.phone ?? t('admin.common.none')}</span>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium text-ink-muted">{t('admin.inbox.careers.cvs')}</dt>
          <dd className="flex flex-wrap gap-2">
            {row.cvCount === 0 ? t('admin.inbox.careers.noCv') : null}
            {Array.from({ length: row.cvCount }, (_, index) => (
              <a
                key={index}
                href={cvHref(index + 1)}
                download
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                data-testid="career-cv"
              >
                <Icon name="download" size={16} />
                {row.cvCount > 1
                  ? t('admin.inbox.careers.downloadNumbered', { n: index + 1 })
                  : t('admin.inbox.careers.download')}
              </a>
            ))}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-0.5 text-sm">
        <span className="text-xs font-medium text-ink-muted">{t('admin.inbox.careers.comment')}</span>
        <p className="whitespace-pre-line text-ink" dir="auto">
          {row.comment ?? t('admin.inbox.careers.noComment')}
        </p>
      </div>
      {mayWrite ? (
        <Form method="post" className="flex flex-col gap-2" noValidate>
          <input type="hidden" name="id" value={row.id} />
          <FormField
            label={t('admin.inbox.careers.notes')}
            hint={t('admin.inbox.careers.notesHint')}
            error={mine && !mine.ok ? mine.error.message : undefined}
          >
            <Textarea
              name="notes"
              rows={2}
              maxLength={NOTES_MAX_LENGTH}
              dir="auto"
              defaultValue={mine && !mine.ok ? (mine.notes ?? '') : (row.notes ?? '')}
              key={`${row.notes ?? ''}|${mine ? 'answered' : ''}`}
            />
          </FormField>
          <div>
            <Button type="submit" size="sm" variant="secondary" loading={saving}>
              {t('admin.inbox.careers.saveNotes')}
            </Button>
          </div>
        </Form>
      ) : row.notes ? (
        <p className="whitespace-pre-line text-sm text-ink-soft" dir="auto">
          {row.notes}
        </p>
      ) : null}
    </li>
  );
}

export default function AdminInboxCareers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLocale();
  const answer = useActionData() as Answer | undefined;
  useAnswerToast(answer);
  const { locale, career, choices, rows, next, newCount, mayWrite } = loaderData;
  return (
    <AdminPage title={t('admin.inbox.title')} description={t('admin.inbox.description')}>
      <InboxTabs locale={locale} current="careers" newCount={newCount} />
      <FilterBar testId="inbox-careers-filters">
        <FilterField label={t('admin.inbox.careers.career')} htmlFor="inbox-career">
          <select id="inbox-career" name="career" defaultValue={career} className={filterControlClass}>
            <option value="">{t('admin.table.any')}</option>
            {choices.map((choice) => {
              const title = language === 'ar' ? choice.arTitle : choice.title;
              return (
                <option key={choice.id} value={choice.id}>
                  {choice.open ? title : t('admin.inbox.careers.closed', { title })}
                </option>
              );
            })}
          </select>
        </FilterField>
      </FilterBar>
      {rows.length === 0 ? (
        <EmptyState
          illustration="search"
          title={t('admin.inbox.careers.empty')}
          description={t('admin.inbox.careers.emptyHint')}
        />
      ) : (
        <ul
          className="flex flex-col gap-3"
          aria-label={t('admin.inbox.careers.caption')}
          data-testid="inbox-careers"
        >
          {rows.map((row) => (
            <Application key={row.id} row={row} locale={locale} mayWrite={mayWrite} answer={answer} />
          ))}
        </ul>
      )}
      <KeysetPager next={next} testId="inbox-careers-pager" />
    </AdminPage>
  );
}

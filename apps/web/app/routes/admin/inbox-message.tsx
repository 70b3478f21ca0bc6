import type { ReactNode } from 'react';
import { data, Form, useActionData, useNavigation } from 'react-router';
import {
  answerContactMessage,
  openContactMessage,
  setContactMessageArchived,
} from '@souq/core/admin/inbox-messages.service.ts';
import { REPLY_MAX_LENGTH } from '@souq/core/admin/inbox-options.ts';
import { isFeedbackType } from '@souq/core/content/feedback-types.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { can, requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { failed, formCall, PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { loaderAndActionHeaders } from '../../lib/account-form.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { ContactStatusBadge } from '../../components/admin/inbox-ui.tsx';
import {
  AdminDate,
  adminHref,
  fieldError,
  useAnswerToast,
  type AdminFormAnswer,
} from '../../components/admin/people-ui.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { Route } from './+types/inbox-message';

/** A contact message (issue 21); opening a new one marks it read. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service, actor } = await requireAdmin(rc, 'inbox.read');
  let message;
  try {
    message = await openContactMessage(service, params.id);
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
  return data(
    {
      locale: rc.locale,
      mayWrite: can(actor, 'inbox.write'),
      message: {
        ...message,
        createdAt: message.createdAt.toISOString(),
        answeredAt: message.answeredAt?.toISOString() ?? null,
        archivedAt: message.archivedAt?.toISOString() ?? null,
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** answer (emails the reply), archive, unarchive: one service call each; the services check the permission. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'inbox.read');
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const result = await formCall(rc.locale, async () => {
    if (intent === 'answer') {
      const answered = await answerContactMessage(service, params.id, { reply: textOf(form, 'reply') });
      return translate(rc.locale, 'admin.inbox.message.sent', { email: answered.email });
    }
    if (intent === 'archive' || intent === 'unarchive') {
      await setContactMessageArchived(service, params.id, intent === 'archive');
      return translate(
        rc.locale,
        intent === 'archive' ? 'admin.inbox.message.archived' : 'admin.inbox.message.unarchived',
      );
    }
    throw new Response('Unknown intent', { status: 400 });
  });
  if (!result.ok) return failed(result.failure, { intent, reply: textOf(form, 'reply') });
  return data({ ok: true as const, intent, message: result.value }, { headers: PRIVATE_HEADERS });
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.inbox.title');
}

function Detail({ label, children, ltr = false }: { label: string; children: ReactNode; ltr?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="text-sm text-ink">
        {/* Emails and phones read left to right inside either page direction. */}
        <span dir={ltr ? 'ltr' : undefined}>{children}</span>
      </dd>
    </div>
  );
}

export default function AdminInboxMessage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, message, mayWrite } = loaderData;
  const answer = useActionData() as (AdminFormAnswer & { reply?: string }) | undefined;
  useAnswerToast(answer);
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const archived = message.status === 'archived';
  const language = message.lang
    ? t(`admin.inbox.languages.${message.lang}`)
    : t('admin.inbox.message.unknownLanguage');
  const replyError = fieldError(answer, 'reply');
  return (
    <AdminPage
      title={t('admin.inbox.message.title', { name: message.name })}
      breadcrumbs={[{ label: t('admin.inbox.title'), href: adminHref(locale, '/inbox') }]}
      description={<ContactStatusBadge status={message.status} />}
      actions={
        mayWrite ? (
          <Form method="post">
            <input type="hidden" name="intent" value={archived ? 'unarchive' : 'archive'} />
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              loading={busy('archive') || busy('unarchive')}
              data-testid="message-archive"
            >
              {archived ? t('admin.inbox.message.unarchive') : t('admin.inbox.message.archive')}
            </Button>
          </Form>
        ) : null
      }
    >
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <AdminSection title={t('admin.inbox.message.details')}>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label={t('admin.inbox.message.fields.email')} ltr>
              <a href={`mailto:${message.email}`} className="text-brand hover:underline">
                {message.email}
              </a>
            </Detail>
            <Detail label={t('admin.inbox.message.fields.phone')} ltr>
              {message.phone ?? t('admin.common.none')}
            </Detail>
            <Detail label={t('admin.inbox.message.fields.subject')}>
              {isFeedbackType(message.feedbackType)
                ? t(`content.feedbackTypes.${message.feedbackType}`)
                : t('admin.common.none')}
            </Detail>
            <Detail label={t('admin.inbox.message.fields.received')}>
              <AdminDate iso={message.createdAt} time />
            </Detail>
            <Detail label={t('admin.inbox.message.fields.language')}>{language}</Detail>
            {message.comment ? (
              <Detail label={t('admin.inbox.message.fields.comment')}>
                <span dir="auto">{message.comment}</span>
              </Detail>
            ) : null}
          </dl>
          <p
            className="whitespace-pre-line rounded-lg bg-sand/60 p-3 text-sm leading-relaxed text-ink"
            dir="auto"
            data-testid="message-text"
          >
            {message.message}
          </p>
        </AdminSection>
        <AdminSection title={t('admin.inbox.message.answer')}>
          {message.reply ? (
            <div
              className="flex flex-col gap-2 rounded-lg border border-success/30 bg-success-soft/40 p-3"
              data-testid="message-answer"
            >
              <p className="flex flex-wrap gap-x-2 text-xs font-medium text-success">
                <span>
                  {message.answeredByName
                    ? t('admin.inbox.message.answeredBy', { name: message.answeredByName })
                    : t('admin.inbox.message.answeredOn')}
                </span>
                {message.answeredAt ? <AdminDate iso={message.answeredAt} time /> : null}
              </p>
              <p className="whitespace-pre-line text-sm text-ink" dir="auto">
                {message.reply}
              </p>
            </div>
          ) : null}
          {mayWrite ? (
            <Form method="post" className="flex flex-col gap-3" noValidate data-testid="message-reply-form">
              <input type="hidden" name="intent" value="answer" />
              <FormField
                label={t('admin.inbox.message.reply')}
                hint={t('admin.inbox.message.replyHint', { email: message.email, language })}
                error={replyError}
                required
              >
                <Textarea
                  name="reply"
                  rows={6}
                  maxLength={REPLY_MAX_LENGTH}
                  dir="auto"
                  defaultValue={answer && !answer.ok ? (answer.reply ?? '') : ''}
                  key={answer?.ok ? `sent-${message.answeredAt}` : 'reply'}
                  data-testid="message-reply"
                />
              </FormField>
              <div>
                <Button type="submit" loading={busy('answer')} data-testid="message-send">
                  {message.reply ? t('admin.inbox.message.sendAgain') : t('admin.inbox.message.send')}
                </Button>
              </div>
            </Form>
          ) : null}
        </AdminSection>
      </div>
    </AdminPage>
  );
}

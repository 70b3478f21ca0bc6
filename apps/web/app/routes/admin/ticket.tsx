import { data, Form, Link, redirect, useLocation, useNavigation } from 'react-router';
import { getTicketReview } from '@souq/core/admin/tickets.service.ts';
import { TICKET_ATTACHMENTS_MAX, type UploadedTicketFile } from '@souq/core/designers/ticket-attachments.ts';
import { REJECTION_REASON_MAX, TICKET_MESSAGE_MAX } from '@souq/core/designers/ticket-access.ts';
import { addTicketMessage } from '@souq/core/designers/ticket-messages.service.ts';
import { acceptTicket, rejectTicket, reopenTicket } from '@souq/core/designers/ticket-review.service.ts';
import type { TicketAttachmentView } from '@souq/core/designers/tickets.service.ts';
import { COUNTRIES, currencyOfCountry, type CountryCode } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { can, requireAdmin } from '../../lib/admin.server.ts';
import { orNotFound } from '../../lib/catalog-view.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import {
  failed,
  formCall,
  mergeHeaders,
  PRIVATE_HEADERS,
  textOf,
  type FormFailure,
} from '../../lib/session.server.ts';
import { ticketFiles, ticketFormFiles } from '../profile-product-add.server.ts';
import { AdminDialog, DialogActions } from '../../components/admin/admin-dialog.tsx';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { AdminTicketStatus } from '../../components/admin/ticket-status.tsx';
import { AttachmentLinks } from '../../components/designer/attachment-links.tsx';
import {
  AttachmentUploader,
  UploadFormSubmit,
  useUploadsPending,
} from '../../components/designer/attachment-uploader.tsx';
import { EventTime, OrderDate } from '../../components/orders/order-details.tsx';
import { useMoney } from '../../components/seller/seller-ui.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { cx } from '../../components/ui/cx.ts';
import { formatFileSize } from '../../components/ui/file-upload.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { Route } from './+types/ticket';

const INTENTS = ['accept', 'reject', 'reopen', 'reply'] as const;
type Intent = (typeof INTENTS)[number];
const DONE = ['accepted', 'rejected', 'reopened', 'sent'] as const;
type Done = (typeof DONE)[number];

type ActionAnswer = {
  ok: false;
  intent: Intent;
  error: FormFailure;
  values?: Record<string, string>;
  uploaded?: UploadedTicketFile[];
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

const fileData = (file: TicketAttachmentView) => ({
  id: file.id,
  originalName: file.originalName,
  mimeType: file.mimeType,
  sizeBytes: file.sizeBytes,
  url: file.url,
});

/**
 * One ticket for the desk (issue 17): the request and its designer, the files (images previewed,
 * the rest to download, through signed private links), the discussion (opening it marks the
 * designer's messages read) and the decisions: accept into a draft product, reject with a reason,
 * reopen a rejected one, reply.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { actor, service } = await requireAdmin(rc, 'tickets.read');
  const review = await orNotFound(getTicketReview(service, params.id, ticketFiles(rc)));
  const { ticket } = review;
  const done = new URL(request.url).searchParams.get('done');
  return data(
    {
      locale: rc.locale,
      mayDecide: can(actor, 'tickets.decide'),
      done: (DONE as readonly string[]).includes(done ?? '') ? (done as Done) : null,
      ticket: {
        id: ticket.id,
        name: ticket.name,
        description: ticket.description,
        status: ticket.status,
        basePriceMinor: ticket.basePriceMinor,
        currency: ticket.currency,
        designerStage: ticket.designerStage,
        forCompetition: ticket.forCompetition,
        category: ticket.category,
        createdAt: ticket.createdAt.toISOString(),
        decidedAt: iso(ticket.acceptanceDate ?? ticket.rejectionDate),
        rejectionReason: ticket.rejectionReason,
        attachments: ticket.attachments.map(fileData),
      },
      designer: review.designer,
      decidedBy: review.decidedBy,
      product: review.product,
      messages: review.messages.map((message) => ({
        id: message.id,
        fromStaff: message.fromStaff,
        authorName: message.author?.name ?? null,
        text: message.text,
        createdAt: message.createdAt.toISOString(),
        unread: message.readAt === null,
        attachments: message.attachments.map(fileData),
      })),
      maxAttachments: TICKET_ATTACHMENTS_MAX,
      reasonMax: REJECTION_REASON_MAX,
      messageMax: TICKET_MESSAGE_MAX,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** One decision or a reply, then back to the ticket (post, redirect, get) with what was done. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service: ctx } = await requireAdmin(rc, 'tickets.decide');
  const { locale } = rc;
  const form = await request.formData();
  const intent = INTENTS.find((candidate) => candidate === textOf(form, 'intent'));
  const back = (done: Done, hash = '') =>
    redirect(`${localePath(locale, `/admin/tickets/${params.id}`)}?done=${done}${hash}`, {
      status: 303,
      headers: PRIVATE_HEADERS,
    });
  const refuse = (which: Intent, failure: FormFailure, values: Record<string, string> = {}) =>
    failed(failure, { intent: which, values });
  if (!intent) throw data('Bad Request', { status: 400, headers: PRIVATE_HEADERS });

  if (intent === 'accept') {
    const values: Record<string, string> = {
      name: textOf(form, 'name'),
      arName: textOf(form, 'arName'),
    };
    const prices: Partial<Record<CountryCode, { price: string }>> = {};
    for (const country of COUNTRIES) {
      const price = textOf(form, `price_${country}`);
      values[`price_${country}`] = price;
      if (price.trim() !== '') prices[country] = { price };
    }
    const result = await formCall(locale, () =>
      acceptTicket(
        ctx,
        { ticket: params.id, name: values.name, arName: values.arName, prices },
        ticketFiles(rc),
      ),
    );
    if (!result.ok) return refuse('accept', result.failure, values);
    throw back('accepted');
  }
  if (intent === 'reject') {
    const reason = textOf(form, 'reason');
    const result = await formCall(locale, () =>
      rejectTicket(ctx, { ticket: params.id, reason }, ticketFiles(rc)),
    );
    if (!result.ok) return refuse('reject', { ...result.failure, field: 'reason' }, { reason });
    throw back('rejected');
  }
  if (intent === 'reopen') {
    const result = await formCall(locale, () => reopenTicket(ctx, params.id));
    if (!result.ok) return refuse('reopen', result.failure);
    throw back('reopened');
  }
  const text = textOf(form, 'text');
  const {
    files,
    tokens,
    refuse: refuseReply,
    filesRefused,
  } = await ticketFormFiles(rc, ctx, form, {
    intent: 'reply',
    values: { text },
  });
  if (filesRefused) return filesRefused;
  const result = await formCall(locale, () =>
    addTicketMessage(ctx, { ticket: params.id, text, attachments: tokens }, files),
  );
  if (!result.ok) return refuseReply({ ...result.failure, field: result.failure.field ?? 'text' });
  throw back('sent', '#latest');
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.tickets.title');
}

type LoaderData = Route.ComponentProps['loaderData'];
type FileData = LoaderData['ticket']['attachments'][number];

const isImage = (file: FileData) => Boolean(file.url && file.mimeType?.startsWith('image/'));

/** The ticket's files: pictures shown as they are (each opens full size), the others to download. */
function TicketFiles({ files }: { files: readonly FileData[] }) {
  const t = useT();
  if (files.length === 0)
    return <p className="text-sm text-ink-muted">{t('admin.tickets.detail.noAttachments')}</p>;
  const images = files.filter(isImage);
  const others = files.filter((file) => !isImage(file));
  const nameOf = (file: FileData) =>
    file.originalName || t('admin.tickets.detail.unnamed', { n: files.indexOf(file) + 1 });
  return (
    <div className="flex flex-col gap-3" data-testid="ticket-files">
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((file) => (
            <li key={file.id}>
              <a
                href={file.url!}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex flex-col gap-1 rounded-card border border-line bg-canvas p-2 hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
              >
                <img
                  src={file.url!}
                  alt={t('admin.tickets.detail.imagePreview', { name: nameOf(file) })}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg bg-sand object-contain"
                />
                <span className="flex items-center justify-between gap-2 text-xs text-ink-muted">
                  <bdi className="truncate">{nameOf(file)}</bdi>
                  {file.sizeBytes ? (
                    <span dir="ltr" className="num shrink-0">
                      {formatFileSize(file.sizeBytes)}
                    </span>
                  ) : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {others.map((file) => (
            <li key={file.id} className="max-w-full">
              {file.url ? (
                <a
                  href={file.url}
                  download={file.originalName ?? undefined}
                  className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-ink hover:border-brand hover:text-brand"
                  title={t('admin.tickets.detail.download', { name: nameOf(file) })}
                >
                  <bdi className="truncate">{nameOf(file)}</bdi>
                  {file.sizeBytes ? (
                    <span dir="ltr" className="num shrink-0 text-xs text-ink-muted">
                      {formatFileSize(file.sizeBytes)}
                    </span>
                  ) : null}
                </a>
              ) : (
                <span
                  className="inline-flex items-center gap-1.5 rounded-full border border-line bg-sand px-3 py-1.5 text-sm text-ink-muted"
                  title={t('admin.tickets.detail.noPreview')}
                >
                  <bdi>{nameOf(file)}</bdi>
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The discussion from the desk's side: the designer on the start edge, staff on the end edge. */
function Thread({ messages, designerName }: { messages: LoaderData['messages']; designerName: string }) {
  const t = useT();
  if (messages.length === 0)
    return <p className="text-sm text-ink-muted">{t('admin.tickets.detail.threadEmpty')}</p>;
  return (
    <ol className="flex flex-col gap-3" data-testid="admin-ticket-thread">
      {messages.map((message, index) => (
        <li
          key={message.id}
          id={index === messages.length - 1 ? 'latest' : undefined}
          data-from={message.fromStaff ? 'staff' : 'designer'}
          className={cx('flex scroll-mt-24', message.fromStaff ? 'justify-end' : 'justify-start')}
        >
          <article
            className={cx(
              'flex w-fit max-w-[92%] flex-col gap-2 rounded-2xl px-4 py-3 sm:max-w-[80%]',
              message.fromStaff
                ? 'rounded-ee-sm bg-brand-soft'
                : 'rounded-es-sm border border-line bg-surface',
              !message.fromStaff && message.unread && 'border-brand',
            )}
          >
            <header className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-xs text-ink-muted">
              <span className="font-semibold text-ink">
                {message.fromStaff ? (
                  t('admin.tickets.detail.fromStaff', {
                    name: message.authorName || t('admin.tickets.detail.supportTeam'),
                  })
                ) : (
                  <bdi>{designerName}</bdi>
                )}
              </span>
              <EventTime iso={message.createdAt} />
            </header>
            {message.text ? (
              <p className="whitespace-pre-line break-words text-sm leading-relaxed">
                <bdi>{message.text}</bdi>
              </p>
            ) : null}
            <AttachmentLinks attachments={message.attachments} />
          </article>
        </li>
      ))}
    </ol>
  );
}

function FieldError({ answer, intent }: { answer: ActionAnswer | undefined; intent: Intent }) {
  if (!answer || answer.intent !== intent) return null;
  return <Banner tone="error">{answer.error.message}</Banner>;
}

function Decisions({ loaderData, answer }: { loaderData: LoaderData; answer: ActionAnswer | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { ticket } = loaderData;
  const errorOf = (intent: Intent, field: string) =>
    answer?.intent === intent && answer.error.field === field ? answer.error.message : undefined;
  const valueOf = (intent: Intent, field: string) =>
    answer?.intent === intent ? (answer.values?.[field] ?? '') : '';
  const generalError = (intent: Intent, fields: readonly string[]) =>
    answer?.intent === intent && !fields.includes(answer.error.field ?? '') ? (
      <FieldError answer={answer} intent={intent} />
    ) : null;
  const priceFields = COUNTRIES.map((country) => `prices.${country}.price`);
  return (
    <div className="flex flex-wrap gap-2" data-testid="ticket-decisions">
      {ticket.status === 'waiting' ? (
        <>
          <AdminDialog
            trigger={t('admin.tickets.accept.button')}
            triggerVariant="primary"
            title={t('admin.tickets.accept.title')}
            description={t('admin.tickets.accept.description')}
            testId="ticket-accept"
          >
            {(close) => (
              <Form method="post" className="flex flex-col gap-4" noValidate>
                <input type="hidden" name="intent" value="accept" />
                {generalError('accept', ['name', 'arName', ...priceFields])}
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField
                    label={t('admin.tickets.accept.arName')}
                    hint={t('admin.tickets.accept.namesHint')}
                    error={errorOf('accept', 'arName')}
                  >
                    <Input
                      name="arName"
                      dir="rtl"
                      lang="ar"
                      maxLength={200}
                      placeholder={ticket.name}
                      defaultValue={valueOf('accept', 'arName')}
                    />
                  </FormField>
                  <FormField
                    label={t('admin.tickets.accept.enName')}
                    hint={t('admin.tickets.accept.namesHint')}
                    error={errorOf('accept', 'name')}
                  >
                    <Input
                      name="name"
                      dir="ltr"
                      lang="en"
                      maxLength={200}
                      placeholder={ticket.name}
                      defaultValue={valueOf('accept', 'name')}
                    />
                  </FormField>
                </div>
                <fieldset className="flex flex-col gap-2">
                  <legend className="text-sm font-semibold text-ink">
                    {t('admin.tickets.accept.prices')}
                  </legend>
                  <p className="text-xs text-ink-muted">{t('admin.tickets.accept.pricesHint')}</p>
                  <div className="grid gap-3 sm:grid-cols-3">
                    {COUNTRIES.map((country) => (
                      <FormField
                        key={country}
                        label={t('admin.tickets.accept.priceIn', {
                          country: t(`countries.${country}`),
                          currency: currencyOfCountry(country),
                        })}
                        error={errorOf('accept', `prices.${country}.price`)}
                      >
                        <Input
                          name={`price_${country}`}
                          inputMode="decimal"
                          dir="ltr"
                          defaultValue={valueOf('accept', `price_${country}`)}
                        />
                      </FormField>
                    ))}
                  </div>
                </fieldset>
                <DialogActions close={close}>
                  <button
                    type="submit"
                    disabled={busy}
                    className={buttonClasses({ size: 'sm' })}
                    data-testid="ticket-accept-submit"
                  >
                    {t('admin.tickets.accept.submit')}
                  </button>
                </DialogActions>
              </Form>
            )}
          </AdminDialog>
          <AdminDialog
            trigger={t('admin.tickets.reject.button')}
            title={t('admin.tickets.reject.title')}
            description={t('admin.tickets.reject.description')}
            testId="ticket-reject"
          >
            {(close) => (
              <Form method="post" className="flex flex-col gap-4" noValidate>
                <input type="hidden" name="intent" value="reject" />
                {generalError('reject', ['reason'])}
                <FormField
                  label={t('admin.tickets.reject.reason')}
                  hint={t('admin.tickets.reject.reasonHint')}
                  error={errorOf('reject', 'reason')}
                  required
                >
                  <Textarea
                    name="reason"
                    rows={4}
                    maxLength={loaderData.reasonMax}
                    defaultValue={valueOf('reject', 'reason')}
                  />
                </FormField>
                <DialogActions close={close}>
                  <button
                    type="submit"
                    disabled={busy}
                    className={buttonClasses({ variant: 'danger', size: 'sm' })}
                    data-testid="ticket-reject-submit"
                  >
                    {t('admin.tickets.reject.submit')}
                  </button>
                </DialogActions>
              </Form>
            )}
          </AdminDialog>
        </>
      ) : null}
      {ticket.status === 'rejected' ? (
        <AdminDialog
          trigger={t('admin.tickets.reopen.button')}
          title={t('admin.tickets.reopen.title')}
          description={t('admin.tickets.reopen.description')}
          testId="ticket-reopen"
        >
          {(close) => (
            <Form method="post" className="flex flex-col gap-4">
              <input type="hidden" name="intent" value="reopen" />
              <FieldError answer={answer} intent="reopen" />
              <DialogActions close={close}>
                <button
                  type="submit"
                  disabled={busy}
                  className={buttonClasses({ size: 'sm' })}
                  data-testid="ticket-reopen-submit"
                >
                  {t('admin.tickets.reopen.submit')}
                </button>
              </DialogActions>
            </Form>
          )}
        </AdminDialog>
      ) : null}
    </div>
  );
}

export default function AdminTicket({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, language } = useLocale();
  const location = useLocation();
  const money = useMoney();
  const navigation = useNavigation();
  const { uploading, onPendingChange } = useUploadsPending();
  const { ticket, designer, decidedBy, product, messages, mayDecide, done } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const replyError = answer?.intent === 'reply' ? answer.error : undefined;
  const category = ticket.category
    ? language === 'ar' && ticket.category.arName
      ? ticket.category.arName
      : ticket.category.name
    : null;
  const none = t('admin.common.none');
  const doneMessage: Record<Done, string> = {
    accepted: t('admin.tickets.accept.done'),
    rejected: t('admin.tickets.reject.done'),
    reopened: t('admin.tickets.reopen.done'),
    sent: t('admin.tickets.detail.sent'),
  };
  return (
    <AdminPage
      title={ticket.name}
      breadcrumbs={[{ label: t('admin.tickets.title'), href: localePath(locale, '/admin/tickets') }]}
      description={<AdminTicketStatus status={ticket.status} />}
      actions={
        // Remounted after each decision, so a dialog that succeeded is closed.
        mayDecide ? <Decisions key={location.search} loaderData={loaderData} answer={answer} /> : null
      }
    >
      {done && !answer ? (
        <Banner tone="success">
          <span data-testid="ticket-done" data-done={done}>
            {doneMessage[done]}
          </span>
        </Banner>
      ) : null}
      {answer && answer.intent !== 'reply' && answer.intent !== 'accept' && answer.intent !== 'reject' ? (
        <Banner tone="error">{answer.error.message}</Banner>
      ) : null}
      {product ? (
        <Banner tone={product.published ? 'success' : 'info'}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>
              {product.published
                ? t('admin.tickets.detail.productLive')
                : t('admin.tickets.detail.productDraft')}
            </span>
            <Link
              to={localePath(locale, `/admin/products/${product.id}`)}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              data-testid="ticket-product-editor"
            >
              {t('admin.tickets.detail.openEditor')}
            </Link>
          </div>
        </Banner>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <AdminSection title={t('admin.tickets.detail.description')}>
            <p className="whitespace-pre-line break-words text-sm leading-relaxed text-ink">
              <bdi>{ticket.description}</bdi>
            </p>
            {ticket.rejectionReason ? (
              <div className="rounded-card border border-danger/25 bg-danger-soft px-3 py-2 text-sm">
                <p className="font-semibold text-danger">{t('admin.tickets.detail.reason')}</p>
                <p className="whitespace-pre-line break-words text-ink-soft" data-testid="ticket-reason">
                  <bdi>{ticket.rejectionReason}</bdi>
                </p>
              </div>
            ) : null}
          </AdminSection>
          <AdminSection title={t('admin.tickets.detail.attachments')}>
            <TicketFiles files={ticket.attachments} />
          </AdminSection>
          <AdminSection title={t('admin.tickets.detail.discussion')}>
            <Thread messages={messages} designerName={designer.name} />
            {mayDecide ? (
              <Form
                key={messages.length}
                method="post"
                encType="multipart/form-data"
                noValidate
                className="flex flex-col gap-3 border-t border-line pt-4"
                data-testid="ticket-reply"
              >
                <input type="hidden" name="intent" value="reply" />
                <h3 className="text-sm font-semibold text-ink">{t('admin.tickets.detail.reply')}</h3>
                <FormField
                  label={t('admin.tickets.detail.message')}
                  error={replyError && replyError.field !== 'attachments' ? replyError.message : undefined}
                >
                  <Textarea
                    name="text"
                    rows={3}
                    maxLength={loaderData.messageMax}
                    defaultValue={answer?.intent === 'reply' ? (answer.values?.text ?? '') : ''}
                  />
                </FormField>
                <AttachmentUploader
                  label={t('admin.tickets.detail.attach')}
                  compact
                  max={loaderData.maxAttachments}
                  initial={answer?.intent === 'reply' ? answer.uploaded : undefined}
                  error={replyError?.field === 'attachments' ? replyError.message : undefined}
                  onPendingChange={onPendingChange}
                />
                <UploadFormSubmit
                  busy={navigation.state === 'submitting'}
                  uploading={uploading}
                  testId="ticket-reply-send"
                >
                  {t('admin.tickets.detail.send')}
                </UploadFormSubmit>
              </Form>
            ) : null}
          </AdminSection>
        </div>
        <div className="lg:self-start">
          <AdminSection title={t('admin.tickets.detail.details')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-ink-muted">{t('admin.tickets.detail.designer')}</dt>
              <dd>
                <Link
                  to={localePath(locale, `/admin/designers/${designer.id}`)}
                  className="font-semibold text-brand hover:underline"
                  title={t('admin.tickets.detail.openDesigner')}
                  data-testid="ticket-designer"
                >
                  <bdi>{designer.name}</bdi>
                </Link>
              </dd>
              <dt className="text-ink-muted">{t('admin.tickets.detail.email')}</dt>
              <dd className="break-all">
                {designer.email ? (
                  <bdi dir="ltr">
                    <a href={`mailto:${designer.email}`} className="hover:text-brand hover:underline">
                      {designer.email}
                    </a>
                  </bdi>
                ) : (
                  none
                )}
              </dd>
              {designer.phone ? (
                <>
                  <dt className="text-ink-muted">{t('admin.tickets.detail.phone')}</dt>
                  <dd className="num">
                    <bdi dir="ltr">{designer.phone}</bdi>
                  </dd>
                </>
              ) : null}
              <dt className="text-ink-muted">{t('admin.tickets.detail.mailLang')}</dt>
              <dd>{t(`admin.tickets.detail.languages.${designer.mailLang}`)}</dd>
              <dt className="text-ink-muted">{t('admin.tickets.detail.category')}</dt>
              <dd>{category ?? none}</dd>
              <dt className="text-ink-muted">{t('admin.tickets.detail.stage')}</dt>
              <dd>{ticket.designerStage ? <bdi>{ticket.designerStage}</bdi> : none}</dd>
              <dt className="text-ink-muted">{t('admin.tickets.detail.basePrice')}</dt>
              <dd className="num">
                {ticket.basePriceMinor === null ? none : money(ticket.basePriceMinor, ticket.currency)}
              </dd>
              <dt className="text-ink-muted">{t('admin.tickets.detail.competition')}</dt>
              <dd>{t(ticket.forCompetition ? 'admin.common.yes' : 'admin.common.no')}</dd>
              <dt className="text-ink-muted">{t('admin.tickets.detail.filed')}</dt>
              <dd className="whitespace-nowrap">
                <EventTime iso={ticket.createdAt} />
              </dd>
              <dt className="text-ink-muted">{t('admin.tickets.detail.decided')}</dt>
              <dd>{ticket.decidedAt ? <OrderDate iso={ticket.decidedAt} /> : none}</dd>
              <dt className="text-ink-muted">{t('admin.tickets.detail.decidedBy')}</dt>
              <dd>{decidedBy ? <bdi>{decidedBy.name}</bdi> : none}</dd>
            </dl>
          </AdminSection>
        </div>
      </div>
    </AdminPage>
  );
}

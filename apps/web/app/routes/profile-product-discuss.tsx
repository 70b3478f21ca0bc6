import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { TICKET_ATTACHMENTS_MAX, type UploadedTicketFile } from '@souq/core/designers/ticket-attachments.ts';
import { addTicketMessage, getTicketDiscussion } from '@souq/core/designers/ticket-messages.service.ts';
import { useLocale, useT } from '../i18n/i18n.ts';
import { accountFormPost } from '../lib/account-form.server.ts';
import { orNotFound } from '../lib/catalog-view.ts';
import { localePath } from '../lib/locale-routing.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { requestContext } from '../lib/request-context.server.ts';
import {
  formCall,
  mergeHeaders,
  PRIVATE_HEADERS,
  requireDesigner,
  textOf,
  type FormFailure,
} from '../lib/session.server.ts';
import { AttachmentLinks } from '../components/designer/attachment-links.tsx';
import {
  AttachmentUploader,
  UploadFormSubmit,
  useUploadsPending,
} from '../components/designer/attachment-uploader.tsx';
import { DiscussionThread } from '../components/designer/discussion-thread.tsx';
import { TicketStatusBadge, useCategoryName } from '../components/designer/ticket-card.tsx';
import { ticketData, ticketMessageData } from '../components/designer/ticket-data.ts';
import { OrderDate } from '../components/orders/order-details.tsx';
import { Banner } from '../components/ui/banner.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { ticketFiles, ticketFormFiles } from './profile-product-add.server.ts';
import type { Route } from './+types/profile-product-discuss';

const TEXT_MAX = 4000;

type ReplyAnswer = { ok: false; error: FormFailure; text: string; uploaded: UploadedTicketFile[] };

/**
 * products/discuss/{id} (SPEC.md section 2): the thread of a ticket, by the ticket's id or its
 * product's. Reading it marks the support team's messages read (the service does); another
 * designer's ticket is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireDesigner(rc);
  const discussion = await orNotFound(getTicketDiscussion(rc.service(actor), params.id, ticketFiles(rc)));
  return data(
    {
      locale,
      ticket: ticketData(discussion.ticket),
      messages: discussion.messages.map(ticketMessageData),
      maxAttachments: TICKET_ATTACHMENTS_MAX,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** addTicketMessage, then back to the thread (post, redirect, get: a reload does not post twice). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { rc, locale, form, ctx } = await accountFormPost(request, context, requireDesigner);
  const text = textOf(form, 'text');
  const { files, tokens, refuse, filesRefused } = await ticketFormFiles(rc, ctx, form, { text });
  if (filesRefused) return filesRefused;
  const result = await formCall(locale, () =>
    addTicketMessage(ctx, { ticket: params.id, text, attachments: tokens }, files),
  );
  if (!result.ok) return refuse({ ...result.failure, field: result.failure.field ?? 'text' });
  throw redirect(`${localePath(locale, `/profile/products/discuss/${params.id}`)}#latest`, {
    status: 303,
    headers: PRIVATE_HEADERS,
  });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'seller.discussion.title');
}

export default function ProfileProductDiscuss({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useLocale();
  const categoryName = useCategoryName();
  const navigation = useNavigation();
  const { uploading, onPendingChange } = useUploadsPending();
  const { ticket, messages } = loaderData;
  const answer = actionData as ReplyAnswer | undefined;
  const error = answer?.error;
  const textError = error && (error.field === 'text' || !error.field) ? error.message : undefined;
  const filesError = error?.field === 'attachments' ? error.message : undefined;
  const busy = navigation.state === 'submitting';
  const category = categoryName(ticket.category);
  return (
    <div className="flex flex-col gap-6" data-testid="product-discussion">
      <div className="flex flex-col gap-2">
        <Link
          to={localePath(locale, '/profile/tickets')}
          className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand hover:underline"
        >
          <Icon name="arrow-start" size={16} />
          {t('seller.discussion.back')}
        </Link>
        <h2 className="break-words text-2xl font-bold text-ink">
          {t('seller.discussion.heading', { name: ticket.name })}
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <TicketStatusBadge status={ticket.status} />
          {category ? <span>{category}</span> : null}
          <span>
            {t('seller.tickets.sentOn')} <OrderDate iso={ticket.createdAt} />
          </span>
        </div>
        <AttachmentLinks attachments={ticket.attachments} label={t('seller.tickets.attachments')} />
      </div>
      <DiscussionThread messages={messages} />
      <Form
        key={messages.length}
        method="post"
        encType="multipart/form-data"
        noValidate
        id="reply"
        className="flex flex-col gap-4 rounded-panel border border-line bg-surface p-4 sm:p-5"
        data-testid="discussion-reply"
      >
        <h3 className="font-bold text-ink">{t('seller.discussion.reply')}</h3>
        {error && error.field !== 'text' && error.field !== 'attachments' && error.field ? (
          <Banner tone="error">{error.message}</Banner>
        ) : null}
        <FormField label={t('seller.discussion.message')} error={textError}>
          <Textarea name="text" rows={4} maxLength={TEXT_MAX} defaultValue={answer?.text ?? ''} />
        </FormField>
        <AttachmentUploader
          label={t('seller.discussion.attach')}
          compact
          max={loaderData.maxAttachments}
          initial={answer?.uploaded}
          error={filesError}
          onPendingChange={onPendingChange}
        />
        <UploadFormSubmit busy={busy} uploading={uploading} testId="discussion-send">
          {t('seller.discussion.send')}
        </UploadFormSubmit>
      </Form>
    </div>
  );
}

import { useT } from '../../i18n/i18n.ts';
import { EventTime } from '../orders/order-details.tsx';
import { cx } from '../ui/cx.ts';
import { AttachmentLinks } from './attachment-links.tsx';
import type { TicketMessageData } from './ticket-data.ts';

/**
 * The discussion of a ticket, oldest first: the designer's own messages on the end side, the
 * support team's on the start side (mirrored in Arabic by the logical classes), each with its files.
 */
export function DiscussionThread({ messages }: { messages: readonly TicketMessageData[] }) {
  const t = useT();
  if (messages.length === 0) {
    return (
      <p className="rounded-panel border border-dashed border-line-strong bg-surface px-4 py-6 text-center text-sm text-ink-muted">
        {t('seller.discussion.empty')}
      </p>
    );
  }
  return (
    <ol
      className="flex flex-col gap-3"
      aria-label={t('seller.discussion.threadLabel')}
      data-testid="discussion-thread"
    >
      {messages.map((message, index) => {
        const mine = !message.fromStaff;
        const author = mine ? t('seller.discussion.you') : message.authorName || t('seller.discussion.staff');
        return (
          <li
            key={message.id}
            // The address a posted reply comes back to: the newest message in view.
            id={index === messages.length - 1 ? 'latest' : undefined}
            data-testid="discussion-message"
            data-from={mine ? 'designer' : 'staff'}
            className={cx('flex scroll-mt-32', mine ? 'justify-end' : 'justify-start')}
          >
            <article
              className={cx(
                'flex w-fit max-w-[92%] flex-col gap-2 rounded-2xl px-4 py-3 sm:max-w-[80%]',
                mine
                  ? 'rounded-ee-sm bg-brand-soft text-ink'
                  : 'rounded-es-sm border border-line bg-surface text-ink',
              )}
            >
              <header className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-xs text-ink-muted">
                <span className="font-semibold text-ink">
                  {mine ? author : t('seller.discussion.staffName', { name: author })}
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
        );
      })}
    </ol>
  );
}

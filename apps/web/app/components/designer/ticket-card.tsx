import { Form, Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { OrderDate } from '../orders/order-details.tsx';
import { useCount, useMoney } from '../seller/seller-ui.tsx';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { buttonClasses } from '../ui/button-styles.ts';
import { AttachmentLinks } from './attachment-links.tsx';
import type { TicketData, TicketStatus } from './ticket-data.ts';

const TONES: Record<TicketStatus, BadgeTone> = {
  waiting: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useT();
  return (
    <span data-testid="ticket-status" data-status={status}>
      <Badge tone={TONES[status]}>{t(`seller.tickets.statuses.${status}`)}</Badge>
    </span>
  );
}

/** The category's name in the page's language (its English name when it has no Arabic one). */
export function useCategoryName() {
  const { language } = useLocale();
  return (category: TicketData['category']) =>
    category ? (language === 'ar' && category.arName ? category.arName : category.name) : null;
}

/**
 * One ticket of the designer's lists: what was sent and when, the decision and its date (the
 * reason of a rejection), the files, the discussion with its unread count, the product once it is
 * published, and for a rejected one a remove form that asks first (a disclosure, so it works
 * without JavaScript).
 */
export function TicketCard({ ticket }: { ticket: TicketData }) {
  const t = useT();
  const { locale } = useLocale();
  const money = useMoney();
  const categoryName = useCategoryName();
  const count = useCount();
  const category = categoryName(ticket.category);
  const headingId = `ticket-${ticket.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="ticket-card"
      data-ticket-id={ticket.id}
      className="flex flex-col gap-3 rounded-panel border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words text-lg font-bold text-ink">
            <bdi>{ticket.name}</bdi>
          </h3>
          {category ? <p className="text-sm text-ink-muted">{category}</p> : null}
        </div>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('seller.tickets.sentOn')}</dt>
        <dd className="text-ink">
          <OrderDate iso={ticket.createdAt} />
        </dd>
        {ticket.basePriceMinor !== null ? (
          <>
            <dt className="text-ink-muted">{t('seller.addProduct.basePrice')}</dt>
            <dd className="num text-ink">{money(ticket.basePriceMinor, ticket.currency)}</dd>
          </>
        ) : null}
        {ticket.acceptanceDate ? (
          <>
            <dt className="text-ink-muted">{t('seller.tickets.acceptedOn')}</dt>
            <dd className="text-ink">
              <OrderDate iso={ticket.acceptanceDate} />
            </dd>
          </>
        ) : null}
        {ticket.rejectionDate ? (
          <>
            <dt className="text-ink-muted">{t('seller.tickets.rejectedOn')}</dt>
            <dd className="text-ink">
              <OrderDate iso={ticket.rejectionDate} />
            </dd>
          </>
        ) : null}
      </dl>
      {ticket.rejectionReason ? (
        <div className="rounded-card border border-danger/25 bg-danger-soft px-3 py-2 text-sm">
          <p className="font-semibold text-danger">{t('seller.tickets.reason')}</p>
          <p className="whitespace-pre-line break-words text-ink-soft" data-testid="ticket-reason">
            <bdi>{ticket.rejectionReason}</bdi>
          </p>
        </div>
      ) : null}
      <AttachmentLinks attachments={ticket.attachments} label={t('seller.tickets.attachments')} />
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={localePath(locale, `/profile/products/discuss/${ticket.id}`)}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          data-testid="ticket-discuss"
        >
          {t('seller.tickets.discuss')}
          {ticket.unreadForDesigner > 0 ? (
            <>
              <span
                aria-hidden="true"
                className="grid h-5 min-w-5 place-items-center rounded-full bg-sale px-1 text-2xs font-bold text-white"
                data-testid="ticket-unread"
              >
                {count(ticket.unreadForDesigner)}
              </span>
              <span className="sr-only">
                {t('seller.tickets.unread', { count: ticket.unreadForDesigner })}
              </span>
            </>
          ) : null}
        </Link>
        {ticket.product?.published ? (
          <Link
            to={localePath(locale, `/products/${ticket.product.slug || ticket.product.id}`)}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            {t('seller.tickets.viewProduct')}
          </Link>
        ) : null}
        {ticket.status === 'rejected' ? (
          <details className="group">
            <summary
              className={buttonClasses({
                variant: 'ghost',
                size: 'sm',
                className: 'cursor-pointer list-none text-danger',
              })}
            >
              {t('seller.tickets.remove')}
            </summary>
            <Form
              method="post"
              className="mt-2 flex flex-wrap items-center gap-2 rounded-card border border-line bg-canvas p-3"
            >
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="ticket" value={ticket.id} />
              <p className="text-sm text-ink">{t('seller.tickets.removeConfirm', { name: ticket.name })}</p>
              <Button type="submit" variant="danger" size="sm">
                {t('seller.tickets.removeYes')}
              </Button>
            </Form>
          </details>
        ) : null}
      </div>
    </article>
  );
}

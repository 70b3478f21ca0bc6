import { data, Link, useSearchParams } from 'react-router';
import { getDesignerTickets, removeRejectedTicket } from '@souq/core/designers/tickets.service.ts';
import { t as translate, useLocale, useT } from '../i18n/i18n.ts';
import { accountFormPost, loaderAndActionHeaders, savedAnswer } from '../lib/account-form.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { failed, formCall, PRIVATE_HEADERS, requireDesigner, textOf } from '../lib/session.server.ts';
import type { AuthActionData } from '../components/account/account-types.ts';
import { useActionToast } from '../components/account/use-action-toast.ts';
import { TicketCard } from '../components/designer/ticket-card.tsx';
import {
  groupTickets,
  statusOf,
  ticketData,
  TICKET_STATUSES,
  type TicketStatus,
} from '../components/designer/ticket-data.ts';
import { PageTitle, useCount } from '../components/seller/seller-ui.tsx';
import { Banner } from '../components/ui/banner.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { cx } from '../components/ui/cx.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ticketFiles } from './profile-product-add.server.ts';
import type { Route } from './+types/profile-tickets';

/** The designer's tickets (SPEC.md section 4: waiting approval, accepted, rejected), designers only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireDesigner(rc);
  const tickets = await getDesignerTickets(rc.service(actor), { designer: actor.id }, ticketFiles(rc));
  return data({ locale, tickets: tickets.map(ticketData) }, { headers: PRIVATE_HEADERS });
}

/** removeRejectedTicket (SPEC.md section 7): only a rejected ticket of the designer's own. */
export async function action({ request, context }: Route.ActionArgs) {
  const { rc, locale, form, ctx } = await accountFormPost(request, context, requireDesigner);
  // With the file location, so the removed ticket's attachments leave the private folder too.
  const result = await formCall(locale, () =>
    removeRejectedTicket(ctx, textOf(form, 'ticket'), ticketFiles(rc)),
  );
  if (!result.ok) return failed(result.failure);
  return savedAnswer(translate(locale, 'seller.tickets.removed'));
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'seller.tickets.title');
}

const EMPTY_KEYS = {
  waiting: 'seller.tickets.empty.waiting',
  accepted: 'seller.tickets.empty.accepted',
  rejected: 'seller.tickets.empty.rejected',
} as const;

export default function ProfileTickets({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useLocale();
  const count = useCount();
  const [search] = useSearchParams();
  const sent = search.get('sent') === '1';
  const status: TicketStatus = statusOf(search.get('status'));
  const groups = groupTickets(loaderData.tickets);
  const shown = groups[status];
  useActionToast(actionData as AuthActionData | undefined);
  const base = localePath(locale, '/profile/tickets');
  return (
    <div className="flex flex-col gap-6" data-testid="profile-tickets">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageTitle title={t('seller.tickets.title')} intro={t('seller.tickets.intro')} />
        <ButtonLink to={localePath(locale, '/profile/products/add')} size="sm">
          {t('seller.tickets.addProduct')}
        </ButtonLink>
      </div>
      {sent ? (
        <div data-testid="ticket-sent">
          <Banner tone="success">{t('seller.addProduct.sent')}</Banner>
        </div>
      ) : null}
      {/* Links, not script tabs: each list has its address and works without JavaScript. */}
      <nav aria-label={t('seller.tickets.listsLabel')}>
        <ul className="flex border-b border-line sm:gap-1">
          {TICKET_STATUSES.map((each) => {
            const current = each === status;
            return (
              <li key={each} className="flex flex-auto sm:flex-none">
                <Link
                  to={`${base}?status=${each}`}
                  aria-current={current ? 'page' : undefined}
                  data-testid={`ticket-tab-${each}`}
                  className={cx(
                    '-mb-px flex w-full items-center justify-center gap-1.5 border-b-2 px-1.5 py-2.5 text-center text-sm leading-tight font-semibold transition-colors sm:gap-2 sm:px-3',
                    current ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-ink',
                  )}
                >
                  {t(`seller.tickets.statuses.${each}`)}
                  <span
                    className={cx(
                      'num grid h-5 min-w-5 place-items-center rounded-full px-1.5 text-2xs font-bold',
                      current ? 'bg-brand text-white' : 'bg-sand text-ink-soft',
                    )}
                    data-testid={`ticket-count-${each}`}
                  >
                    {count(groups[each].length)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-label={t(`seller.tickets.statuses.${status}`)} className="flex flex-col gap-4">
        {shown.length === 0 ? (
          <EmptyState
            illustration="orders"
            title={t(EMPTY_KEYS[status])}
            action={
              status === 'waiting' ? (
                <ButtonLink to={localePath(locale, '/profile/products/add')}>
                  {t('seller.tickets.addProduct')}
                </ButtonLink>
              ) : undefined
            }
          />
        ) : (
          shown.map((ticket) => <TicketCard key={ticket.id} ticket={ticket} />)
        )}
      </section>
    </div>
  );
}

/**
 * The inbox's shared pieces (issue 21): the tabs between its four pages (messages, job
 * applications, moderation, search keywords), with the count of new messages, and a message's
 * status badge.
 */
import { NavLink } from 'react-router';
import type { ContactMessageStatus } from '@souq/core/admin/inbox-options.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { useCount } from '../seller/seller-ui.tsx';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { cx } from '../ui/cx.ts';
import { adminHref } from './people-ui.tsx';

export const INBOX_TABS = ['messages', 'careers', 'reviews', 'search'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

const TAB_PATHS: Record<InboxTab, string> = {
  messages: '/inbox',
  careers: '/inbox/careers',
  reviews: '/inbox/reviews',
  search: '/inbox/search',
};

export function InboxTabs({
  locale,
  current,
  newCount,
}: {
  locale: LocaleCode;
  current: InboxTab;
  newCount: number;
}) {
  const t = useT();
  const count = useCount();
  return (
    <nav aria-label={t('admin.inbox.tabsLabel')} className="flex flex-wrap gap-1 border-b border-line">
      {INBOX_TABS.map((tab) => {
        const active = tab === current;
        return (
          <NavLink
            key={tab}
            to={adminHref(locale, TAB_PATHS[tab])}
            end
            aria-current={active ? 'page' : undefined}
            data-testid={`inbox-tab-${tab}`}
            className={cx(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium',
              active ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {t(`admin.inbox.tabs.${tab}`)}
            {tab === 'messages' && newCount > 0 ? (
              <span
                className="num rounded-full bg-brand px-2 text-xs text-white"
                data-testid="inbox-new-count"
              >
                <span aria-hidden="true">{count(newCount)}</span>
                <span className="sr-only">{t('admin.inbox.newCount', { count: newCount })}</span>
              </span>
            ) : null}
          </NavLink>
        );
      })}
    </nav>
  );
}

const STATUS_TONES: Record<ContactMessageStatus, BadgeTone> = {
  new: 'brand',
  read: 'neutral',
  answered: 'success',
  archived: 'warning',
};

export function ContactStatusBadge({ status }: { status: ContactMessageStatus }) {
  const t = useT();
  return (
    <span data-status={status} className="contents">
      <Badge tone={STATUS_TONES[status]}>{t(`admin.inbox.statuses.${status}`)}</Badge>
    </span>
  );
}

import { data, Link } from 'react-router';
import { CONTENT_PAGE_KINDS, HOME_MEDIA_KINDS } from '@souq/core/admin/content/content-options.ts';
import { useLocale, useT, type MessageKey } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { adminHref } from '../../components/admin/people-ui.tsx';
import type { Route } from './+types/content';

/** The content area's hub (issue 21): one card per kind of content. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  await requireAdmin(rc, 'content.write');
  return data({ locale: rc.locale }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.content.hub.title');
}

const CARDS: { id: string; path: string; title: MessageKey; text: MessageKey }[] = [
  {
    id: 'posts',
    path: '/content/posts',
    title: 'admin.content.hub.posts',
    text: 'admin.content.hub.postsText',
  },
  ...HOME_MEDIA_KINDS.map((kind) => ({
    id: kind,
    path: `/content/home/${kind}`,
    title: `admin.content.hub.${kind}` as MessageKey,
    text: `admin.content.hub.${kind}Text` as MessageKey,
  })),
  { id: 'faqs', path: '/content/faqs', title: 'admin.content.hub.faqs', text: 'admin.content.hub.faqsText' },
  {
    id: 'careers',
    path: '/content/careers',
    title: 'admin.content.hub.careers',
    text: 'admin.content.hub.careersText',
  },
  {
    id: 'headers',
    path: '/content/headers',
    title: 'admin.content.hub.headers',
    text: 'admin.content.hub.headersText',
  },
  { id: 'how', path: '/content/how', title: 'admin.content.hub.how', text: 'admin.content.hub.howText' },
];

export default function AdminContent() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <AdminPage title={t('admin.content.hub.title')} description={t('admin.content.hub.description')}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="content-hub">
        {CARDS.map((card) => (
          <li key={card.id}>
            <Link
              to={adminHref(locale, card.path)}
              className="flex h-full flex-col gap-1 rounded-card border border-line bg-surface p-4 hover:border-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
              data-testid={`content-hub-${card.id}`}
            >
              <span className="font-semibold text-ink">{t(card.title)}</span>
              <span className="text-sm text-ink-muted">{t(card.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <AdminSection title={t('admin.content.hub.pages')}>
        <p className="text-sm text-ink-muted">{t('admin.content.hub.pagesText')}</p>
        <ul className="flex flex-wrap gap-2" data-testid="content-hub-pages">
          {CONTENT_PAGE_KINDS.map((kind) => (
            <li key={kind}>
              <Link
                to={adminHref(locale, `/content/pages/${kind}`)}
                className="inline-flex rounded-full border border-line px-3 py-1.5 text-sm text-ink hover:border-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                data-testid={`content-page-link-${kind}`}
              >
                {t(`admin.content.pages.kinds.${kind}`)}
              </Link>
            </li>
          ))}
        </ul>
      </AdminSection>
    </AdminPage>
  );
}

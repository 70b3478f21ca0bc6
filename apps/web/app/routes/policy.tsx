import { getTerms } from '@souq/core/content/pages.service.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { stripLocale } from '../lib/locale-routing.ts';
import { textIn } from '../lib/catalog-view.ts';
import { useT } from '../i18n/i18n.ts';
import { contentMeta, type ContentPageKey } from '../lib/content-view.ts';
import { loadContentPage, unlessMissing } from '../lib/content-page.server.ts';
import { ContentPage, ContentPageHeader, useFormatDate } from '../components/content/content-page-header.tsx';
import { PolicyBody } from '../components/content/page-bodies.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import type { Route } from './+types/policy';

/** The terms-like pages this route serves, by the last segment of the URL (one route id each in routes.ts). */
const POLICY_PAGES = {
  privacy: 'privacy',
  shipping: 'shipping',
  terms: 'terms',
  exchangePolicy: 'exchangePolicy',
} as const satisfies Record<string, ContentPageKey>;

type PolicyPage = keyof typeof POLICY_PAGES;
const isPolicyPage = (value: string): value is PolicyPage => Object.hasOwn(POLICY_PAGES, value);

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const segment = stripLocale(new URL(request.url).pathname).replace(/^\/|\/$/g, '');
  const page: PolicyPage = isPolicyPage(segment) ? segment : 'terms';
  const { language, ctx, head, intro, homeHref } = await loadContentPage(rc, POLICY_PAGES[page]);
  const terms = await unlessMissing(getTerms(ctx, page));
  return {
    head,
    intro,
    homeHref,
    page: terms && {
      updatedAt: terms.updatedAt,
      description: textIn(language, terms.description, terms.arDescription) ?? '',
      items: terms.content.map((item) => ({
        title: textIn(language, item.title, item.arTitle) ?? '',
        html: textIn(language, item.description, item.arDescription) ?? '',
      })),
    },
  };
}

export const meta = ({ data }: Route.MetaArgs) => contentMeta(data?.head);

export default function Policy({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const formatDate = useFormatDate();
  const { head, intro, homeHref, page } = loaderData;
  return (
    <ContentPage>
      <ContentPageHeader homeHref={homeHref} title={head.title} intro={intro}>
        {page ? (
          <p className="text-sm text-ink-muted">
            {t('content.updatedAt')} <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
          </p>
        ) : null}
      </ContentPageHeader>
      {page ? (
        <PolicyBody page={page} />
      ) : (
        <EmptyState title={t('content.notWritten')} description={t('content.notWrittenText')} />
      )}
    </ContentPage>
  );
}

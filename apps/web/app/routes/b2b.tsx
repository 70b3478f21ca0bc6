import { getTerms } from '@souq/core/content/pages.service.ts';
import { textIn } from '../lib/catalog-view.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { CONTENT_PAGES, contentMeta } from '../lib/content-view.ts';
import { loadContentPage, unlessMissing } from '../lib/content-page.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { ContentPage, ContentPageHeader } from '../components/content/content-page-header.tsx';
import { RichText } from '../components/content/rich-text.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import type { Route } from './+types/b2b';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language, ctx, head, intro, homeHref } = await loadContentPage(rc, 'b2b');
  const page = await unlessMissing(getTerms(ctx, 'b2b'));
  return {
    head,
    intro,
    homeHref,
    quoteHref: `${localePath(locale, CONTENT_PAGES.contact)}?type=b2b`,
    page: page && {
      description: textIn(language, page.description, page.arDescription) ?? '',
      items: page.content.map((item) => ({
        title: textIn(language, item.title, item.arTitle) ?? '',
        html: textIn(language, item.description, item.arDescription) ?? '',
      })),
    },
  };
}

export const meta = ({ data }: Route.MetaArgs) => contentMeta(data?.head);

export default function B2b({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { head, intro, homeHref, quoteHref, page } = loaderData;
  return (
    <ContentPage>
      <ContentPageHeader homeHref={homeHref} title={head.title} intro={intro} />
      {page ? (
        <>
          <RichText html={page.description} className="text-lg" />
          {page.items.length > 0 ? (
            <div className="grid gap-6 sm:grid-cols-2">
              {page.items.map((item, index) => (
                <section
                  key={`${index}-${item.title}`}
                  aria-labelledby={`b2b-${index}`}
                  className="rounded-panel border border-line bg-surface p-6"
                >
                  <h2 id={`b2b-${index}`} className="text-lg font-bold text-ink">
                    {item.title}
                  </h2>
                  <RichText html={item.html} className="mt-3" />
                </section>
              ))}
            </div>
          ) : null}
        </>
      ) : (
        <EmptyState title={t('content.notWritten')} description={t('content.notWrittenText')} />
      )}
      <section
        aria-labelledby="b2b-quote"
        className="flex flex-col items-start gap-4 rounded-panel bg-brand-soft p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex flex-col gap-1">
          <h2 id="b2b-quote" className="text-lg font-bold text-ink">
            {t('content.b2b.title')}
          </h2>
          <p className="text-ink-soft">{t('content.b2b.ctaText')}</p>
        </div>
        <ButtonLink to={quoteHref}>{t('content.b2b.cta')}</ButtonLink>
      </section>
    </ContentPage>
  );
}

import { getCareers } from '@souq/core/content/careers.service.ts';
import { inLanguage, textIn } from '../lib/catalog-view.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { CONTENT_PAGES, contentMeta } from '../lib/content-view.ts';
import { loadContentPage } from '../lib/content-page.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { ContentPage, ContentPageHeader } from '../components/content/content-page-header.tsx';
import { RichText } from '../components/content/rich-text.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import type { Route } from './+types/careers';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language, ctx, head, intro, homeHref } = await loadContentPage(rc, 'careers');
  const careers = await getCareers(ctx);
  const applyHref = localePath(locale, CONTENT_PAGES.careerApply);
  return {
    head,
    intro,
    homeHref,
    contactHref: localePath(locale, CONTENT_PAGES.contact),
    careers: careers.map((career) => ({
      id: career._id,
      title: textIn(language, career.title, career.arTitle) ?? '',
      html: textIn(language, career.description, career.arDescription) ?? '',
      tags: career.careerTags.map((tag) => inLanguage(language, tag)),
      applyHref: `${applyHref}?career=${career._id}`,
    })),
  };
}

export const meta = ({ data }: Route.MetaArgs) => contentMeta(data?.head);

export default function Careers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { head, intro, homeHref, contactHref, careers } = loaderData;
  return (
    <ContentPage>
      <ContentPageHeader homeHref={homeHref} title={head.title} intro={intro} />
      {careers.length === 0 ? (
        <EmptyState
          title={t('content.careers.empty')}
          description={t('content.careers.emptyText')}
          action={
            <ButtonLink to={contactHref} variant="secondary">
              {t('content.titles.contact')}
            </ButtonLink>
          }
        />
      ) : (
        <ul className="flex flex-col gap-5">
          {careers.map((career) => (
            <li key={career.id}>
              <article
                aria-labelledby={`career-${career.id}`}
                className="flex flex-col gap-4 rounded-panel border border-line bg-surface p-6 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="flex flex-col gap-3">
                  <h2 id={`career-${career.id}`} className="text-xl font-bold text-ink">
                    {career.title}
                  </h2>
                  {career.tags.length > 0 ? (
                    <ul className="flex flex-wrap gap-2" aria-label={t('content.careers.tags')}>
                      {career.tags.map((tag) => (
                        <li key={tag}>
                          <Badge>{tag}</Badge>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <RichText html={career.html} />
                </div>
                <ButtonLink
                  to={career.applyHref}
                  className="shrink-0"
                  aria-label={t('content.careers.applyFor', { title: career.title })}
                >
                  {t('content.careers.apply')}
                </ButtonLink>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}

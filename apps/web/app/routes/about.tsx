import { getAbout } from '@souq/core/content/pages.service.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { textIn } from '../lib/catalog-view.ts';
import { contentMeta } from '../lib/content-view.ts';
import { loadContentPage, unlessMissing } from '../lib/content-page.server.ts';
import { ContentPage, ContentPageHeader } from '../components/content/content-page-header.tsx';
import { RichText } from '../components/content/rich-text.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import type { Route } from './+types/about';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { language, ctx, head, intro, homeHref } = await loadContentPage(rc, 'about');
  const about = await unlessMissing(getAbout(ctx));
  const pick = (en: string, ar: string) => textIn(language, en, ar) ?? '';
  return {
    head,
    intro,
    homeHref,
    about: about && {
      description: pick(about.description, about.arDescription),
      sections: [
        {
          id: 'what-we-do',
          key: 'content.about.whatWeDo' as const,
          html: pick(about.whatWeDo, about.arWhatWeDo),
        },
        { id: 'mission', key: 'content.about.mission' as const, html: pick(about.mission, about.arMission) },
        { id: 'vision', key: 'content.about.vision' as const, html: pick(about.vision, about.arVision) },
      ].filter((section) => section.html !== ''),
    },
  };
}

export const meta = ({ data }: Route.MetaArgs) => contentMeta(data?.head);

export default function About({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { head, intro, homeHref, about } = loaderData;
  return (
    <ContentPage>
      <ContentPageHeader homeHref={homeHref} title={head.title} intro={intro} />
      {about ? (
        <>
          <RichText html={about.description} className="text-lg" />
          <div className="grid gap-6 md:grid-cols-3">
            {about.sections.map((section) => (
              <section
                key={section.id}
                aria-labelledby={`about-${section.id}`}
                className="rounded-panel border border-line bg-surface p-6"
              >
                <h2 id={`about-${section.id}`} className="text-lg font-bold text-ink">
                  {t(section.key)}
                </h2>
                <RichText html={section.html} className="mt-3" />
              </section>
            ))}
          </div>
        </>
      ) : (
        <EmptyState title={t('content.notWritten')} description={t('content.notWrittenText')} />
      )}
    </ContentPage>
  );
}

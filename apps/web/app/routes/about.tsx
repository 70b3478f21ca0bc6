import { getAbout } from '@souq/core/content/pages.service.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { textIn } from '../lib/catalog-view.ts';
import { contentMeta } from '../lib/content-view.ts';
import { loadContentPage, unlessMissing } from '../lib/content-page.server.ts';
import { ContentPage, ContentPageHeader } from '../components/content/content-page-header.tsx';
import { AboutBody, aboutSections } from '../components/content/page-bodies.tsx';
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
      sections: aboutSections((name) =>
        name === 'whatWeDo'
          ? pick(about.whatWeDo, about.arWhatWeDo)
          : name === 'mission'
            ? pick(about.mission, about.arMission)
            : pick(about.vision, about.arVision),
      ),
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
        <AboutBody about={about} />
      ) : (
        <EmptyState title={t('content.notWritten')} description={t('content.notWrittenText')} />
      )}
    </ContentPage>
  );
}

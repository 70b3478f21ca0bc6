import { getHowItWorksStages, HOW_IT_WORKS_TYPES } from '@souq/core/content/pages.service.ts';
import { textIn } from '../lib/catalog-view.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { contentImageSrc, contentMeta } from '../lib/content-view.ts';
import { loadContentPage } from '../lib/content-page.server.ts';
import { ContentPage, ContentPageHeader } from '../components/content/content-page-header.tsx';
import { RichText } from '../components/content/rich-text.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import type { Route } from './+types/how';

/** Seeded stage pictures are square, 400 px. */
const STAGE_IMAGE_SIZE = 400;

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { language, ctx, head, intro, homeHref } = await loadContentPage(rc, 'how');
  const stages = await getHowItWorksStages(ctx);
  const journeys = HOW_IT_WORKS_TYPES.map((type) => ({
    type,
    stages: stages
      .filter((stage) => stage.type === type)
      .map((stage) => ({
        id: stage._id,
        number: stage.number,
        title: textIn(language, stage.title, stage.arTitle) ?? '',
        html: textIn(language, stage.description, stage.arDescription) ?? '',
        image: contentImageSrc(stage.image),
      })),
  })).filter((journey) => journey.stages.length > 0);
  return { head, intro, homeHref, journeys };
}

export const meta = ({ data }: Route.MetaArgs) => contentMeta(data?.head);

export default function How({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { head, intro, homeHref, journeys } = loaderData;
  return (
    <ContentPage wide>
      <ContentPageHeader homeHref={homeHref} title={head.title} intro={intro} />
      {journeys.length === 0 ? (
        <EmptyState title={t('content.notWritten')} description={t('content.notWrittenText')} />
      ) : (
        journeys.map((journey) => (
          <section key={journey.type} aria-labelledby={`how-${journey.type}`} className="flex flex-col gap-6">
            <h2 id={`how-${journey.type}`} className="text-2xl font-bold text-ink">
              {t(journey.type === 'customer' ? 'content.how.customer' : 'content.how.designer')}
            </h2>
            <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {journey.stages.map((stage) => (
                <li
                  key={stage.id}
                  className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
                >
                  {stage.image ? (
                    <img
                      src={stage.image}
                      alt=""
                      width={STAGE_IMAGE_SIZE}
                      height={STAGE_IMAGE_SIZE}
                      loading="lazy"
                      className="aspect-square w-full rounded-lg bg-sand object-cover"
                    />
                  ) : null}
                  <p className="text-sm font-semibold text-brand">
                    {t('content.how.step', { number: stage.number })}
                  </p>
                  <h3 className="text-lg font-bold text-ink">{stage.title}</h3>
                  <RichText html={stage.html} className="text-sm leading-7" />
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
    </ContentPage>
  );
}

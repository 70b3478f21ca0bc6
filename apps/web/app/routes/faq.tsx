import { getFaqs, FAQ_AUDIENCES, type FaqAudience } from '@souq/core/content/pages.service.ts';
import { textIn } from '../lib/catalog-view.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { contentMeta } from '../lib/content-view.ts';
import { loadContentPage } from '../lib/content-page.server.ts';
import { ContentPage, ContentPageHeader } from '../components/content/content-page-header.tsx';
import { RichText } from '../components/content/rich-text.tsx';
import { Accordion } from '../components/ui/accordion.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import type { Route } from './+types/faq';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { language, ctx, head, intro, homeHref } = await loadContentPage(rc, 'faq');
  const faqs = await getFaqs(ctx);
  // One section per audience that has questions, in the order general, customer, designer.
  const groups = FAQ_AUDIENCES.map((audience) => ({
    audience,
    items: faqs
      .filter((faq) => faq.for === audience)
      .map((faq) => ({
        id: faq._id,
        question: textIn(language, faq.question, faq.arQuestion) ?? '',
        answer: textIn(language, faq.answer, faq.arAnswer) ?? '',
      })),
  })).filter((group) => group.items.length > 0);
  return { head, intro, homeHref, groups };
}

export const meta = ({ data }: Route.MetaArgs) => contentMeta(data?.head);

const AUDIENCE_TITLES: Record<
  FaqAudience,
  'content.faq.general' | 'content.faq.customer' | 'content.faq.designer'
> = {
  general: 'content.faq.general',
  customer: 'content.faq.customer',
  designer: 'content.faq.designer',
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { head, intro, homeHref, groups } = loaderData;
  return (
    <ContentPage>
      <ContentPageHeader homeHref={homeHref} title={head.title} intro={intro} />
      {groups.length === 0 ? (
        <EmptyState title={t('content.faq.empty')} description={t('content.notWrittenText')} />
      ) : (
        groups.map((group) => (
          <section
            key={group.audience}
            aria-labelledby={`faq-${group.audience}`}
            className="flex flex-col gap-4"
          >
            <h2 id={`faq-${group.audience}`} className="text-xl font-bold text-ink">
              {t(AUDIENCE_TITLES[group.audience])}
            </h2>
            <Accordion
              items={group.items.map((item) => ({
                id: item.id,
                title: item.question,
                content: <RichText html={item.answer} className="text-sm leading-7" />,
              }))}
            />
          </section>
        ))
      )}
    </ContentPage>
  );
}

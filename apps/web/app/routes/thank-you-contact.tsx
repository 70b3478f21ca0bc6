import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { CONTENT_PAGES, contentMeta } from '../lib/content-view.ts';
import { loadContentPage } from '../lib/content-page.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { ContentPage } from '../components/content/content-page-header.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Icon } from '../components/ui/icon.tsx';
import type { Route } from './+types/thank-you-contact';

/** Where the contact form lands after a message was saved (SPEC.md section 2, thankYouContact). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, head, homeHref } = await loadContentPage(rc, 'thankYouContact');
  return { head: { ...head, noindex: true }, homeHref, faqHref: localePath(locale, CONTENT_PAGES.faq) };
}

export const meta = ({ data }: Route.MetaArgs) => contentMeta(data?.head);

export default function ThankYouContact({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { head, homeHref, faqHref } = loaderData;
  return (
    <ContentPage>
      <section className="flex flex-col items-center gap-5 py-10 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-success-soft text-success">
          <Icon name="check-circle" size={32} />
        </span>
        <h1 className="text-balance text-3xl font-bold tracking-tight text-ink">{head.title}</h1>
        <p className="max-w-xl text-pretty text-lg leading-8 text-ink-muted">{t('content.thankYou.text')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={homeHref}>{t('content.thankYou.backHome')}</ButtonLink>
          <ButtonLink to={faqHref} variant="secondary">
            {t('content.thankYou.faq')}
          </ButtonLink>
        </div>
      </section>
    </ContentPage>
  );
}

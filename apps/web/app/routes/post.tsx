import { data } from 'react-router';
import { getPostBySlug } from '@souq/core/content/posts.service.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { jsonLd, orNotFound, textIn } from '../lib/catalog-view.ts';
import { CONTENT_PAGES, contentImageSrc, contentMeta, titleKey } from '../lib/content-view.ts';
import { loadContentPage } from '../lib/content-page.server.ts';
import { localePath, stripLocale } from '../lib/locale-routing.ts';
import { t as translate } from '../i18n/i18n.ts';
import { ContentPage, ContentPageHeader, useFormatDate } from '../components/content/content-page-header.tsx';
import { PostBody } from '../components/content/page-bodies.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Icon } from '../components/ui/icon.tsx';
import type { Route } from './+types/post';

/** One post: blog/{id} and news/{id} (the slug, or the id itself). A post of the other list is 404 here. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const type = stripLocale(new URL(request.url).pathname).startsWith('/news') ? 'news' : 'blog';
  const base = await loadContentPage(rc, type);
  const { locale, language, ctx } = base;
  const post = await orNotFound(getPostBySlug(ctx, params.id));
  if (post.type !== type) throw data('Not Found', { status: 404 });
  const title = textIn(language, post.title, post.arTitle) ?? '';
  const excerpt = textIn(language, post.excerpt, post.arExcerpt) ?? '';
  const path = `${CONTENT_PAGES[type]}/${encodeURIComponent(post.slug)}`;
  const image = contentImageSrc(post.image);
  return {
    type,
    homeHref: base.homeHref,
    listHref: localePath(locale, CONTENT_PAGES[type]),
    listTitle: translate(locale, titleKey(type)),
    head: { ...base.head, path, title, description: excerpt || base.intro },
    post: {
      title,
      html: textIn(language, post.description, post.arDescription) ?? '',
      image,
      publishedAt: post.publishedAt,
    },
    structuredData: jsonLd({
      '@context': 'https://schema.org',
      '@type': type === 'news' ? 'NewsArticle' : 'BlogPosting',
      headline: title,
      datePublished: post.publishedAt,
      inLanguage: language,
      ...(image ? { image: new URL(image, base.head.origin).href } : {}),
      mainEntityOfPage: `${base.head.origin}${localePath(locale, path)}`,
    }),
  };
}

export const meta = ({ data: loaderData }: Route.MetaArgs) => contentMeta(loaderData?.head);

export default function Post({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const formatDate = useFormatDate();
  const { type, homeHref, listHref, listTitle, post, structuredData } = loaderData;
  return (
    <ContentPage>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />
      <article className="flex flex-col gap-8">
        <ContentPageHeader
          homeHref={homeHref}
          trail={[{ label: listTitle, href: listHref }]}
          title={post.title}
        >
          <p className="text-sm text-ink-muted">
            {t('content.posts.published')}{' '}
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          </p>
        </ContentPageHeader>
        <PostBody image={post.image} html={post.html} />
      </article>
      <div>
        <ButtonLink to={listHref} variant="secondary">
          <Icon name="arrow-start" size={18} />
          {t(type === 'news' ? 'content.posts.backToNews' : 'content.posts.backToBlog')}
        </ButtonLink>
      </div>
    </ContentPage>
  );
}

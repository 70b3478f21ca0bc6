import { Link } from 'react-router';
import { getPosts } from '@souq/core/content/posts.service.ts';
import { textIn } from '../lib/catalog-view.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { CONTENT_PAGES, contentImageSrc, contentMeta } from '../lib/content-view.ts';
import { loadContentPage } from '../lib/content-page.server.ts';
import { localePath, stripLocale } from '../lib/locale-routing.ts';
import { ContentPage, ContentPageHeader, useFormatDate } from '../components/content/content-page-header.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { uploadSrcSet } from '../components/ui/image-sources.ts';
import type { Route } from './+types/blog';

/** Seeded and uploaded post pictures are 1200 px wide (1200x630, the sharing size). */
const POST_IMAGE_WIDTH = 1200;

/** The blog and the news (one route id each in routes.ts): the list of published posts of that type. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const type = stripLocale(new URL(request.url).pathname).startsWith('/news') ? 'news' : 'blog';
  const { locale, language, ctx, head, intro, homeHref } = await loadContentPage(rc, type);
  const posts = await getPosts(ctx, type);
  return {
    type,
    head,
    intro,
    homeHref,
    posts: posts.map((post) => ({
      id: post._id,
      href: localePath(locale, `${CONTENT_PAGES[type]}/${encodeURIComponent(post.slug)}`),
      title: textIn(language, post.title, post.arTitle) ?? '',
      excerpt: textIn(language, post.excerpt, post.arExcerpt) ?? '',
      image: contentImageSrc(post.image),
      publishedAt: post.publishedAt,
    })),
  };
}

export const meta = ({ data }: Route.MetaArgs) => contentMeta(data?.head);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const formatDate = useFormatDate();
  const { type, head, intro, homeHref, posts } = loaderData;
  return (
    <ContentPage wide>
      <ContentPageHeader homeHref={homeHref} title={head.title} intro={intro} />
      {posts.length === 0 ? (
        <EmptyState
          title={t(type === 'news' ? 'content.posts.emptyNews' : 'content.posts.emptyBlog')}
          description={t('content.posts.emptyText')}
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-shadow hover:shadow-md">
                {post.image ? (
                  <img
                    src={post.image}
                    srcSet={uploadSrcSet(post.image, POST_IMAGE_WIDTH)}
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    alt=""
                    width={1200}
                    height={630}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    className="aspect-[1200/630] w-full bg-sand object-cover"
                  />
                ) : null}
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <time dateTime={post.publishedAt} className="text-xs text-ink-muted">
                    {formatDate(post.publishedAt)}
                  </time>
                  <h2 className="text-lg font-bold text-ink">
                    <Link to={post.href} className="after:absolute after:inset-0 group-hover:text-brand">
                      {post.title}
                    </Link>
                  </h2>
                  {post.excerpt ? <p className="text-sm leading-6 text-ink-soft">{post.excerpt}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}

/**
 * The bodies of the About page, the terms-like pages and a post, shared by the storefront's routes
 * and the dashboard's preview (issue 21), so a preview is the page itself and not a look-alike.
 */
import { useT, type MessageKey } from '../../i18n/i18n.ts';
import { uploadSrcSet } from '../ui/image-sources.ts';
import { RichText } from './rich-text.tsx';

export interface AboutBodyView {
  description: string;
  sections: { id: string; key: MessageKey; html: string }[];
}

export function AboutBody({ about }: { about: AboutBodyView }) {
  const t = useT();
  return (
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
  );
}

/** About's sections in one language, empty ones left out (as the storefront shows them). */
export function aboutSections(
  pick: (name: 'whatWeDo' | 'mission' | 'vision') => string,
): AboutBodyView['sections'] {
  return [
    { id: 'what-we-do', key: 'content.about.whatWeDo' as const, html: pick('whatWeDo') },
    { id: 'mission', key: 'content.about.mission' as const, html: pick('mission') },
    { id: 'vision', key: 'content.about.vision' as const, html: pick('vision') },
  ].filter((section) => section.html !== '');
}

export interface PolicyBodyView {
  description: string;
  items: { title: string; html: string }[];
}

export function PolicyBody({ page }: { page: PolicyBodyView }) {
  return (
    <article className="flex flex-col gap-8">
      <RichText html={page.description} />
      {page.items.map((item, index) => (
        <section
          key={`${index}-${item.title}`}
          aria-labelledby={`policy-${index}`}
          className="flex flex-col gap-3"
        >
          <h2 id={`policy-${index}`} className="text-xl font-bold text-ink">
            {item.title}
          </h2>
          <RichText html={item.html} />
        </section>
      ))}
    </article>
  );
}

/** A post's picture and text (the header with its title and date is the route's). */
export function PostBody({ image, html }: { image: string | null; html: string }) {
  return (
    <>
      {image ? (
        <img
          src={image}
          srcSet={uploadSrcSet(image, 1200)}
          sizes="(min-width: 896px) 848px, 100vw"
          alt=""
          width={1200}
          height={630}
          className="aspect-[1200/630] w-full rounded-panel bg-sand object-cover"
        />
      ) : null}
      <RichText html={html} className="text-lg" />
    </>
  );
}

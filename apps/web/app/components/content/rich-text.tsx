import { cx } from '../ui/cx.ts';

/**
 * Staff rich text as it leaves core: already reduced to the safe subset by
 * packages/core/src/content/rich-text.ts (toSafeHtml), so it is the one place HTML is injected.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={cx(
        'text-base leading-8 text-ink-soft',
        '[&_p+p]:mt-4 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink',
        '[&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-ink [&_strong]:font-semibold [&_strong]:text-ink',
        '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1',
        '[&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:border-brand/40 [&_blockquote]:ps-4 [&_blockquote]:italic',
        '[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4',
        className,
      )}
      // Safe: toSafeHtml keeps only p, br, emphasis, lists, h2-h4, blockquote and http(s)/mailto links.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

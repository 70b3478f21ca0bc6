import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { uploadSrcSet } from './image-sources.ts';

/** Avatars are stored 250px square (re-encoded at upload). */
const AVATAR_WIDTH = 250;

export interface DesignerCardData {
  id: string;
  name: string;
  /** A short line in the page's language ("Illustrator, Cairo"). */
  headline?: string;
  avatarPath: string | null;
  coverPath?: string | null;
  productCount: number;
}

/** Initials for an avatar placeholder (first letters of the first two words, any script). */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('');

/** A designer in a grid: cover, round avatar overlapping it, name (the card's link), headline and product count. */
export function DesignerCard({ designer, href }: { designer: DesignerCardData; href: string }) {
  const t = useT();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow hover:shadow-raised">
      <div className="h-24 bg-gradient-to-br from-brand-soft via-accent-soft to-sand">
        {designer.coverPath ? (
          <img
            src={`/uploads/${designer.coverPath}`}
            alt=""
            loading="lazy"
            width={480}
            height={96}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="-mt-10 flex flex-1 flex-col items-center px-4 pb-5 text-center">
        <div className="grid size-20 place-items-center overflow-hidden rounded-full border-4 border-surface bg-brand text-xl font-bold text-white shadow-sm">
          {designer.avatarPath ? (
            <img
              src={`/uploads/${designer.avatarPath}`}
              srcSet={uploadSrcSet(`/uploads/${designer.avatarPath}`, AVATAR_WIDTH)}
              sizes="5rem"
              alt=""
              width={80}
              height={80}
              loading="lazy"
              className="h-full w-full object-cover"
            />
          ) : (
            <span aria-hidden="true">{initials(designer.name)}</span>
          )}
        </div>
        <h3 className="mt-3 text-base font-bold text-ink">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand"
          >
            {designer.name}
          </Link>
        </h3>
        {designer.headline ? (
          <p className="mt-0.5 line-clamp-1 text-sm text-ink-muted">{designer.headline}</p>
        ) : null}
        <p className={cx('mt-3 rounded-full bg-sand px-3 py-1 text-xs font-semibold text-ink-soft')}>
          {t('designer.products', { count: designer.productCount })}
        </p>
      </div>
    </article>
  );
}

import { Link } from 'react-router';
import { cx } from './cx.ts';
import { uploadSrcSet } from './image-sources.ts';

/** Category pictures are stored 400px wide. */
const CATEGORY_IMAGE_WIDTH = 400;

export interface CategoryTileData {
  id: string;
  name: string;
  href: string;
  imagePath?: string | null;
}

/** Soft backgrounds for tiles without an image, chosen by the category id so each keeps its colour. */
const TINTS = ['bg-brand-soft', 'bg-accent-soft', 'bg-sale-soft', 'bg-info-soft', 'bg-sand'];
const tintOf = (id: string) =>
  TINTS[[...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TINTS.length];

/** A category thumbnail for the category slider: square image (or tinted initial) and the name below. */
export function CategoryTile({ category, eager = false }: { category: CategoryTileData; eager?: boolean }) {
  return (
    <Link to={category.href} className="group flex flex-col items-center gap-2 rounded-card text-center">
      <span
        className={cx(
          'grid aspect-square w-full place-items-center overflow-hidden rounded-card transition-shadow group-hover:shadow-raised',
          tintOf(category.id),
        )}
      >
        {category.imagePath ? (
          <img
            src={`/uploads/${category.imagePath}`}
            srcSet={uploadSrcSet(`/uploads/${category.imagePath}`, CATEGORY_IMAGE_WIDTH)}
            sizes="(min-width: 768px) 10rem, 30vw"
            alt=""
            width={200}
            height={200}
            loading={eager ? 'eager' : 'lazy'}
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <span aria-hidden="true" className="text-3xl font-bold text-ink/70">
            {[...category.name][0]}
          </span>
        )}
      </span>
      <span className="line-clamp-2 text-sm font-semibold leading-snug text-ink group-hover:text-brand">
        {category.name}
      </span>
    </Link>
  );
}

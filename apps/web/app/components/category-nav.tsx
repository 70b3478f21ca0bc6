import { Link } from 'react-router';
import { useT } from '../i18n/i18n.ts';

export interface CategoryLink {
  id: string;
  name: string;
  href: string;
}

/** The visible categories of the country as a row of chips (wraps on small screens). */
export function CategoryNav({ categories }: { categories: CategoryLink[] }) {
  const t = useT();
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="text-lg font-semibold text-ink">
        {t('home.categoriesHeading')}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2.5">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={category.href}
              className="inline-flex h-10 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink transition-colors hover:border-brand hover:text-brand"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

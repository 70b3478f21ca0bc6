import { Link } from 'react-router';
import { countryOf } from '@souq/core/locale/locales.ts';
import { listVisibleCategories } from '@souq/core/catalog/catalog.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { inLanguage } from '../lib/catalog-view.ts';
import { listingMeta } from '../lib/listing-view.ts';
import { localePath } from '../lib/locale-routing.ts';
import { ListingPage } from '../components/listing/listing-header.tsx';
import { CategoryTile } from '../components/ui/category-tile.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import type { Route } from './+types/categories';

/** Tiles of the first rows load eagerly. */
const EAGER_TILES = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language } = rc;
  // Only categories with products in the shopper's country (hasProducts), each once.
  const categories = await listVisibleCategories(rc.service());
  return {
    locale,
    origin: new URL(request.url).origin,
    categories: categories.map((category) => ({
      id: category.id,
      name: inLanguage(language, category),
      href: localePath(locale, `/categories/${category.slug}`),
      imagePath: category.image,
      subCategories: category.subCategories.map((sub) => ({
        id: sub.id,
        name: inLanguage(language, sub),
        href: `${localePath(locale, `/categories/${category.slug}`)}?sub=${sub.id}`,
      })),
    })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return listingMeta({
    locale: data.locale,
    origin: data.origin,
    path: '/categories',
    title: translate(data.locale, 'listings.meta.categories'),
  });
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, categories } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  return (
    <ListingPage
      locale={locale}
      trail={[{ label: t('listings.categories.title') }]}
      title={t('listings.categories.title')}
      intro={t('listings.categories.intro', { country })}
    >
      {categories.length === 0 ? (
        <EmptyState className="mt-8" title={t('listings.categories.empty', { country })} />
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4">
          {categories.map((category, index) => (
            <li key={category.id} className="flex flex-col gap-3">
              <CategoryTile category={category} eager={index < EAGER_TILES} />
              {category.subCategories.length > 0 ? (
                <ul className="flex flex-wrap justify-center gap-x-3 gap-y-1 text-sm">
                  {category.subCategories.map((sub) => (
                    <li key={sub.id}>
                      <Link
                        to={sub.href}
                        className="text-ink-muted underline-offset-4 hover:text-brand hover:underline"
                      >
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </ListingPage>
  );
}

import { countryOf } from '@souq/core/locale/locales.ts';
import { listIdesignProducts } from '@souq/core/catalog/home.service.ts';
import { getSettings } from '@souq/core/content/settings.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { LISTING_PAGE_SIZE, pageFromUrl, productPage, productPageMeta } from '../lib/listing-view.ts';
import { ListingPage } from '../components/listing/listing-header.tsx';
import { PagedProducts } from '../components/listing/paged-products.tsx';
import type { Route } from './+types/idesign';
import { BannerImage } from '../components/ui/banner-image.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const ctx = rc.service();
  const page = pageFromUrl(new URL(request.url));
  const [settings, found] = await Promise.all([
    getSettings(ctx),
    listIdesignProducts(ctx, { page, perPage: LISTING_PAGE_SIZE }),
  ]);
  return { ...productPage(rc, '/idesign', page, found), banner: settings.idesignBanner };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { locale } = data;
  return productPageMeta(
    data,
    translate(locale, 'listings.meta.idesign'),
    translate(locale, 'listings.idesign.intro'),
  );
}

export default function Idesign({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, banner, path, products, pageInfo } = loaderData;
  const country = t(`countriesInText.${countryOf(locale)}`);
  return (
    <ListingPage
      locale={locale}
      trail={[{ label: t('listings.idesign.title') }]}
      title={<bdi dir="ltr">{t('listings.idesign.title')}</bdi>}
      intro={t('listings.idesign.intro')}
    >
      <BannerImage path={banner} className="mt-6 aspect-[4/1] w-full rounded-panel object-cover" />
      <PagedProducts
        products={products}
        pageInfo={pageInfo}
        path={path}
        emptyTitle={t('listings.idesign.empty', { country })}
      />
    </ListingPage>
  );
}

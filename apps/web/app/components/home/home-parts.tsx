/**
 * The parts of the home page (routes/home.tsx), top to bottom: the hero, the content pictures
 * (slides, banners, advert), the offer of the moment, the product rows, the designers and the
 * iDesign invitation. Each takes only what it shows.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import type { ProductCardLink } from '../../lib/catalog-view.ts';
import { SaleCountdown } from '../listing/sale-countdown.tsx';
import { Badge } from '../ui/badge.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { Carousel } from '../ui/carousel.tsx';
import { DesignerCard, type DesignerCardData } from '../ui/designer-card.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Icon } from '../ui/icon.tsx';
import { uploadSrcSet } from '../ui/image-sources.ts';
import { ProductCard } from '../ui/product-card.tsx';
import { BannerImage } from '../ui/banner-image.tsx';

/** A picture from content (slide, banner, advert) and where it leads, if anywhere. */
export interface HomePicture {
  id: string;
  image: string;
  href: string | null;
}

export interface HomeOffer {
  title: string;
  discount: number;
  href: string;
  banner: string | null;
  endIso: string | null;
  endText: string | null;
  products: ProductCardLink[];
}

/**
 * The greeting at the top: what the marketplace is, in the shopper's country and currency, and on
 * wide screens three of its products fanned out at the end side (phones go straight to the slides).
 */
export function HomeHero({
  country,
  currency,
  designersHref,
  products = [],
}: Record<'country' | 'currency' | 'designersHref', string> & { products?: ProductCardLink[] }) {
  const t = useT();
  const shown = products.filter((product) => product.imagePath).slice(0, 3);
  return (
    <section className="relative overflow-hidden border-b border-line bg-sand/60">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -top-24 size-96 rounded-full bg-accent/30 blur-3xl"
      />
      <div className="relative mx-auto flex max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-brand">{t('home.heroEyebrow')}</p>
          <h1 className="mt-3 max-w-2xl text-balance text-3xl font-bold leading-tight tracking-tight text-ink sm:text-5xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-4 max-w-xl text-pretty text-base text-ink-muted sm:text-lg">
            {t('home.heroSubtitle', { country, currency })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="#new-arrivals-heading" size="lg">
              {t('home.heroCta')}
              <Icon name="arrow-end" size={18} />
            </ButtonLink>
            <ButtonLink to={designersHref} size="lg" variant="secondary">
              {t('home.heroSecondary')}
            </ButtonLink>
          </div>
        </div>
        {shown.length === 3 ? (
          <ul className="relative hidden h-80 w-[26rem] shrink-0 lg:block" data-testid="hero-products">
            {shown.map((product, index) => (
              <li
                key={product.id}
                className={
                  [
                    'absolute start-0 top-10 w-44 -rotate-6',
                    'absolute start-28 top-0 z-10 w-48',
                    'absolute end-0 top-12 w-44 rotate-6',
                  ][index]
                }
              >
                <Link
                  to={product.href}
                  aria-label={product.name}
                  className="block overflow-hidden rounded-card bg-surface shadow-card transition-transform hover:-translate-y-1"
                >
                  <img
                    src={`/uploads/${product.imagePath}`}
                    srcSet={uploadSrcSet(`/uploads/${product.imagePath}`, 600)}
                    sizes="12rem"
                    alt=""
                    width={600}
                    height={600}
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-full object-cover"
                  />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/** A picture from content that links somewhere (or not). */
export function ContentPicture({
  image,
  href,
  label,
  width,
  height,
  eager = false,
  className,
}: {
  image: string;
  href: string | null;
  label: string;
  width: number;
  height: number;
  eager?: boolean;
  className: string;
}) {
  const picture = (
    <img
      src={`/uploads/${image}`}
      srcSet={uploadSrcSet(`/uploads/${image}`, width)}
      sizes="(min-width: 1280px) 80rem, 100vw"
      alt={href ? '' : label}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={className}
    />
  );
  if (!href) return picture;
  return (
    <Link
      to={href}
      aria-label={label}
      className="block rounded-panel focus-visible:outline-2 focus-visible:outline-brand"
    >
      {picture}
    </Link>
  );
}

/** The staff's slides, the first loaded at once (it is the first thing seen). */
export function HomeSlides({ slides }: { slides: HomePicture[] }) {
  const t = useT();
  if (slides.length === 0) return null;
  return (
    <Carousel label={t('listings.home.slidesLabel')} preset="hero">
      {slides.map((slide, index) => (
        <ContentPicture
          key={slide.id}
          image={slide.image}
          href={slide.href}
          label={`${t('listings.home.slidesLabel')} ${index + 1}`}
          width={1600}
          height={600}
          eager={index === 0}
          className="aspect-[8/3] w-full rounded-panel object-cover"
        />
      ))}
    </Carousel>
  );
}

export function HomeBanners({ banners }: { banners: HomePicture[] }) {
  const t = useT();
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('listings.home.bannersLabel')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {banners.map((banner, index) => (
          <li key={banner.id}>
            <ContentPicture
              image={banner.image}
              href={banner.href}
              label={`${t('listings.home.bannersLabel')} ${index + 1}`}
              width={1200}
              height={400}
              className="aspect-[3/1] w-full rounded-panel object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeAdvert({ advert }: { advert: Omit<HomePicture, 'id'> | null }) {
  const t = useT();
  if (!advert) return null;
  return (
    <aside aria-label={t('listings.home.advertLabel')}>
      <ContentPicture
        image={advert.image}
        href={advert.href}
        label={t('listings.home.advertLabel')}
        width={1200}
        height={300}
        className="aspect-[4/1] w-full rounded-panel object-cover"
      />
    </aside>
  );
}

/** The collection on offer now: its discount, the time left and a few of its products. */
export function HomeOfferSection({ offer }: { offer: HomeOffer | null }) {
  const t = useT();
  if (!offer) return null;
  return (
    <section
      aria-labelledby="offer-heading"
      className="relative overflow-hidden rounded-panel bg-brand text-white shadow-card"
    >
      {offer.banner ? (
        <img
          src={`/uploads/${offer.banner}`}
          alt=""
          width={1600}
          height={400}
          loading="lazy"
          className="absolute inset-0 h-full w-full object-cover opacity-30"
        />
      ) : null}
      <div className="relative grid gap-6 p-6 sm:p-10 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <div>
          <Badge tone="accent">{t('listings.home.offerEyebrow')}</Badge>
          <h2 id="offer-heading" className="mt-3 text-2xl font-bold sm:text-3xl">
            {offer.title}
          </h2>
          <p className="mt-1 text-lg font-semibold">
            {t('listings.home.offerDiscount', { discount: offer.discount })}
          </p>
          {offer.endIso && offer.endText ? (
            <SaleCountdown endIso={offer.endIso} endText={offer.endText} />
          ) : null}
          <ButtonLink to={offer.href} variant="secondary" className="mt-6">
            {t('listings.home.shopOffer')}
          </ButtonLink>
        </div>
        {offer.products.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {offer.products.map((product) => (
              <li key={product.id} className="flex rounded-card bg-surface p-2 text-ink">
                <ProductCard product={product} href={product.href} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/** A titled row of product cards in a slider, with a link to the whole list. */
export function ProductRow({
  heading,
  products,
  href,
  linkLabel,
}: {
  heading: string;
  products: ProductCardLink[];
  /** The whole list, when it has a page. */
  href?: string;
  linkLabel?: string;
}) {
  if (products.length === 0) return null;
  return (
    <div>
      <Carousel label={heading} heading={heading}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} href={product.href} />
        ))}
      </Carousel>
      {href && linkLabel ? (
        <p className="mt-3 text-end">
          <ButtonLink to={href} variant="ghost" size="sm">
            {linkLabel}
            <Icon name="arrow-end" size={16} />
          </ButtonLink>
        </p>
      ) : null}
    </div>
  );
}

/** Rows of a category's or a collection's products, each with a link to its page. */
export function NamedProductRows({
  rows,
}: {
  rows: Array<{ id: string; name: string; href: string; products: ProductCardLink[] }>;
}) {
  const t = useT();
  return rows.map((row) => (
    <ProductRow
      key={row.id}
      heading={row.name}
      products={row.products}
      href={row.href}
      linkLabel={t('listings.home.viewAllOf', { name: row.name })}
    />
  ));
}

/** The newest products as a grid (the hero's call to action leads here), or an empty state. */
export function NewArrivals({ products, country }: { products: ProductCardLink[]; country: string }) {
  const t = useT();
  return (
    <section aria-labelledby="new-arrivals-heading">
      <h2 id="new-arrivals-heading" className="text-lg font-bold text-ink sm:text-xl">
        {t('listings.home.newArrivalsHeading')}
      </h2>
      {products.length === 0 ? (
        <EmptyState
          className="mt-6"
          illustration="search"
          title={t('home.empty', { country })}
          headingLevel={3}
        />
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} href={product.href} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function FeaturedDesigners({
  designers,
  allHref,
}: {
  designers: Array<DesignerCardData & { href: string }>;
  allHref: string;
}) {
  const t = useT();
  if (designers.length === 0) return null;
  return (
    <section aria-labelledby="designers-heading">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="designers-heading" className="text-lg font-bold text-ink sm:text-xl">
          {t('listings.home.designersHeading')}
        </h2>
        <ButtonLink to={allHref} variant="ghost" size="sm">
          {t('listings.home.viewAll')}
          <Icon name="arrow-end" size={16} />
        </ButtonLink>
      </div>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {designers.map((designer) => (
          <li key={designer.id} className="flex [&>*]:flex-1">
            <DesignerCard designer={designer} href={designer.href} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The invitation to design one's own product, over the staff's banner when there is one. */
export function IdesignInvitation({ banner, href }: { banner: string | null; href: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="idesign-heading"
      className="relative overflow-hidden rounded-panel border border-line bg-ink text-white"
    >
      <BannerImage path={banner} className="absolute inset-0 h-full w-full object-cover opacity-40" lazy />
      <div className="relative px-6 py-10 sm:px-10">
        <h2 id="idesign-heading" className="text-2xl font-bold">
          {t('listings.home.idesignTitle')}
        </h2>
        <p className="mt-2 max-w-xl">{t('listings.home.idesignText')}</p>
        <ButtonLink to={href} variant="secondary" className="mt-6">
          {t('listings.home.idesignCta')}
        </ButtonLink>
      </div>
    </section>
  );
}

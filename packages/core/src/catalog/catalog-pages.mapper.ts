/**
 * The catalog listing pages' domain objects -> the names of the GraphQL contract (SPEC.md section
 * 3): `_id`, `discount`, ISO dates, specValue/arSpecValue. Products go through product.mapper.ts.
 */
import type { AdvertItem, BannerItem, SliderItem } from '../content/home-content.service.ts';
import type { CountryCode } from '../locale/locales.ts';
import type { PublicProfileFields, TagRef } from './catalog.types.ts';
import type { CollectionItem } from './collection.service.ts';
import type { DesignerListItem } from './designer-listing.service.ts';
import type { CollectionWithProducts, CategoryWithProducts } from './home.service.ts';
import {
  toCategoryContract,
  toProductContract,
  type CategoryContract,
  type ProductContract,
} from './product.mapper.ts';
import type { AttributeItem } from './tag.service.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export interface CollectionContract {
  _id: string;
  slug: string;
  title: string;
  arTitle: string;
  description: string | null;
  arDescription: string | null;
  startDate: string | null;
  endDate: string | null;
  banner: string | null;
  image: string | null;
  status: boolean;
  discount: number;
  createdAt: string;
  displayOrder: number;
  running: boolean;
  productsCount: number;
}

export function toCollectionContract(collection: CollectionItem): CollectionContract {
  return {
    _id: collection.id,
    slug: collection.slug,
    title: collection.title,
    arTitle: collection.arTitle,
    description: collection.description,
    arDescription: collection.arDescription,
    startDate: iso(collection.startDate),
    endDate: iso(collection.endDate),
    banner: collection.banner,
    image: collection.image,
    status: collection.status,
    discount: collection.discountPercent,
    createdAt: collection.createdAt.toISOString(),
    displayOrder: collection.displayOrder,
    running: collection.running,
    productsCount: collection.productsCount,
  };
}

/** The public fields of the User type; account fields stay null (listings are public). */
export interface DesignerContract extends PublicProfileFields {
  _id: string;
  role: string;
  email: null;
  createdAt: string;
  productsCount: number;
}

export function toDesignerContract(designer: DesignerListItem): DesignerContract {
  return {
    _id: designer.id,
    role: designer.role,
    name: designer.name,
    fName: designer.fName,
    lName: designer.lName,
    slug: designer.slug,
    image: designer.image,
    description: designer.description,
    arDescription: designer.arDescription,
    city: designer.city,
    country: designer.country,
    featured: designer.featured,
    salesNumber: designer.salesNumber,
    status: designer.status,
    email: null,
    createdAt: designer.createdAt.toISOString(),
    productsCount: designer.productsCount,
  };
}

export const toTagContract = (tag: TagRef) => ({
  _id: tag.id,
  slug: tag.slug,
  name: tag.name,
  arName: tag.arName,
  createdAt: tag.createdAt.toISOString(),
});

export const toAttributeContract = (attribute: AttributeItem) => ({
  _id: attribute.id,
  spec: attribute.spec,
  arSpec: attribute.arSpec,
  specValue: attribute.values.map((value) => ({ _id: value.id, value: value.value, image: value.image })),
  arSpecValue: attribute.values.map((value) => ({ _id: value.id, value: value.arValue, image: value.image })),
});

export const toSliderContract = ({ id, ...slider }: SliderItem) => ({ _id: id, ...slider });
export const toBannerContract = ({ id, ...banner }: BannerItem) => ({ _id: id, ...banner });
export const toAdvertContract = ({ id, ...advert }: AdvertItem) => ({ _id: id, ...advert });

export const toCategoryProductsContract = (
  group: CategoryWithProducts,
  country: CountryCode,
): { category: CategoryContract; products: ProductContract[] } => ({
  category: toCategoryContract(group.category),
  products: group.products.map((product) => toProductContract(product, country)),
});

export const toCollectionProductsContract = (
  group: CollectionWithProducts,
  country: CountryCode,
): { collection: CollectionContract; products: ProductContract[] } => ({
  collection: toCollectionContract(group.collection),
  products: group.products.map((product) => toProductContract(product, country)),
});

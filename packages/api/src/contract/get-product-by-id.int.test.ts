import { describe, expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope, signTestToken, type Shape } from '@souq/testing';
import { seedCatalog } from '@souq/testing/catalog-contract.fixture.ts';
import { useContractApi } from '@souq/testing/contract-api.fixture.ts';
import { productPriceShape } from '@souq/testing/product-price-contract.ts';

const PRODUCT_FIELDS = `
  _id sku slug name arName status productStatus description arDescription briefDescription arBriefDescription
  lists arLists egPrice suPrice emPrice allPriceBeforeOffer allPriceAfterOffer currency primaryProductImagePath
  basePrice tax revenueEg revenueSu revenueEm siteRevenueEg manufacturingCostEg
  requiredTimeForEgypt requiredTimeForSaudi requiredTimeForEmirates singleWeight maxPerOrder
  availableEdition initAvailableEdition availableIn isAvailableForCod isIDesign designerStage
  salesNumberInEg salesNumberInSu salesNumberInEm displayOrderInCategory newMessage
  hasOffer totalDiscount
  offer { _id title arTitle discount startDate endDate status }
  badge { color title titleAr }
  category { _id name arName slug }
  subCategory { _id name arName slug }
  collection { _id title arTitle slug discount }
  designer { _id slug name image fName lName }
  tag { _id name arName createdAt }
  images {
    _id path originalName primaryImage featured stage egExtraPrice suExtraPrice emExtraPrice
    otherImages { _id path }
    features { _id property arProperty value arValue featureImage egExtraPrice suExtraPrice emExtraPrice description arDescription }
  }
  createdAt
`;
const GET_PRODUCT = envelopeDocument(
  'query',
  'getProductById',
  '$product: ID!, $status: String, $availableIn: String, $productStatus: Boolean',
  PRODUCT_FIELDS,
);

const productShape: Shape = {
  _id: 'id',
  sku: 'string',
  slug: 'string',
  name: 'string',
  arName: 'string',
  status: 'string',
  productStatus: 'boolean',
  ...productPriceShape,
  primaryProductImagePath: 'string?',
  availableIn: ['string'],
  isAvailableForCod: 'boolean',
  isIDesign: 'boolean',
  hasOffer: 'boolean',
  totalDiscount: 'number',
  offer: 'any',
  badge: 'any',
  category: { _id: 'id', name: 'string', arName: 'string', slug: 'string' },
  designer: {
    _id: 'id',
    slug: 'string',
    name: 'string',
    image: 'string?',
    fName: 'string?',
    lName: 'string?',
  },
  images: [
    {
      _id: 'id',
      path: 'string',
      primaryImage: 'boolean',
      otherImages: [{ _id: 'id', path: 'string' }],
      features: ['any'],
    },
  ],
  createdAt: 'string',
};

const NOT_FOUND = {
  status_code: 404,
  message: 'Product not found or unavailable in this country',
  message_key: 'errors.product.notFound',
} as const;

type ProductData = Record<string, unknown> & { images: Array<Record<string, unknown>> };

const api = useContractApi({ seed: seedCatalog });

const getProduct = (variables: Record<string, unknown>, token?: string) =>
  api.client.operation<ProductData>(GET_PRODUCT, { variables, ...(token ? { token } : {}) });

describe('getProductById', () => {
  it('gives the product in Egypt (the default) with both names and prices in major units', async () => {
    const result = await getProduct({ product: api.fixture.lampId });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: productShape });
    expect(result.data).toMatchObject({
      _id: api.fixture.lampId,
      sku: 'LAMP-1',
      slug: 'brass-lamp',
      name: 'Brass lamp',
      arName: 'مصباح نحاسي',
      status: 'active',
      productStatus: true,
      description: 'A lamp of hammered brass',
      arDescription: 'مصباح من النحاس المطروق',
      briefDescription: 'Hammered brass',
      arBriefDescription: 'نحاس مطروق',
      lists: ['Brass', 'E27 bulb'],
      arLists: ['نحاس', 'لمبة E27'],
      egPrice: 450.5,
      suPrice: 99.5,
      emPrice: null,
      currency: 'EGP',
      allPriceBeforeOffer: 450.5,
      // The best running promotion: the 20% offer beats the 10% collection; the expired 50% is ignored.
      allPriceAfterOffer: 360.4,
      hasOffer: true,
      totalDiscount: 20,
      offer: { title: 'Eid offer', arTitle: 'عرض العيد', discount: 20, status: true },
      badge: { color: '#d4a017', title: 'Best seller', titleAr: 'الأكثر مبيعا' },
      availableIn: ['eg', 'sa'],
      isAvailableForCod: true,
      isIDesign: true,
      maxPerOrder: 3,
      availableEdition: 7,
      initAvailableEdition: 10,
      singleWeight: 1200,
      requiredTimeForEgypt: 5,
      requiredTimeForSaudi: 10,
      requiredTimeForEmirates: null,
      salesNumberInEg: 12,
      salesNumberInSu: 3,
      salesNumberInEm: 0,
      primaryProductImagePath: 'products/lamp.webp',
      category: { _id: api.fixture.lightingId, name: 'Lighting', arName: 'إضاءة', slug: 'lighting' },
      subCategory: {
        _id: api.fixture.lampsSubId,
        name: 'Table lamps',
        arName: 'مصابيح طاولة',
        slug: 'table-lamps',
      },
      collection: { title: 'Ramadan', arTitle: 'رمضان', slug: 'ramadan', discount: 10 },
      designer: {
        _id: api.fixture.designerId,
        slug: 'mona-adel',
        name: 'Mona Adel',
        image: 'users/mona.webp',
        fName: 'Mona',
        lName: 'Adel',
      },
      tag: { name: 'Brass', arName: 'نحاس' },
    });
  });

  it('lists the images primary first, with extra prices in major units, photos and features', async () => {
    const { data } = await getProduct({ product: api.fixture.lampId });
    expect(data!.images.map((image) => image.path)).toEqual([
      'products/lamp.webp',
      'products/lamp-side.webp',
    ]);
    expect(data!.images[0]).toMatchObject({
      _id: api.fixture.lampPrimaryImageId,
      primaryImage: true,
      featured: true,
      originalName: 'lamp.jpg',
      otherImages: [{ path: 'products/lamp-detail.webp' }],
      features: [
        { property: 'Size', arProperty: 'المقاس', value: 'Large', arValue: 'كبير', egExtraPrice: 10 },
      ],
    });
    expect(data!.images[1]).toMatchObject({ egExtraPrice: 25, suExtraPrice: 5.5, emExtraPrice: 0 });
  });

  it.each([
    ['sa', 99.5, 79.6, 'SAR'],
    ['saudi', 99.5, 79.6, 'SAR'],
    ['eg', 450.5, 360.4, 'EGP'],
  ])('prices for availableIn %s in that currency', async (availableIn, before, after, currency) => {
    const result = await getProduct({ product: api.fixture.lampId, availableIn });
    expectEnvelope(result, { status_code: 200, dataShape: productShape });
    expect(result.data).toMatchObject({ allPriceBeforeOffer: before, allPriceAfterOffer: after, currency });
  });

  it('gives a product sold only in the Emirates there, in AED and without offer', async () => {
    const result = await getProduct({ product: api.fixture.vaseId, availableIn: 'ae' });
    expectEnvelope(result, { status_code: 200, dataShape: productShape });
    expect(result.data).toMatchObject({
      name: 'Clay vase',
      arName: 'مزهرية فخار',
      egPrice: null,
      suPrice: null,
      emPrice: 120,
      allPriceBeforeOffer: 120,
      allPriceAfterOffer: 120,
      currency: 'AED',
      hasOffer: false,
      totalDiscount: 0,
      offer: null,
      isAvailableForCod: false,
      availableIn: ['ae'],
      images: [],
      primaryProductImagePath: null,
    });
  });

  it('answers 404 in a country the product is not sold in (an inactive price counts as not sold)', async () => {
    expectEnvelope(await getProduct({ product: api.fixture.lampId, availableIn: 'ae' }), NOT_FOUND);
    expectEnvelope(await getProduct({ product: api.fixture.vaseId }), NOT_FOUND);
  });

  it.each(['not-a-uuid', '12345', "1' or '1'='1", '00000000-0000-0000-0000-000000000000'])(
    'answers 404, not 500, for the product id %j',
    async (product) => {
      const result = await getProduct({ product });
      expectEnvelope(result, NOT_FOUND);
      expect(result.error_code).toBe('PRODUCT_NOT_FOUND');
    },
  );

  it('answers 400 for an unknown availableIn', async () => {
    expectEnvelope(await getProduct({ product: api.fixture.lampId, availableIn: 'mars' }), {
      status_code: 400,
      message: 'This currency is not available in site!.',
      message_key: 'errors.country.notAvailable',
    });
  });

  it('answers 404 for a status no product has', async () => {
    expectEnvelope(await getProduct({ product: api.fixture.lampId, status: 'published' }), NOT_FOUND);
  });

  it('refuses a GraphQL call without the required product argument', async () => {
    const response = await api.client.execute('query { getProductById { status_code } }');
    expect(response.body.errors?.[0]?.message).toMatch(/argument "product" of type "ID!" is required/);
  });

  describe('drafts and the cost side', () => {
    const draft = (token?: string) => getProduct({ product: api.fixture.draftId, status: 'draft' }, token);

    it('hides a draft from guests and other customers', async () => {
      expectEnvelope(await draft(), NOT_FOUND);
      expectEnvelope(await draft(signTestToken(api.runtime, { id: api.fixture.customerId })), NOT_FOUND);
      expectEnvelope(await getProduct({ product: api.fixture.draftId }), NOT_FOUND);
    });

    it('shows a draft to its designer and to staff', async () => {
      const byDesigner = await draft(
        signTestToken(api.runtime, { id: api.fixture.designerId, role: 'designer' }),
      );
      expectEnvelope(byDesigner, { status_code: 200, dataShape: productShape });
      expect(byDesigner.data).toMatchObject({ status: 'draft', name: 'Bowl', arName: 'وعاء' });
      const byAdmin = await draft(
        signTestToken(api.runtime, { id: api.fixture.adminId, privilageType: 'admin' }),
      );
      expectEnvelope(byAdmin, { status_code: 200 });
    });

    it('treats an expired or forged token as a guest', async () => {
      expectEnvelope(
        await draft(
          signTestToken(api.runtime, { id: api.fixture.designerId, role: 'designer' }, { expiresIn: -3600 }),
        ),
        NOT_FOUND,
      );
      expectEnvelope(
        await draft(
          signTestToken(
            api.runtime,
            { id: api.fixture.designerId, role: 'designer' },
            { secret: 'another-secret' },
          ),
        ),
        NOT_FOUND,
      );
    });

    it('gives the cost side to the designer only, never to a guest', async () => {
      const guest = await getProduct({ product: api.fixture.lampId });
      expect(guest.data).toMatchObject({
        basePrice: null,
        tax: null,
        revenueEg: null,
        siteRevenueEg: null,
        manufacturingCostEg: null,
      });
      const designer = await getProduct(
        { product: api.fixture.lampId },
        signTestToken(api.runtime, { id: api.fixture.designerId, role: 'designer' }),
      );
      expect(designer.data).toMatchObject({
        basePrice: 300,
        tax: 50,
        revenueEg: 80,
        revenueSu: 0,
        revenueEm: null,
        siteRevenueEg: 20.5,
        manufacturingCostEg: 120,
      });
    });
  });
});

/** The merchandising area of the dashboard (issue 21): its services and their rows of the roles table. */
import * as categoriesService from '../categories.service.ts';
import * as collectionsService from '../collections.service.ts';
import * as catalogueTermsService from '../catalogue-terms.service.ts';
import { NOWHERE, type AreaOperations } from './operation-rows.ts';

const valid = { name: 'Nowhere', arName: 'Nowhere (ar)', title: 'Nowhere', arTitle: 'Nowhere (ar)' };

export const merchandisingOperations: AreaOperations = {
  services: { categoriesService, collectionsService, catalogueTermsService },
  operations: {
    listAdminCategories: {
      permission: 'merchandising.write',
      call: (c) => categoriesService.listAdminCategories(c),
    },
    getAdminCategory: {
      permission: 'merchandising.write',
      call: (c) => categoriesService.getAdminCategory(c, NOWHERE),
    },
    saveCategory: {
      permission: 'merchandising.write',
      call: (c) => categoriesService.saveCategory(c, NOWHERE, valid),
    },
    moveCategory: {
      permission: 'merchandising.write',
      call: (c) => categoriesService.moveCategory(c, NOWHERE, 1),
    },
    reorderCategories: {
      permission: 'merchandising.write',
      call: (c) => categoriesService.reorderCategories(c, [NOWHERE]),
    },
    deleteCategory: {
      permission: 'merchandising.write',
      call: (c) => categoriesService.deleteCategory(c, NOWHERE),
    },
    saveSubcategory: {
      permission: 'merchandising.write',
      call: (c) => categoriesService.saveSubcategory(c, NOWHERE, null, valid),
    },
    deleteSubcategory: {
      permission: 'merchandising.write',
      call: (c) => categoriesService.deleteSubcategory(c, NOWHERE),
    },
    listAdminCollections: {
      permission: 'merchandising.write',
      call: (c) => collectionsService.listAdminCollections(c),
    },
    getAdminCollection: {
      permission: 'merchandising.write',
      call: (c) => collectionsService.getAdminCollection(c, NOWHERE),
    },
    saveCollection: {
      permission: 'merchandising.write',
      call: (c) => collectionsService.saveCollection(c, NOWHERE, valid),
    },
    deleteCollection: {
      permission: 'merchandising.write',
      call: (c) => collectionsService.deleteCollection(c, NOWHERE),
    },
    setCollectionProduct: {
      permission: 'merchandising.write',
      call: (c) => collectionsService.setCollectionProduct(c, NOWHERE, NOWHERE, true),
    },
    searchProductsToPick: {
      permission: 'merchandising.write',
      call: (c) => collectionsService.searchProductsToPick(c, 'nowhere-at-all'),
    },
    listAdminTags: { permission: 'merchandising.write', call: (c) => catalogueTermsService.listAdminTags(c) },
    saveTag: {
      permission: 'merchandising.write',
      call: (c) => catalogueTermsService.saveTag(c, NOWHERE, valid),
    },
    deleteTag: {
      permission: 'merchandising.write',
      call: (c) => catalogueTermsService.deleteTag(c, NOWHERE),
    },
    listAdminAttributes: {
      permission: 'merchandising.write',
      call: (c) => catalogueTermsService.listAdminAttributes(c),
    },
    saveAttribute: {
      permission: 'merchandising.write',
      call: (c) =>
        catalogueTermsService.saveAttribute(c, NOWHERE, { spec: 'Nowhere', arSpec: 'Nowhere (ar)' }),
    },
    deleteAttribute: {
      permission: 'merchandising.write',
      call: (c) => catalogueTermsService.deleteAttribute(c, NOWHERE),
    },
    saveAttributeValue: {
      permission: 'merchandising.write',
      call: (c) =>
        catalogueTermsService.saveAttributeValue(c, NOWHERE, null, { value: 'x', arValue: 'x (ar)' }),
    },
    deleteAttributeValue: {
      permission: 'merchandising.write',
      call: (c) => catalogueTermsService.deleteAttributeValue(c, NOWHERE),
    },
    listAdminOffers: {
      permission: 'merchandising.write',
      call: (c) => catalogueTermsService.listAdminOffers(c),
    },
    setOfferStatus: {
      permission: 'merchandising.write',
      call: (c) => catalogueTermsService.setOfferStatus(c, NOWHERE, false),
    },
  },
  notOperations: {},
};

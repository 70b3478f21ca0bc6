/** The product editor's form as a staff member would post it back unchanged (tests change a field). */
import type { AdminProductView } from '@souq/core/admin/product-editor.service.ts';

export const adminProductFormOf = (view: AdminProductView) => ({
  name: view.name,
  arName: view.arName,
  description: view.description,
  arDescription: view.arDescription,
  brief: view.brief,
  arBrief: view.arBrief,
  prices: Object.fromEntries(
    Object.entries(view.prices)
      .filter(([, row]) => row)
      .map(([country, row]) => [country, { active: row!.active, price: row!.amountMinor / 100 }]),
  ),
  availableEdition: view.availableEdition,
  initAvailableEdition: view.initAvailableEdition,
  maxPerOrder: view.maxPerOrder,
  isAvailableForCod: view.isAvailableForCod,
  categoryId: view.categoryId,
  subcategoryId: view.subcategoryId,
  displayOrderInCategory: view.displayOrderInCategory,
  isIdesign: view.isIdesign,
  status: view.status,
});

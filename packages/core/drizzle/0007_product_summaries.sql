-- Products as listings show them (home, categories, collections, search, suggestions, wishlist),
-- read by id for the context's country (docs/decisions/024). Written by hand: no table changes.
-- PL/pgSQL so the plan is made once per connection rather than for every listing: search
-- suggestions read five summaries on every key press, and planning this statement cost as much as
-- running it (twice as much on PGlite). Each row is one JSON object; the caller keeps the order of
-- `ids` and applies the price rules (pricing.ts shownPrice). The running offer and collection
-- discount are the ones of catalog.service.ts runningOfferPercent and runningCollectionPercent;
-- change them together. A product not published, or with no active price in the country, is left out.
CREATE OR REPLACE FUNCTION product_summaries(ids uuid[], shopper_country country_code, at timestamptz) RETURNS SETOF json
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN QUERY
  SELECT json_build_object(
    'id', p.id,
    'sku', p.sku,
    'slug', p.slug,
    'name', p.name,
    'arName', p.ar_name,
    'createdAt', p.created_at,
    'isIdesign', p.is_idesign,
    'isAvailableForCod', p.is_available_for_cod,
    'availableEdition', p.available_edition,
    'badgeColor', p.badge_color,
    'badgeTitle', p.badge_title,
    'badgeTitleAr', p.badge_title_ar,
    'categoryId', p.category_id,
    'subcategoryId', p.subcategory_id,
    'collectionId', p.collection_id,
    'amountMinor', price.amount_minor,
    'currency', price.currency,
    'offerPercent', (
      SELECT max(o.discount_percent) FROM product_offers o
      WHERE o.product_id = p.id AND o.status AND o.start_date <= at AND o.end_date > at
    ),
    'collectionPercent', CASE
      WHEN c.status AND (c.start_date IS NULL OR c.start_date <= at) AND (c.end_date IS NULL OR c.end_date > at)
      THEN c.discount_percent ELSE 0 END,
    'primaryImagePath', (
      SELECT i.path FROM product_images i WHERE i.product_id = p.id
      ORDER BY i.primary_image DESC, i.display_order ASC, i.created_at ASC LIMIT 1
    ),
    'prices', (
      SELECT json_agg(json_build_array(a.country, a.currency, a.amount_minor, a.sales_number, a.required_time_days))
      FROM product_prices a WHERE a.product_id = p.id AND a.active
    ),
    'designer', json_build_object('id', u.id, 'slug', u.slug, 'name', u.name, 'fName', u.f_name, 'lName', u.l_name, 'image', u.image)
  )
  FROM products p
  JOIN product_prices price ON price.product_id = p.id AND price.country = shopper_country AND price.active
  JOIN users u ON u.id = p.designer_id
  LEFT JOIN collections c ON c.id = p.collection_id
  WHERE p.id = ANY(ids) AND p.status = 'active' AND p.product_status;
END
$$;

-- Change notices from the database itself (issue 20, docs/decisions/039): every write to a table
-- that a public page shows announces its topic on the souq_changes channel, so the page cache and
-- the in-memory copies of every process forget what they hold. PostgreSQL delivers a notice only
-- when the transaction commits, and folds identical notices of one transaction into one.
CREATE OR REPLACE FUNCTION souq_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('souq_changes', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text[][] := ARRAY[
    ['categories', 'catalog'], ['subcategories', 'catalog'], ['collections', 'catalog'],
    ['tags', 'catalog'], ['attributes', 'catalog'], ['attribute_values', 'catalog'],
    ['products', 'catalog'], ['product_offers', 'catalog'],
    ['product_attribute_values', 'catalog'], ['product_images', 'catalog'],
    ['product_image_photos', 'catalog'], ['image_extra_prices', 'catalog'],
    ['image_features', 'catalog'], ['feature_extra_prices', 'catalog'],
    ['reviews', 'catalog'], ['review_attachments', 'catalog'],
    ['posts', 'content'], ['sliders', 'content'], ['banners', 'content'], ['adverts', 'content'],
    ['faqs', 'content'], ['content_pages', 'content'], ['careers', 'content'],
    ['header_descriptions', 'content'], ['how_it_works_stages', 'content'],
    ['site_settings', 'settings'], ['payment_method_settings', 'settings']
  ];
  pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY watched LOOP
    EXECUTE format(
      'CREATE TRIGGER souq_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION souq_announce_change(%L)',
      pair[1], pair[2]);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- A price row also counts its market's sales on every order: only a change of what a shopper
-- sees (the prices, the market's availability and delivery time) is announced.
CREATE TRIGGER souq_announce_change_rows AFTER INSERT OR DELETE OR TRUNCATE ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION souq_announce_change('catalog');
--> statement-breakpoint
CREATE TRIGGER souq_announce_price_change AFTER UPDATE ON product_prices
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'sales_number' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'sales_number' - 'updated_at'))
  EXECUTE FUNCTION souq_announce_change('catalog');
--> statement-breakpoint
-- Designers are shown with their products and on their pages; a shopper's sign-in, cart or
-- password is not shown anywhere public, nor is a designer's running sales count announced on
-- every order (the designers list's order by sales follows within the page cache's lifetime).
CREATE OR REPLACE FUNCTION souq_announce_designer_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.role = 'designer' THEN PERFORM pg_notify('souq_changes', 'catalog'); END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.role = 'designer' THEN PERFORM pg_notify('souq_changes', 'catalog'); END IF;
  ELSIF (OLD.role = 'designer' OR NEW.role = 'designer')
    AND (OLD.role, OLD.name, OLD.slug, OLD.f_name, OLD.l_name, OLD.image, OLD.status,
         OLD.deactivated_at, OLD.featured, OLD.country, OLD.city, OLD.gender)
      IS DISTINCT FROM
        (NEW.role, NEW.name, NEW.slug, NEW.f_name, NEW.l_name, NEW.image, NEW.status,
         NEW.deactivated_at, NEW.featured, NEW.country, NEW.city, NEW.gender) THEN
    PERFORM pg_notify('souq_changes', 'catalog');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER souq_announce_designer_change AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION souq_announce_designer_change();

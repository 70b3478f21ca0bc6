-- Chosen features on cart lines (issue 6): the same variant with other features is another line;
-- order lines keep the features as named and priced when ordered.
DROP INDEX "cart_lines_cart_image_uq";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "feature_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_image_features_uq" ON "cart_lines" USING btree ("cart_id","product_image_id","feature_ids");
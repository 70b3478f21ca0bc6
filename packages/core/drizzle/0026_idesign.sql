CREATE TABLE "design_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"owner_cart_id" uuid,
	"storage_key" text NOT NULL,
	"width_px" integer NOT NULL,
	"height_px" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_assets_owner_ck" CHECK (("design_assets"."owner_user_id" is null) <> ("design_assets"."owner_cart_id" is null))
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"owner_cart_id" uuid,
	"document" jsonb NOT NULL,
	"used_stage_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnail_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designs_owner_ck" CHECK (("designs"."owner_user_id" is null) <> ("designs"."owner_cart_id" is null))
);
--> statement-breakpoint
CREATE TABLE "design_print_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"stage_id" text NOT NULL,
	"format" text NOT NULL,
	"reference" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width_px" integer,
	"height_px" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_print_files_format_ck" CHECK ("design_print_files"."format" in ('png', 'svg'))
);
--> statement-breakpoint
DROP INDEX "cart_lines_cart_image_features_uq";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "design_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "design_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "design_assets" ADD CONSTRAINT "design_assets_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_print_files" ADD CONSTRAINT "design_print_files_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_assets_owner_user_id_idx" ON "design_assets" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "design_assets_owner_cart_id_idx" ON "design_assets" USING btree ("owner_cart_id");--> statement-breakpoint
CREATE INDEX "designs_product_id_idx" ON "designs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "designs_owner_user_id_idx" ON "designs" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "designs_owner_cart_id_idx" ON "designs" USING btree ("owner_cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "design_print_files_line_stage_format_uq" ON "design_print_files" USING btree ("order_line_id","stage_id","format");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_design_id_idx" ON "cart_lines" USING btree ("design_id");--> statement-breakpoint
CREATE INDEX "order_lines_design_id_idx" ON "order_lines" USING btree ("design_id");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_uq" UNIQUE NULLS NOT DISTINCT("cart_id","product_image_id","gift_card_id","feature_ids","design_id");
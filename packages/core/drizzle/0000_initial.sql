CREATE TYPE "public"."country_code" AS ENUM('eg', 'sa', 'ae');--> statement-breakpoint
CREATE TYPE "public"."currency_code" AS ENUM('EGP', 'SAR', 'AED');--> statement-breakpoint
CREATE TYPE "public"."lang_code" AS ENUM('ar', 'en');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."privilage_type" AS ENUM('superAdmin', 'admin', 'designerSupport');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('customer', 'designer', 'manufacturer');--> statement-breakpoint
CREATE TYPE "public"."product_state" AS ENUM('active', 'draft', 'archived');--> statement-breakpoint
CREATE TYPE "public"."gift_card_theme" AS ENUM('birthday', 'boy', 'celebration', 'christmas', 'general', 'girl', 'couples', 'new_baby');--> statement-breakpoint
CREATE TYPE "public"."referral_discount_type" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'confirmed', 'ready_for_shipping', 'out_for_delivery', 'delivered', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."referral_use_kind" AS ENUM('payment', 'register');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('requested', 'paid', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."profit_for" AS ENUM('designer', 'manufacturer', 'referral');--> statement-breakpoint
CREATE TYPE "public"."wallet_reason" AS ENUM('order_payment', 'order_refund', 'referral_reward', 'gift_card', 'admin_adjustment');--> statement-breakpoint
CREATE TYPE "public"."ticket_status" AS ENUM('waiting', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."content_page_kind" AS ENUM('about', 'terms', 'policies', 'exchange_policies', 'b2b', 'privacy', 'shipping');--> statement-breakpoint
CREATE TYPE "public"."faq_audience" AS ENUM('general', 'customer', 'designer');--> statement-breakpoint
CREATE TYPE "public"."post_type" AS ENUM('blog', 'news');--> statement-breakpoint
CREATE TYPE "public"."review_type" AS ENUM('review', 'comment', 'discussion');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('queued', 'running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"country" "country_code" NOT NULL,
	"city" text NOT NULL,
	"area" text,
	"state" text,
	"zip_code" integer,
	"street_name" text,
	"floor_no" integer,
	"phone" text,
	"building" text,
	"f_name" text,
	"l_name" text,
	"email" text,
	"code" text,
	"apartment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"ar_title" text NOT NULL,
	"body" text,
	"ar_body" text,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"user_id" uuid,
	"purpose" text DEFAULT 'verify_phone' NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_payment_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bank" text NOT NULL,
	"branch" text,
	"name" text,
	"account_no" text,
	"iban" text,
	"country" text,
	"swift_code" text,
	"email" text,
	"credit_method" text,
	"card_last4" text,
	"expiry_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" "user_role" DEFAULT 'customer' NOT NULL,
	"privilage_type" "privilage_type",
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text NOT NULL,
	"email" text,
	"password_hash" text,
	"phone" text,
	"birth_date" date,
	"description" text,
	"ar_description" text,
	"city" text,
	"country" text,
	"sales_number" integer DEFAULT 0 NOT NULL,
	"image" text,
	"status" boolean DEFAULT true NOT NULL,
	"gender" "gender",
	"featured" boolean DEFAULT false NOT NULL,
	"fav_lang" "lang_code" DEFAULT 'ar' NOT NULL,
	"mail_lang" "lang_code" DEFAULT 'ar' NOT NULL,
	"own_currency" "currency_code",
	"order_num" integer DEFAULT 0 NOT NULL,
	"subscribed" boolean DEFAULT false NOT NULL,
	"gg_id" text,
	"fb_id" text,
	"code" text,
	"responses_readed" integer DEFAULT 0 NOT NULL,
	"discount_code" text,
	"origin_marker" text,
	"origin_meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_ck" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attribute_id" uuid NOT NULL,
	"value" text NOT NULL,
	"ar_value" text NOT NULL,
	"image" text,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spec" text NOT NULL,
	"ar_spec" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"ar_name" text NOT NULL,
	"image" text,
	"banner" text,
	"description" text,
	"ar_description" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"ar_title" text NOT NULL,
	"description" text,
	"ar_description" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"banner" text,
	"image" text,
	"status" boolean DEFAULT true NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_discount_ck" CHECK ("collections"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" uuid NOT NULL,
	"attribute_value_id" uuid NOT NULL,
	CONSTRAINT "product_attribute_values_product_id_attribute_value_id_pk" PRIMARY KEY("product_id","attribute_value_id")
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"title" text NOT NULL,
	"ar_title" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_offers_discount_ck" CHECK ("product_offers"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" uuid NOT NULL,
	"country" "country_code" NOT NULL,
	"currency" "currency_code" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"amount_minor" integer NOT NULL,
	"base_price_minor" integer DEFAULT 0 NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"revenue_minor" integer DEFAULT 0 NOT NULL,
	"site_revenue_minor" integer DEFAULT 0 NOT NULL,
	"manufacturing_cost_minor" integer DEFAULT 0 NOT NULL,
	"sales_number" integer DEFAULT 0 NOT NULL,
	"required_time_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_product_id_country_pk" PRIMARY KEY("product_id","country"),
	CONSTRAINT "product_prices_currency_ck" CHECK (("product_prices"."country" = 'eg' and "product_prices"."currency" = 'EGP') or ("product_prices"."country" = 'sa' and "product_prices"."currency" = 'SAR') or ("product_prices"."country" = 'ae' and "product_prices"."currency" = 'AED')),
	CONSTRAINT "product_prices_amount_ck" CHECK ("product_prices"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"ar_name" text NOT NULL,
	"status" "product_state" DEFAULT 'draft' NOT NULL,
	"product_status" boolean DEFAULT true NOT NULL,
	"description" text,
	"ar_description" text,
	"brief" text,
	"ar_brief" text,
	"lists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ar_lists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"single_weight_grams" integer,
	"max_per_order" integer,
	"available_edition" integer,
	"init_available_edition" integer,
	"is_available_for_cod" boolean DEFAULT true NOT NULL,
	"is_idesign" boolean DEFAULT false NOT NULL,
	"idesign_stages" jsonb,
	"designer_stage" text,
	"display_order_in_category" integer DEFAULT 0 NOT NULL,
	"new_message" integer DEFAULT 0 NOT NULL,
	"badge_color" text,
	"badge_title" text,
	"badge_title_ar" text,
	"category_id" uuid NOT NULL,
	"subcategory_id" uuid,
	"collection_id" uuid,
	"designer_id" uuid NOT NULL,
	"manufacturer_id" uuid,
	"tag_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_edition_ck" CHECK ("products"."available_edition" is null or "products"."available_edition" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"ar_name" text NOT NULL,
	"image" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"ar_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_extra_prices" (
	"feature_id" uuid NOT NULL,
	"country" "country_code" NOT NULL,
	"currency" "currency_code" NOT NULL,
	"extra_minor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feature_extra_prices_feature_id_country_pk" PRIMARY KEY("feature_id","country"),
	CONSTRAINT "feature_extra_prices_currency_ck" CHECK (("feature_extra_prices"."country" = 'eg' and "feature_extra_prices"."currency" = 'EGP') or ("feature_extra_prices"."country" = 'sa' and "feature_extra_prices"."currency" = 'SAR') or ("feature_extra_prices"."country" = 'ae' and "feature_extra_prices"."currency" = 'AED'))
);
--> statement-breakpoint
CREATE TABLE "image_extra_prices" (
	"image_id" uuid NOT NULL,
	"country" "country_code" NOT NULL,
	"currency" "currency_code" NOT NULL,
	"extra_minor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "image_extra_prices_image_id_country_pk" PRIMARY KEY("image_id","country"),
	CONSTRAINT "image_extra_prices_currency_ck" CHECK (("image_extra_prices"."country" = 'eg' and "image_extra_prices"."currency" = 'EGP') or ("image_extra_prices"."country" = 'sa' and "image_extra_prices"."currency" = 'SAR') or ("image_extra_prices"."country" = 'ae' and "image_extra_prices"."currency" = 'AED'))
);
--> statement-breakpoint
CREATE TABLE "image_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_id" uuid NOT NULL,
	"property" text NOT NULL,
	"ar_property" text NOT NULL,
	"value" text NOT NULL,
	"ar_value" text NOT NULL,
	"feature_image" text,
	"description" text,
	"ar_description" text,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_image_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_id" uuid NOT NULL,
	"path" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"path" text NOT NULL,
	"original_name" text,
	"primary_image" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"stage" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" uuid NOT NULL,
	"product_image_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_image_id_pk" PRIMARY KEY("user_id","product_image_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category_id" uuid,
	"subcategory_id" uuid,
	"user_id" uuid,
	"sales_number" integer DEFAULT 0 NOT NULL,
	"available_sales" integer,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"status" boolean DEFAULT true NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"maximum_discount_minor" integer,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"min_purchase_minor" integer,
	"fixed_amount_discount_minor" integer,
	"country" "country_code",
	"currency" "currency_code",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_discount_ck" CHECK ("coupons"."discount_percent" between 0 and 100),
	CONSTRAINT "coupons_available_sales_ck" CHECK ("coupons"."available_sales" is null or "coupons"."available_sales" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"sender_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"message" text,
	"theme" "gift_card_theme" DEFAULT 'general' NOT NULL,
	"currency" "currency_code" NOT NULL,
	"price_minor" integer NOT NULL,
	"rest_amount_minor" integer NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone,
	CONSTRAINT "gift_cards_rest_ck" CHECK ("gift_cards"."rest_amount_minor" between 0 and "gift_cards"."price_minor")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"type" "referral_discount_type" DEFAULT 'percent' NOT NULL,
	"discount_by_value" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_image_id" uuid,
	"gift_card_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_ck" CHECK ("cart_lines"."quantity" > 0),
	CONSTRAINT "cart_lines_item_ck" CHECK (("cart_lines"."product_image_id" is null) <> ("cart_lines"."gift_card_id" is null))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"country" "country_code" DEFAULT 'eg' NOT NULL,
	"coupon_id" uuid,
	"gift_card_id" uuid,
	"referral_code_id" uuid,
	"created_in" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"product_image_id" uuid,
	"gift_card_id" uuid,
	"quantity" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_ar_name" text NOT NULL,
	"image_path" text,
	"unit_price_minor" integer NOT NULL,
	"currency" "currency_code" NOT NULL,
	"designer_id" uuid,
	"manufacturer_id" uuid,
	"manufacturing_cost_minor" integer DEFAULT 0 NOT NULL,
	"revenue_minor" integer DEFAULT 0 NOT NULL,
	"site_revenue_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_quantity_ck" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"trnx_id" text,
	"trnx_status" text,
	"ordered_from" "country_code" NOT NULL,
	"currency" "currency_code" NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_provider" text,
	"payment_status" "payment_status" DEFAULT 'pending' NOT NULL,
	"is_paid_as_request" boolean DEFAULT false NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"shipping_minor" integer DEFAULT 0 NOT NULL,
	"cod_fees_minor" integer DEFAULT 0 NOT NULL,
	"cod_amount_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"coupon_id" uuid,
	"coupon_discount_minor" integer DEFAULT 0 NOT NULL,
	"gift_card_id" uuid,
	"gift_card_amount_minor" integer DEFAULT 0 NOT NULL,
	"referral_code_id" uuid,
	"referral_discount_minor" integer DEFAULT 0 NOT NULL,
	"wallet_amount_minor" integer DEFAULT 0 NOT NULL,
	"source_data" jsonb,
	"customer_id" uuid NOT NULL,
	"cart_id" uuid,
	"address_id" uuid,
	"address" jsonb,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_ck" CHECK ("orders"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"currency" "currency_code" NOT NULL,
	"discount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"currency" "currency_code" NOT NULL,
	"amount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_code_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"used_by" uuid,
	"order_id" uuid,
	"kind" "referral_use_kind" NOT NULL,
	"currency" "currency_code",
	"reward_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"currency" "currency_code" NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" "payout_status" DEFAULT 'requested' NOT NULL,
	"note" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_ck" CHECK ("payouts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "profit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"profit_for" "profit_for" NOT NULL,
	"order_id" uuid,
	"order_line_id" uuid,
	"currency" "currency_code" NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" "currency_code" NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" "wallet_reason" NOT NULL,
	"note" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"path" text NOT NULL,
	"original_name" text,
	"mime_type" text,
	"size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designer_id" uuid NOT NULL,
	"category_id" uuid,
	"product_id" uuid,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"currency" "currency_code" DEFAULT 'EGP' NOT NULL,
	"base_price_minor" integer,
	"status" "ticket_status" DEFAULT 'waiting' NOT NULL,
	"acceptance_date" timestamp with time zone,
	"rejection_date" timestamp with time zone,
	"designer_stage" text,
	"for_competition" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"link" text,
	"status" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"link" text,
	"country" "country_code",
	"lang" "lang_code",
	"display_order" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"career_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"cv_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "careers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"ar_title" text NOT NULL,
	"description" text,
	"ar_description" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"feedback_type" text,
	"comment" text,
	"message" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "content_page_kind" NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"ar_question" text NOT NULL,
	"answer" text NOT NULL,
	"ar_answer" text NOT NULL,
	"for_audience" "faq_audience" DEFAULT 'general' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_descriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"description" text NOT NULL,
	"ar_description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "how_it_works_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"ar_title" text NOT NULL,
	"description" text,
	"ar_description" text,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"type" "post_type" DEFAULT 'blog' NOT NULL,
	"title" text NOT NULL,
	"ar_title" text NOT NULL,
	"description" text,
	"ar_description" text,
	"image" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"country" "country_code",
	"lang" "lang_code",
	"link" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"path" text NOT NULL,
	"original_name" text,
	"mime_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid,
	"post_id" uuid,
	"parent_id" uuid,
	"type" "review_type" NOT NULL,
	"text" text NOT NULL,
	"rating" integer,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_ck" CHECK ("reviews"."rating" is null or "reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"ar_title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ar_description" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"ar_keywords" text DEFAULT '' NOT NULL,
	"website" text,
	"address" text,
	"ar_address" text,
	"admin_email" text,
	"admin_phone" text,
	"other_admin_phone" text,
	"support_email" text,
	"support_phone" text,
	"fc_account" text,
	"insta_account" text,
	"pints_account" text,
	"analytics_id" text,
	"google_analytics" text,
	"tab_footer" text,
	"ar_tab_footer" text,
	"footer_text" text,
	"ar_footer_text" text,
	"collection_title_header" text,
	"ar_collection_title_header" text,
	"show_for_competition_input" boolean DEFAULT false NOT NULL,
	"idesign_banner" text,
	"sar_to_egp" numeric(12, 4) DEFAULT 13.2 NOT NULL,
	"aed_to_egp" numeric(12, 4) DEFAULT 13.5 NOT NULL,
	"cod_fee_eg_minor" integer DEFAULT 0 NOT NULL,
	"cod_fee_sa_minor" integer DEFAULT 0 NOT NULL,
	"cod_fee_ae_minor" integer DEFAULT 0 NOT NULL,
	"shipping_fee_eg_minor" integer DEFAULT 0 NOT NULL,
	"shipping_fee_sa_minor" integer DEFAULT 0 NOT NULL,
	"shipping_fee_ae_minor" integer DEFAULT 0 NOT NULL,
	"commercial_registration_no" text,
	"tax_registration_no" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row_ck" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"keyword" text NOT NULL,
	"normalized" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "job_status" DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_payment_accounts" ADD CONSTRAINT "user_payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_value_id_attribute_values_id_fk" FOREIGN KEY ("attribute_value_id") REFERENCES "public"."attribute_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_users_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_extra_prices" ADD CONSTRAINT "feature_extra_prices_feature_id_image_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."image_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_extra_prices" ADD CONSTRAINT "image_extra_prices_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_features" ADD CONSTRAINT "image_features_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_photos" ADD CONSTRAINT "product_image_photos_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_image_id_product_images_id_fk" FOREIGN KEY ("product_image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_image_id_product_images_id_fk" FOREIGN KEY ("product_image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_referral_code_id_referral_codes_id_fk" FOREIGN KEY ("referral_code_id") REFERENCES "public"."referral_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_image_id_product_images_id_fk" FOREIGN KEY ("product_image_id") REFERENCES "public"."product_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_manufacturer_id_users_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_referral_code_id_referral_codes_id_fk" FOREIGN KEY ("referral_code_id") REFERENCES "public"."referral_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_code_uses" ADD CONSTRAINT "referral_code_uses_code_id_referral_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."referral_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_code_uses" ADD CONSTRAINT "referral_code_uses_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_code_uses" ADD CONSTRAINT "referral_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_entries" ADD CONSTRAINT "profit_entries_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_entries" ADD CONSTRAINT "profit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_entries" ADD CONSTRAINT "profit_entries_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_requests" ADD CONSTRAINT "career_requests_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attachments" ADD CONSTRAINT "review_attachments_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_parent_id_reviews_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_read_idx" ON "notifications" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_phone_idx" ON "otp_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_user_id_idx" ON "otp_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "otp_codes_expires_at_idx" ON "otp_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_uq" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_at_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_payment_accounts_user_bank_uq" ON "user_payment_accounts" USING btree ("user_id","bank");--> statement-breakpoint
CREATE UNIQUE INDEX "users_slug_uq" ON "users" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_gg_id_uq" ON "users" USING btree ("gg_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_fb_id_uq" ON "users" USING btree ("fb_id");--> statement-breakpoint
CREATE INDEX "users_role_featured_idx" ON "users" USING btree ("role","featured");--> statement-breakpoint
CREATE INDEX "users_role_sales_idx" ON "users" USING btree ("role","sales_number");--> statement-breakpoint
CREATE INDEX "users_role_country_idx" ON "users" USING btree ("role","country");--> statement-breakpoint
CREATE INDEX "users_privilage_type_idx" ON "users" USING btree ("privilage_type");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "attribute_values_attribute_id_idx" ON "attribute_values" USING btree ("attribute_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_uq" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_display_order_idx" ON "categories" USING btree ("display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_slug_uq" ON "collections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "collections_status_dates_idx" ON "collections" USING btree ("status","start_date","end_date");--> statement-breakpoint
CREATE INDEX "collections_display_order_idx" ON "collections" USING btree ("display_order");--> statement-breakpoint
CREATE INDEX "collections_created_at_idx" ON "collections" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_attribute_values_value_idx" ON "product_attribute_values" USING btree ("attribute_value_id");--> statement-breakpoint
CREATE INDEX "product_offers_product_id_idx" ON "product_offers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_offers_status_end_idx" ON "product_offers" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "product_prices_country_amount_idx" ON "product_prices" USING btree ("country","amount_minor");--> statement-breakpoint
CREATE INDEX "product_prices_country_sales_idx" ON "product_prices" USING btree ("country","sales_number");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_uq" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_category_order_idx" ON "products" USING btree ("category_id","display_order_in_category");--> statement-breakpoint
CREATE INDEX "products_subcategory_id_idx" ON "products" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "products_collection_id_idx" ON "products" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "products_designer_id_idx" ON "products" USING btree ("designer_id","created_at");--> statement-breakpoint
CREATE INDEX "products_manufacturer_id_idx" ON "products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "products_tag_id_idx" ON "products" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_is_idesign_idx" ON "products" USING btree ("is_idesign");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_slug_uq" ON "subcategories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "subcategories_category_order_idx" ON "subcategories" USING btree ("category_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_uq" ON "tags" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "image_features_image_idx" ON "image_features" USING btree ("image_id","display_order");--> statement-breakpoint
CREATE INDEX "product_image_photos_image_idx" ON "product_image_photos" USING btree ("image_id","display_order");--> statement-breakpoint
CREATE INDEX "product_images_product_order_idx" ON "product_images" USING btree ("product_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_one_primary_uq" ON "product_images" USING btree ("product_id") WHERE "product_images"."primary_image";--> statement-breakpoint
CREATE INDEX "product_images_featured_idx" ON "product_images" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_image_id_idx" ON "wishlist_items" USING btree ("product_image_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_category_id_idx" ON "coupons" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "coupons_subcategory_id_idx" ON "coupons" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "coupons_user_id_idx" ON "coupons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupons_status_end_idx" ON "coupons" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_uq" ON "gift_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_cards_sender_id_idx" ON "gift_cards" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "gift_cards_recipient_email_idx" ON "gift_cards" USING btree ("recipient_email");--> statement-breakpoint
CREATE INDEX "gift_cards_paid_start_idx" ON "gift_cards" USING btree ("is_paid","start_at");--> statement-breakpoint
CREATE INDEX "gift_cards_created_at_idx" ON "gift_cards" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_uq" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_user_id_uq" ON "referral_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_image_uq" ON "cart_lines" USING btree ("cart_id","product_image_id");--> statement-breakpoint
CREATE INDEX "cart_lines_product_image_id_idx" ON "cart_lines" USING btree ("product_image_id");--> statement-breakpoint
CREATE INDEX "cart_lines_gift_card_id_idx" ON "cart_lines" USING btree ("gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_id_uq" ON "carts" USING btree ("user_id") WHERE "carts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "carts_coupon_id_idx" ON "carts" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "carts_gift_card_id_idx" ON "carts" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "carts_referral_code_id_idx" ON "carts" USING btree ("referral_code_id");--> statement-breakpoint
CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_id_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_image_id_idx" ON "order_lines" USING btree ("product_image_id");--> statement-breakpoint
CREATE INDEX "order_lines_gift_card_id_idx" ON "order_lines" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "order_lines_designer_id_idx" ON "order_lines" USING btree ("designer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_manufacturer_id_idx" ON "order_lines" USING btree ("manufacturer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_uq" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_trnx_id_idx" ON "orders" USING btree ("trnx_id");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_ordered_from_idx" ON "orders" USING btree ("ordered_from");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_coupon_id_idx" ON "orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "orders_gift_card_id_idx" ON "orders" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "orders_referral_code_id_idx" ON "orders" USING btree ("referral_code_id");--> statement-breakpoint
CREATE INDEX "orders_cart_id_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_address_id_idx" ON "orders" USING btree ("address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_coupon_order_uq" ON "coupon_redemptions" USING btree ("coupon_id","order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_order_id_idx" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_id_idx" ON "coupon_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_redemptions_card_order_uq" ON "gift_card_redemptions" USING btree ("gift_card_id","order_id");--> statement-breakpoint
CREATE INDEX "gift_card_redemptions_order_id_idx" ON "gift_card_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_card_redemptions_user_id_idx" ON "gift_card_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referral_code_uses_code_kind_idx" ON "referral_code_uses" USING btree ("code_id","kind");--> statement-breakpoint
CREATE INDEX "referral_code_uses_used_by_idx" ON "referral_code_uses" USING btree ("used_by");--> statement-breakpoint
CREATE INDEX "referral_code_uses_order_id_idx" ON "referral_code_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payouts_beneficiary_idx" ON "payouts" USING btree ("beneficiary_id","requested_at");--> statement-breakpoint
CREATE INDEX "payouts_status_requested_idx" ON "payouts" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "profit_entries_beneficiary_idx" ON "profit_entries" USING btree ("beneficiary_id","currency","created_at");--> statement-breakpoint
CREATE INDEX "profit_entries_order_id_idx" ON "profit_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "profit_entries_order_line_id_idx" ON "profit_entries" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "profit_entries_created_at_idx" ON "profit_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_currency_idx" ON "wallet_entries" USING btree ("user_id","currency","created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_order_id_idx" ON "wallet_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_created_at_idx" ON "wallet_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_id_idx" ON "ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_slug_uq" ON "tickets" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tickets_designer_status_idx" ON "tickets" USING btree ("designer_id","status");--> statement-breakpoint
CREATE INDEX "tickets_status_created_idx" ON "tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tickets_category_id_idx" ON "tickets" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "tickets_product_id_idx" ON "tickets" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "adverts_status_order_idx" ON "adverts" USING btree ("status","display_order");--> statement-breakpoint
CREATE INDEX "banners_country_lang_order_idx" ON "banners" USING btree ("country","lang","display_order");--> statement-breakpoint
CREATE INDEX "career_requests_career_id_idx" ON "career_requests" USING btree ("career_id");--> statement-breakpoint
CREATE INDEX "career_requests_created_at_idx" ON "career_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "careers_status_created_idx" ON "careers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_kind_uq" ON "content_pages" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "faqs_audience_order_idx" ON "faqs" USING btree ("for_audience","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "header_descriptions_page_uq" ON "header_descriptions" USING btree ("page");--> statement-breakpoint
CREATE UNIQUE INDEX "how_it_works_stages_type_number_uq" ON "how_it_works_stages" USING btree ("type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_uq" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_type_published_idx" ON "posts" USING btree ("type","published_at");--> statement-breakpoint
CREATE INDEX "sliders_country_lang_order_idx" ON "sliders" USING btree ("country","lang","display_order");--> statement-breakpoint
CREATE INDEX "review_attachments_review_id_idx" ON "review_attachments" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_post_created_idx" ON "reviews" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_parent_id_idx" ON "reviews" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_type_created_idx" ON "reviews" USING btree ("type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_keywords_normalized_uq" ON "search_keywords" USING btree ("normalized");--> statement-breakpoint
CREATE INDEX "search_keywords_count_idx" ON "search_keywords" USING btree ("count");--> statement-breakpoint
CREATE INDEX "search_keywords_last_searched_idx" ON "search_keywords" USING btree ("last_searched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_scope_key_uq" ON "idempotency_keys" USING btree ("scope","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_status_run_at_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_queue_status_idx" ON "jobs" USING btree ("queue","status");--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "processed_webhook_events_processed_at_idx" ON "processed_webhook_events" USING btree ("processed_at");
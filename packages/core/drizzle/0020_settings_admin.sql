ALTER TABLE "site_settings" ADD COLUMN "locale_strategy" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "default_locale" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "promo_starts_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "promo_ends_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_locale_strategy_ck" CHECK ("site_settings"."locale_strategy" in ('A', 'B', 'C'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_locale_ck" CHECK ("site_settings"."default_locale" in ('ar-eg', 'ar-sa'));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_promo_window_ck" CHECK ("site_settings"."promo_ends_at" > "site_settings"."promo_starts_at");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_fees_ck" CHECK (least("site_settings"."cod_fee_eg_minor", "site_settings"."cod_fee_sa_minor", "site_settings"."cod_fee_ae_minor", "site_settings"."shipping_fee_eg_minor", "site_settings"."shipping_fee_sa_minor", "site_settings"."shipping_fee_ae_minor") >= 0);--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_rates_ck" CHECK ("site_settings"."sar_to_egp" > 0 and "site_settings"."aed_to_egp" > 0);
-- The referral programme's terms in the site settings (issue 6): the discount of new users' codes
-- and the owner's reward per use in each currency. 0 = off.
ALTER TABLE "site_settings" ADD COLUMN "referral_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "referral_reward_eg_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "referral_reward_sa_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "referral_reward_ae_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_referral_percent_ck" CHECK ("site_settings"."referral_discount_percent" between 0 and 100);
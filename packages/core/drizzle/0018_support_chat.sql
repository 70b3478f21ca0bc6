ALTER TABLE "site_settings" ADD COLUMN "whatsapp_eg" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "whatsapp_sa" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "whatsapp_ae" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "chat_widget_id" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "meta_pixel_id" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "tiktok_pixel_id" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "snap_pixel_id" text;--> statement-breakpoint
CREATE INDEX "payment_refunds_requested_by_idx" ON "payment_refunds" USING btree ("requested_by");
CREATE TYPE "public"."profit_entry_kind" AS ENUM('earning', 'reversal');--> statement-breakpoint
CREATE TYPE "public"."seller_notification_kind" AS ENUM('sale', 'ticket_accepted', 'ticket_rejected', 'message', 'payout_paid', 'payout_rejected');--> statement-breakpoint
ALTER TYPE "public"."profit_for" ADD VALUE 'site';--> statement-breakpoint
CREATE TABLE "seller_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "seller_notification_kind" NOT NULL,
	"ticket_id" uuid,
	"order_id" uuid,
	"payout_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"path" text NOT NULL,
	"original_name" text,
	"mime_type" text,
	"size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" uuid,
	"from_staff" boolean NOT NULL,
	"text" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "notifications" CASCADE;--> statement-breakpoint
ALTER TABLE "profit_entries" ALTER COLUMN "beneficiary_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "decided_by_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "profit_entries" ADD COLUMN "entry_kind" "profit_entry_kind" DEFAULT 'earning' NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_entries" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "profit_entries" ADD COLUMN "country" "country_code";--> statement-breakpoint
ALTER TABLE "profit_entries" ADD COLUMN "amount_egp_minor" bigint;--> statement-breakpoint
ALTER TABLE "profit_entries" ADD COLUMN "rate_to_egp" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "decided_by_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "new_message" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_notifications" ADD CONSTRAINT "seller_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_notifications" ADD CONSTRAINT "seller_notifications_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_message_attachments" ADD CONSTRAINT "ticket_message_attachments_message_id_ticket_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ticket_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_notifications_user_read_idx" ON "seller_notifications" USING btree ("user_id","read_at","created_at");--> statement-breakpoint
CREATE INDEX "seller_notifications_ticket_id_idx" ON "seller_notifications" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_message_attachments_message_id_idx" ON "ticket_message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_created_idx" ON "ticket_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_messages_author_id_idx" ON "ticket_messages" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_entries" ADD CONSTRAINT "profit_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_decided_by_id_idx" ON "payouts" USING btree ("decided_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profit_entries_line_party_uq" ON "profit_entries" USING btree ("order_line_id","profit_for","entry_kind") WHERE "profit_entries"."order_line_id" is not null and "profit_entries"."profit_for" <> 'referral';--> statement-breakpoint
CREATE INDEX "profit_entries_for_created_idx" ON "profit_entries" USING btree ("profit_for","created_at");--> statement-breakpoint
CREATE INDEX "profit_entries_product_id_idx" ON "profit_entries" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "tickets_decided_by_id_idx" ON "tickets" USING btree ("decided_by_id");
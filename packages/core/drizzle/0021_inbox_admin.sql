CREATE TABLE "search_keyword_weeks" (
	"week" date NOT NULL,
	"lang" "lang_code" NOT NULL,
	"normalized" text NOT NULL,
	"keyword" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	"found" boolean NOT NULL,
	CONSTRAINT "search_keyword_weeks_week_lang_normalized_pk" PRIMARY KEY("week","lang","normalized")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "lang" "lang_code";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "search_keyword_weeks_top_idx" ON "search_keyword_weeks" USING btree ("week","lang","searches");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_answered_by_idx" ON "contact_messages" USING btree ("answered_by");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_ck" CHECK ("contact_messages"."status" in ('new', 'read', 'answered', 'archived'));--> statement-breakpoint
-- custom (issue 21 inbox)
-- `handled_at` meant "staff dealt with it" without recording how: such messages are archived
-- (out of the open inbox, opened), then the column goes (drizzle's own DROP moved below this).
UPDATE "contact_messages" SET "status" = 'archived', "read_at" = "handled_at", "archived_at" = "handled_at"
  WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "handled_at";

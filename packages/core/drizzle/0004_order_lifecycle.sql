-- Order lifecycle (docs/decisions/020). The migrator runs every pending file in ONE transaction (on
-- PostgreSQL and PGlite), and a value added by ALTER TYPE ... ADD VALUE cannot be used before that
-- transaction commits: nothing here (no default, no UPDATE, no CHECK) names 'placed' or
-- 'in_production'. Old 'confirmed' rows are left as they are and read as 'placed' by the code.
ALTER TYPE "public"."order_status" ADD VALUE 'placed' BEFORE 'confirmed';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'in_production' BEFORE 'confirmed';--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_events_order_created_idx" ON "order_status_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_status_events_actor_id_idx" ON "order_status_events" USING btree ("actor_id");
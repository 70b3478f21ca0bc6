-- A user's name as search reads it (issue 4, docs/decisions/024). Written by hand, like the index
-- it replaces (0001_search), and kept out of the Drizzle schema: nothing writes it. searchUsers
-- (postgres-search-index.ts) ran search_normalize on every name it looked at, up to three times a
-- row (match, prefix, similarity order), on every header search; stored, it is computed when a
-- name is written. A later change to search_normalize must rewrite it (UPDATE users SET name = name).
ALTER TABLE "users" ADD COLUMN "name_search" text GENERATED ALWAYS AS (search_normalize("name")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "users_name_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_name_search_trgm_idx" ON "users" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
ALTER INDEX "users_name_search_trgm_idx" SET (fastupdate = off);

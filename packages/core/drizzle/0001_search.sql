-- Arabic-first search (issue 4). Written by hand above the generated part: pg_trgm and the SQL
-- twin of packages/core/src/search/normalize.ts; keep both in step (search-normalize.int.test.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- PL/pgSQL rather than SQL so the planner calls it instead of inlining the whole expression into
-- every query that uses it (planning the inlined form costs more than running it).
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
BEGIN
  RETURN btrim(regexp_replace(regexp_replace(
    translate(lower(normalize(coalesce(value, ''), NFKD)),
      'ٱىةیک٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ايهيك01234567890123456789'),
    '[\u0300-\u036f\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]', '', 'g'),
    '[^0-9a-z\u00df-\u00f6\u00f8-\u00ff\u0100-\u024f\u0400-\u04ff\u0620-\u064a\u066e-\u06d3\u06d5\u06ee-\u06ff\u0750-\u077f]+', ' ', 'g'),
    ' ');
END
$$;--> statement-breakpoint
-- Before the arabic stemmer only: drops the definite article (ال, وال, لل) from words that keep three
-- letters, which the Snowball stemmer handles unevenly once ة is written ه ("المكتبه" vs "مكتبه").
CREATE OR REPLACE FUNCTION search_strip_article(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT regexp_replace(coalesce(value, ''), '(^| )(?:و?ال|لل)(?=[^ ]{3})', '\1', 'g')
$$;--> statement-breakpoint
CREATE TABLE "product_search_documents" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"names" text NOT NULL,
	"names_document" "tsvector" NOT NULL,
	"keywords_document" "tsvector" NOT NULL,
	"document" "tsvector" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rank_eg" bigint,
	"rank_sa" bigint,
	"rank_ae" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
ALTER TABLE "product_search_documents" ADD CONSTRAINT "product_search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_keywords_normalized_trgm_idx" ON "search_keywords" USING gin ("normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_documents_document_idx" ON "product_search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_documents_keywords_document_idx" ON "product_search_documents" USING gin ("keywords_document");--> statement-breakpoint
CREATE INDEX "product_search_documents_names_document_idx" ON "product_search_documents" USING gin ("names_document");--> statement-breakpoint
CREATE INDEX "product_search_documents_names_trgm_idx" ON "product_search_documents" USING gin ("names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_documents_name_en_idx" ON "product_search_documents" USING btree ("name_en" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_search_documents_name_ar_idx" ON "product_search_documents" USING btree ("name_ar" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_search_documents_created_at_idx" ON "product_search_documents" USING btree ("created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_search_documents_eg_rank_idx" ON "product_search_documents" USING btree ("rank_eg" DESC NULLS LAST,"product_id" DESC NULLS LAST) WHERE "product_search_documents"."rank_eg" is not null;--> statement-breakpoint
CREATE INDEX "product_search_documents_sa_rank_idx" ON "product_search_documents" USING btree ("rank_sa" DESC NULLS LAST,"product_id" DESC NULLS LAST) WHERE "product_search_documents"."rank_sa" is not null;--> statement-breakpoint
CREATE INDEX "product_search_documents_ae_rank_idx" ON "product_search_documents" USING btree ("rank_ae" DESC NULLS LAST,"product_id" DESC NULLS LAST) WHERE "product_search_documents"."rank_ae" is not null;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Designers (and, for staff, every user) are found by name through this index, always current.
CREATE INDEX "users_name_search_trgm_idx" ON "users" USING gin (search_normalize("name") gin_trgm_ops);--> statement-breakpoint
-- No pending lists on the search GIN indexes: PGlite has no autovacuum to merge them, and an
-- unmerged list makes every search read it through.
ALTER INDEX "product_search_documents_document_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "product_search_documents_keywords_document_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "product_search_documents_names_document_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "product_search_documents_names_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_words_word_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_name_search_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
-- Fine histograms of the rank keys and creation dates: searches read their bands from pg_stats.
ALTER TABLE "product_search_documents" ALTER COLUMN "rank_eg" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "product_search_documents" ALTER COLUMN "rank_sa" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "product_search_documents" ALTER COLUMN "rank_ae" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "product_search_documents" ALTER COLUMN "created_at" SET STATISTICS 1000;--> statement-breakpoint
-- Rows of a few hundred bytes: the lexemes live out of line (TOAST), so reading the rank of
-- the matches of a band touches few pages; matching itself reads only the GIN indexes.
ALTER TABLE "product_search_documents" SET (toast_tuple_target = 128);

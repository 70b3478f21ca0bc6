-- Search reads in one round trip (issue 4, docs/decisions/011). Written by hand: no table changes.
-- The statements are built by packages/core/src/search/postgres-search-index.ts from normalized
-- words and numbers only; each answers `select array(...)` of product ids given $1, the ids found so
-- far (to leave out), and $2, how many are still wanted. They run in order until enough are found,
-- so later tiers are neither planned nor read when the first fills the page. A statement i with
-- probes[i] > 0 is a probe: its ids are not kept, and when it finds none the next probes[i]
-- statements are skipped (one cheap look at whether a text matches as typed at all saves planning
-- every band of every tier of a misspelt text). The plan settings are the function's own (restored
-- when it returns): only bitmap scans, so each band of a tier is the intersection of the match's
-- index with a range of the rank index (the planner's estimates for rare words and prefixes chose
-- full scans), and no parallel workers. STABLE: a statement that writes fails instead of running.
CREATE OR REPLACE FUNCTION search_read(statements text[], wanted integer, probes integer[]) RETURNS uuid[]
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
SET enable_bitmapscan = on
SET max_parallel_workers_per_gather = 0
AS $$
DECLARE
  found uuid[] := '{}';
  more uuid[];
  i integer := 1;
  skip integer;
BEGIN
  WHILE i <= coalesce(cardinality(statements), 0) AND cardinality(found) < wanted LOOP
    EXECUTE statements[i] INTO more USING found, wanted - cardinality(found);
    skip := coalesce(probes[i], 0);
    IF skip > 0 THEN
      IF coalesce(cardinality(more), 0) = 0 THEN
        i := i + skip;
      END IF;
    ELSE
      found := found || coalesce(more, '{}');
    END IF;
    i := i + 1;
  END LOOP;
  RETURN found[1:wanted];
END
$$;
--> statement-breakpoint
-- Typo corrections of the words the catalogue does not know: per word, its closest catalogue words
-- (pg_trgm similarity, the default threshold 0.3), as a JSON text of [word, correction, similarity]
-- ([word, null, null] when nothing is close). PL/pgSQL so the plan is made once per connection
-- rather than for every search.
CREATE OR REPLACE FUNCTION search_corrections(terms text[], per_word integer) RETURNS text
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_array(t.term, c.word, c.similarity) ORDER BY t.n, c.similarity DESC, c.word), '[]')::text
    FROM unnest(terms) WITH ORDINALITY AS t(term, n)
    LEFT JOIN LATERAL (
      SELECT w.word, similarity(w.word, t.term) AS similarity FROM search_words w
      WHERE w.word % t.term AND w.word <> t.term
      ORDER BY similarity(w.word, t.term) DESC, w.word
      LIMIT per_word
    ) AS c ON true
    WHERE NOT EXISTS (SELECT 1 FROM search_words k WHERE k.word = t.term)
  );
END
$$;

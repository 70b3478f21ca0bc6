-- The typo-tolerant query of one word of a search (issue 4, docs/decisions/024). Written by hand:
-- no table changes. A word the catalogue knows is itself (search_term_query). Otherwise it may also
-- be one of the catalogue words closest to it (pg_trgm similarity, the default threshold 0.3): at
-- most `per_word`, and only those within `spread` of the closest ("bokcase" is "bookcase" at 0.7,
-- not also "case" at 0.3), or the start of a longer word. It replaces search_corrections, whose
-- rows the application turned into an SQL expression that every band of the typo tier planned
-- again; the query is now made once per search, with the text's other queries, and sent as a
-- constant. PL/pgSQL, so its plans are made once per connection.
CREATE OR REPLACE FUNCTION search_spelling_query(term text, per_word integer, spread real) RETURNS tsquery
LANGUAGE plpgsql STABLE
AS $$
DECLARE
  spellings text[];
BEGIN
  IF EXISTS (SELECT 1 FROM search_words WHERE word = term) THEN
    RETURN search_term_query(array[term], NULL);
  END IF;
  SELECT array_agg(c.word ORDER BY c.similarity DESC, c.word) INTO spellings
  FROM (
    SELECT w.word, similarity(w.word, term) AS similarity, max(similarity(w.word, term)) OVER () AS best
    FROM search_words w
    WHERE w.word % term AND w.word <> term
    ORDER BY similarity(w.word, term) DESC, w.word
    LIMIT per_word
  ) AS c
  WHERE c.similarity >= c.best - spread;
  RETURN search_term_query(array_prepend(term, coalesce(spellings, '{}')), term);
END
$$;--> statement-breakpoint
DROP FUNCTION IF EXISTS search_corrections(text[], integer);

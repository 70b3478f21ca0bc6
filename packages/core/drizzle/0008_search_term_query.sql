-- The full-text query of one word of a search (issue 4, docs/decisions/024). Written by hand: no
-- table changes. The word through the `arabic` (article stripped), `english` and `simple`
-- configurations, with its other spellings (`words` after the first: typo corrections), as an OR of
-- distinct forms, in the order of the words and then of the configurations; with `start`, also
-- every word starting with it (last), and the forms that prefix already covers are left out. A GIN
-- scan reads a posting list per operand, and an Arabic word's three configurations usually give
-- the same lexeme: ('ليال' | 'ليال' | 'ليال' | 'ليال':*) read the same list four times where
-- 'ليال':* reads it once. IMMUTABLE, so with constant arguments the planner computes it once per
-- statement; plain PL/pgSQL assignments, evaluated without starting an executor (a query inside
-- cost a third of a millisecond per call on PGlite, and a search calls it for every word).
CREATE OR REPLACE FUNCTION search_term_query(words text[], start text) RETURNS tsquery
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
  forms text[] := '{}';
  word text;
  query tsquery;
  form text;
BEGIN
  FOREACH word IN ARRAY coalesce(words, '{}') LOOP
    FOREACH query IN ARRAY array[
      plainto_tsquery('arabic', search_strip_article(word)),
      plainto_tsquery('english', word),
      plainto_tsquery('simple', word)
    ] LOOP
      CONTINUE WHEN numnode(query) = 0;
      CONTINUE WHEN start IS NOT NULL AND numnode(query) = 1 AND starts_with(btrim(query::text, ''''), start);
      form := '(' || query::text || ')';
      IF NOT form = ANY(forms) THEN
        forms := forms || form;
      END IF;
    END LOOP;
  END LOOP;
  IF start IS NOT NULL AND start <> '' THEN
    forms := forms || ('(' || to_tsquery('simple', start || ':*')::text || ')');
  END IF;
  RETURN array_to_string(forms, ' | ')::tsquery;
END
$$;

-- search_term_query (0008) without a query inside (issue 4, docs/decisions/024). Written by hand:
-- no table changes. The same forms, in the order of the words and then of the configurations
-- (arabic, english, simple), the prefix last; each form once. PL/pgSQL assignments are evaluated as
-- simple expressions, without starting an executor, which cost a third of a millisecond on PGlite
-- per call, and a search calls it for every word of each of its queries.
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

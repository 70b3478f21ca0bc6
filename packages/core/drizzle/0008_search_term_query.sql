-- The full-text query of one word of a search (issue 4, docs/decisions/024). Written by hand: no
-- table changes. The word through the `arabic` (article stripped), `english` and `simple`
-- configurations, with its other spellings (`words` after the first: typo corrections), as an OR of
-- distinct forms; with `start`, also every word starting with it, and the forms that prefix already
-- covers are left out. A GIN scan reads a posting list per operand, and an Arabic word's three
-- configurations usually give the same lexeme: ('ليال' | 'ليال' | 'ليال' | 'ليال':*) read the same
-- list four times where 'ليال':* reads it once. IMMUTABLE, so with constant arguments the planner
-- computes it once per statement; PL/pgSQL, so its own plan is made once per connection.
CREATE OR REPLACE FUNCTION search_term_query(words text[], start text) RETURNS tsquery
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
BEGIN
  RETURN (SELECT coalesce(string_agg(form, ' | ' ORDER BY form), '')::tsquery
  FROM (
    SELECT DISTINCT '(' || q::text || ')' AS form
    FROM unnest(words) AS w(word)
    CROSS JOIN LATERAL unnest(array[
      plainto_tsquery('arabic', search_strip_article(w.word)),
      plainto_tsquery('english', w.word),
      plainto_tsquery('simple', w.word)
    ]) AS q
    WHERE numnode(q) > 0
      AND NOT (start IS NOT NULL AND numnode(q) = 1 AND starts_with(btrim(q::text, ''''), start))
    UNION
    SELECT '(' || to_tsquery('simple', start || ':*')::text || ')'
    WHERE start IS NOT NULL AND start <> ''
  ) AS forms);
END
$$;

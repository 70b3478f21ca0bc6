-- search_read (0003_search_read) learns thin matches (issue 4, docs/decisions/024). Written by hand:
-- no table changes. A tier is read band by band of the order: the best 1 %, the next 2 %, the next
-- 7 %, then the rest. When its first band finds so few products that the first three bands would
-- not fill the page (`found * thin_share < still wanted`), or at most one (a hundred or so matches
-- in all), the match is thin: reading the other bands one by one would scan the same index entries
-- again for each, to find little, so the tier jumps to one statement that reads every match after
-- the first band at once. bands[i] > 0 marks
-- such a first band (how many band statements to jump); bands[i] < 0 marks the last band, after
-- which that "rest at once" statement is skipped (it is only for thin matches). Same results either
-- way: every statement orders its matches by the same keys. The rest is as in 0003.
DROP FUNCTION IF EXISTS search_read(text[], integer, integer[]);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_read(statements text[], wanted integer, probes integer[], bands integer[], thin_share integer) RETURNS uuid[]
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
  remaining integer;
  n integer;
BEGIN
  WHILE i <= coalesce(cardinality(statements), 0) AND cardinality(found) < wanted LOOP
    remaining := wanted - cardinality(found);
    EXECUTE statements[i] INTO more USING found, remaining;
    n := coalesce(cardinality(more), 0);
    skip := coalesce(probes[i], 0);
    IF skip > 0 THEN
      IF n = 0 THEN
        i := i + skip;
      END IF;
    ELSE
      found := found || coalesce(more, '{}');
      skip := coalesce(bands[i], 0);
      IF skip > 0 AND n < remaining AND (n <= 1 OR n * thin_share < remaining) THEN
        i := i + skip;
      ELSIF skip < 0 THEN
        i := i - skip;
      END IF;
    END IF;
    i := i + 1;
  END LOOP;
  RETURN found[1:wanted];
END
$$;

-- A one-character search word (책, 산, or `%`) has no two-character piece: search_bigrams() of it
-- is empty, `@> '{}'` holds for every group, and the search read all of them (contract §14, issue
-- #16). A GIN index over the distinct single characters of the same searched text (0013's) finds
-- the groups holding that character; LIKE then decides, as for longer words. Like 0008 and 0013
-- it lives in SQL only, outside the drizzle schema.
CREATE OR REPLACE FUNCTION "search_chars"(input text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(input, i, 1)), '{}') FROM generate_series(1, char_length(input)) AS i $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "groups_search_chars_idx" ON "groups"
  USING gin ("search_chars"(lower("name" || ' ' || "description" || ' ' || "tags_text" || ' ' || "search_extra")));

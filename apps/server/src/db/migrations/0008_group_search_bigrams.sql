-- Korean search words are often two syllables, too short for the trigram indexes (0003): every
-- such search read all groups. A GIN index over the distinct two-character pieces of the searched
-- text (name, description, tags, lower-cased as ILIKE compares them) finds the few groups that
-- contain all pieces of the query; ILIKE then confirms the real substring.
CREATE OR REPLACE FUNCTION "search_bigrams"(input text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(input, i, 2)), '{}') FROM generate_series(1, char_length(input) - 1) AS i $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "groups_search_bigrams_idx" ON "groups"
  USING gin ("search_bigrams"(lower("name" || ' ' || "description" || ' ' || "tags_text")));

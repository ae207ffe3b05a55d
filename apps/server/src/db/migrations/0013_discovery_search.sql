-- Discovery (contract §14): a search word may name a group's category or district ("강남 등산",
-- "보드" for 보드게임), or be typed as initial consonants (ㄹㄴ for 러닝). Like the bigram index of
-- 0008 these live in SQL only, outside the drizzle schema: no query of ours selects them.

-- The names of the group's categories (chosen ones and their parents) and its district, kept by a
-- trigger so that every writer (the app, seeds, bench loaders) keeps them true.
ALTER TABLE "groups" ADD COLUMN IF NOT EXISTS "search_extra" text NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "groups_search_extra"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_extra := coalesce((SELECT string_agg(c.name, ' ' ORDER BY c.id) FROM categories c WHERE c.id = ANY(NEW.filter_category_ids)), '')
    || ' ' || coalesce((SELECT l.district FROM locations l WHERE l.id = NEW.location_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "groups_search_extra" ON "groups";
--> statement-breakpoint
CREATE TRIGGER "groups_search_extra" BEFORE INSERT OR UPDATE OF "filter_category_ids", "location_id" ON "groups"
  FOR EACH ROW EXECUTE FUNCTION "groups_search_extra"();
--> statement-breakpoint
UPDATE "groups" SET "filter_category_ids" = "filter_category_ids";
--> statement-breakpoint
-- The initial consonant of every Hangul syllable (as compatibility jamo, the way a keyboard types
-- ㄹ alone); other characters stay as they are.
CREATE OR REPLACE FUNCTION "hangul_initials"(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(string_agg(CASE WHEN ascii(ch) BETWEEN 44032 AND 55203
      THEN substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (ascii(ch) - 44032) / 588 + 1, 1) ELSE ch END, '' ORDER BY i), '')
    FROM (SELECT i, substr(input, i, 1) AS ch FROM generate_series(1, char_length(input)) AS i) AS chars $$;
--> statement-breakpoint
-- The name's initials without its spaces (ㅎㄱㄹㄴ finds 한강 러닝), then each tag's.
ALTER TABLE "groups" ADD COLUMN IF NOT EXISTS "search_initials" text
  GENERATED ALWAYS AS ("hangul_initials"(lower(replace("name", ' ', '') || ' ' || "tags_text"))) STORED;
--> statement-breakpoint
-- Replaces 0008's index: the searched text now ends with the category and district names.
DROP INDEX IF EXISTS "groups_search_bigrams_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "groups_search_words_idx" ON "groups"
  USING gin ("search_bigrams"(lower("name" || ' ' || "description" || ' ' || "tags_text" || ' ' || "search_extra")));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "groups_search_initials_idx" ON "groups" USING gin ("search_bigrams"("search_initials"));

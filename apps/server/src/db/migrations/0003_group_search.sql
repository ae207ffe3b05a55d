-- Korean substring search over name, description and tags (contract §4): trigram GIN indexes
-- let ILIKE '%…%' use a bitmap index scan for queries of three or more characters.
CREATE INDEX IF NOT EXISTS "groups_name_trgm_idx" ON "groups" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "groups_description_trgm_idx" ON "groups" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "groups_tags_text_trgm_idx" ON "groups" USING gin ("tags_text" gin_trgm_ops);

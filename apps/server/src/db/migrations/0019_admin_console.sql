CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Operators find members by a part of their address or nickname (contract §13). Like the groups'
-- search (0008, 0013) this lives in SQL only: a GIN index over the distinct two-character pieces
-- of the address and the case-folded nickname narrows to the accounts holding every piece of the
-- query (two characters or more, so Korean nicknames of two syllables are found), LIKE confirms.
CREATE INDEX IF NOT EXISTS "users_admin_search_idx" ON "users" USING gin ("search_bigrams"(lower("email" || ' ' || "nickname_key")));

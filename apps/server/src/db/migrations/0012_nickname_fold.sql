-- Nicknames are unique by their case-folded NFKC form (contract §16). Accounts whose nicknames
-- already fold to an earlier account's (a look-alike taken before this rule) keep them and are
-- marked, so the index builds on any existing data; a fresh database has none. Changing such a
-- nickname clears the mark (users.repo.ts), and the new one must then be unique like anyone's.
ALTER TABLE "users" ADD COLUMN "nickname_key" text GENERATED ALWAYS AS (lower(normalize(nickname, NFKC))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legacy_nickname_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" u SET "legacy_nickname_duplicate" = true
  WHERE EXISTS (SELECT 1 FROM "users" earlier WHERE earlier."nickname_key" = u."nickname_key" AND earlier."id" < u."id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_fold_key" ON "users" USING btree ("nickname_key") WHERE not "users"."legacy_nickname_duplicate";

-- One mailbox, one account (contract §2.1): an address's mailbox key is its lower-cased form with
-- any `+tag` taken out of the part before `@`. It is derived by the database, so every existing
-- row has it at once and an erased address ('' on 회원탈퇴) has the key ''. The service computes
-- the same key for lookups (modules/users/mailbox-key.ts; a test compares both).
ALTER TABLE "users" ADD COLUMN "mailbox_key" text GENERATED ALWAYS AS (lower(regexp_replace("email", '^([^@+]+)\+[^@]*@', '\1@'))) STORED NOT NULL;--> statement-breakpoint
-- Live accounts that already share a mailbox with an earlier live account are marked, never merged:
-- the unique index below then builds on any existing data, and the earliest account of each key
-- keeps it taken. The view `duplicate_mailbox_keys` lists them (checked at every start).
ALTER TABLE "users" ADD COLUMN "mailbox_key_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" u SET "mailbox_key_duplicate" = true
  WHERE u."deleted_at" IS NULL
    AND EXISTS (SELECT 1 FROM "users" earlier
      WHERE earlier."mailbox_key" = u."mailbox_key" AND earlier."deleted_at" IS NULL AND earlier."id" < u."id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mailbox_key_live_key" ON "users" USING btree ("mailbox_key") WHERE not "users"."mailbox_key_duplicate" and "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_mailbox_key_idx" ON "users" USING btree ("mailbox_key") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE VIEW "duplicate_mailbox_keys" AS
  SELECT "mailbox_key", array_agg("id" ORDER BY "id") AS "user_ids"
  FROM "users"
  WHERE "deleted_at" IS NULL
  GROUP BY "mailbox_key"
  HAVING count(*) > 1;

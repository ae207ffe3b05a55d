DROP INDEX "users_email_key";--> statement-breakpoint
DROP INDEX "users_nickname_key";--> statement-breakpoint
DROP INDEX "users_nickname_fold_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_key" ON "users" USING btree ("nickname") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_fold_key" ON "users" USING btree ("nickname_key") WHERE not "users"."legacy_nickname_duplicate" and "users"."deleted_at" is null;
-- Contract §12: a nickname in a notification or a chat SYSTEM line is read at render time from the
-- user it names, so a deleted account's nickname (erased to 탈퇴한 회원) or a new nickname shows at
-- once everywhere. `actor_id` is whose act a notification reports (also the block filter of
-- contract §11); with `names_actor` its message is the text that follows the actor's nickname.
-- A SYSTEM line's `actor_id` is the member it is about; its content follows their nickname.
-- No index on the new columns: accounts are erased in place, never deleted, so the foreign keys'
-- ON DELETE never has to find rows by them.
ALTER TABLE "notifications" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "names_actor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfill. A comment's notification names the comment's author: its text from "님: " on is kept.
UPDATE "notifications" n SET "actor_id" = c."author_id", "names_actor" = true,
  "message" = substr(n."message", strpos(n."message", '님: '))
  FROM "comments" c
  WHERE n."comment_id" = c."id" AND n."type" = 'POST_COMMENT' AND NOT n."names_actor" AND strpos(n."message", '님: ') > 0;--> statement-breakpoint
-- Joins, join requests, likes (and comments without their quote) begin with the nickname as it was
-- written: a live account that still carries it becomes the actor; any other name (a deleted
-- account's, or one changed since) gives way to 알 수 없는 회원: the old text cannot tell which.
UPDATE "notifications" n SET "actor_id" = x."actor_id", "names_actor" = x."actor_id" IS NOT NULL,
  "message" = CASE WHEN x."actor_id" IS NULL THEN '알 수 없는 회원' ELSE '' END || substr(n."message", length(x."name") + 1)
  FROM (
    SELECT y."id", y."name",
      (SELECT u."id" FROM "users" u WHERE u."deleted_at" IS NULL AND u."nickname" = y."name" ORDER BY u."id" LIMIT 1) AS "actor_id"
    FROM (
      SELECT "id", substring("message" from '^(.+?)님(이 |: )') AS "name" FROM "notifications"
      WHERE "type" IN ('GROUP_JOIN', 'GROUP_JOIN_REQUEST', 'POST_LIKE', 'POST_COMMENT') AND NOT "names_actor"
        AND "actor_id" IS NULL AND "message" ~ '^.+?님(이 |: )'
    ) y
  ) x
  WHERE n."id" = x."id";--> statement-breakpoint
-- SYSTEM lines ("…님이 참여했습니다." / "…님이 나갔습니다."), the same way.
UPDATE "chat_messages" m SET "actor_id" = x."actor_id",
  "content" = CASE WHEN x."actor_id" IS NULL THEN '알 수 없는 회원' ELSE '' END || substr(m."content", length(x."name") + 1)
  FROM (
    SELECT y."id", y."name",
      (SELECT u."id" FROM "users" u WHERE u."deleted_at" IS NULL AND u."nickname" = y."name" ORDER BY u."id" LIMIT 1) AS "actor_id"
    FROM (
      SELECT "id", substring("content" from '^(.+)님이 (참여했습니다|나갔습니다)\.$') AS "name" FROM "chat_messages"
      WHERE "message_type" = 'SYSTEM' AND "actor_id" IS NULL AND "content" ~ '^.+님이 (참여했습니다|나갔습니다)\.$'
    ) y
  ) x
  WHERE m."id" = x."id";

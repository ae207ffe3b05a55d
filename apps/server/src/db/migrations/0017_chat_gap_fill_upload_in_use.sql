ALTER TABLE "chat_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE INDEX "chat_messages_room_id_deleted_at_idx" ON "chat_messages" USING btree ("room_id","deleted_at") WHERE "chat_messages"."deleted_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_id_client_id_idx" ON "chat_messages" USING btree ("sender_id","client_id") WHERE "chat_messages"."client_id" is not null;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "use_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Finding 5 of issue #13: attaching an upload (a profile photo, a group cover, a post's images, a
-- chat IMAGE message) marks its row in the same transaction. A sweep or discard deletes a row only
-- if its use_version is still the one it read, so an attach in flight makes it wait and then skip
-- the row; and an attach whose upload was deleted meanwhile fails (SQLSTATE DN001) instead of
-- showing a file that is about to go.
CREATE FUNCTION uploads_mark_in_use(urls text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wanted integer;
  marked integer;
BEGIN
  SELECT count(DISTINCT x) INTO wanted FROM unnest(urls) AS x WHERE x IS NOT NULL;
  IF wanted = 0 THEN
    RETURN;
  END IF;
  UPDATE uploads SET use_version = use_version + 1 WHERE url = ANY (urls);
  GET DIAGNOSTICS marked = ROW_COUNT;
  IF marked < wanted THEN
    RAISE EXCEPTION 'an upload being attached no longer exists' USING ERRCODE = 'DN001';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION uploads_mark_post_images() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM uploads_mark_in_use(NEW.image_urls);
  ELSE
    PERFORM uploads_mark_in_use(ARRAY(SELECT unnest(NEW.image_urls) EXCEPT SELECT unnest(OLD.image_urls)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_mark_uploads AFTER INSERT OR UPDATE OF image_urls ON posts
  FOR EACH ROW WHEN (cardinality(NEW.image_urls) > 0) EXECUTE FUNCTION uploads_mark_post_images();
--> statement-breakpoint
CREATE FUNCTION uploads_mark_user_photo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.profile_image IS DISTINCT FROM OLD.profile_image THEN
    PERFORM uploads_mark_in_use(ARRAY[NEW.profile_image]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_mark_uploads AFTER INSERT OR UPDATE OF profile_image ON users
  FOR EACH ROW WHEN (NEW.profile_image IS NOT NULL) EXECUTE FUNCTION uploads_mark_user_photo();
--> statement-breakpoint
CREATE FUNCTION uploads_mark_group_cover() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.image_url IS DISTINCT FROM OLD.image_url THEN
    PERFORM uploads_mark_in_use(ARRAY[NEW.image_url]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER groups_mark_uploads AFTER INSERT OR UPDATE OF image_url ON groups
  FOR EACH ROW WHEN (NEW.image_url IS NOT NULL) EXECUTE FUNCTION uploads_mark_group_cover();
--> statement-breakpoint
CREATE FUNCTION uploads_mark_chat_image() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM uploads_mark_in_use(ARRAY[NEW.content]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chat_messages_mark_uploads AFTER INSERT ON chat_messages
  FOR EACH ROW WHEN (NEW.message_type = 'IMAGE') EXECUTE FUNCTION uploads_mark_chat_image();

-- Each member's read position in a room (contract §21): one row per room and member, moved forward
-- only. A message's unread count is the members whose position is below it (and who were already
-- members when it was sent), so no row per message and reader is ever written.
CREATE TABLE "chat_reads" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reads_room_id_user_id_pk" PRIMARY KEY ("room_id", "user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_reads_user_id_idx" ON "chat_reads" USING btree ("user_id");
--> statement-breakpoint
-- Where a member's unread messages begin when they have read nothing since joining: the room's last
-- message before they joined, found with one probe instead of walking back through the room.
CREATE INDEX "chat_messages_room_id_created_at_idx" ON "chat_messages" USING btree ("room_id","created_at");

CREATE TABLE "report_targets" (
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"hidden_at" timestamp with time zone,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolution_reason" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "report_targets_target_type_target_id_pk" PRIMARY KEY("target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "comment_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_targets" ADD CONSTRAINT "report_targets_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_targets_status_first_reported_at_idx" ON "report_targets" USING btree ("status","first_reported_at","target_type","target_id");--> statement-breakpoint
CREATE INDEX "report_targets_status_resolved_at_idx" ON "report_targets" USING btree ("status","resolved_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "report_targets_resolved_by_idx" ON "report_targets" USING btree ("resolved_by");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_target_key" ON "reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_target_created_at_idx" ON "reports" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_id_moderated_at_idx" ON "chat_messages" USING btree ("room_id","moderated_at") WHERE "chat_messages"."moderated_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_comment_id_idx" ON "notifications" USING btree ("comment_id") WHERE "notifications"."comment_id" is not null;
-- Contract §19: who came to an event (출석체크). One row per event and participant, written by the
-- staff (STAFF) or by the participant with the check-in code (CODE); no row means not yet marked.
CREATE TABLE "event_attendance" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"via" text NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendance_pk" PRIMARY KEY ("event_id", "user_id"),
	CONSTRAINT "event_attendance_status_check" CHECK ("status" IN ('ATTENDED', 'NO_SHOW')),
	CONSTRAINT "event_attendance_via_check" CHECK ("via" IN ('STAFF', 'CODE'))
);--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_attendance_user_id_idx" ON "event_attendance" USING btree ("user_id", "marked_at");--> statement-breakpoint
CREATE INDEX "event_attendance_marked_by_idx" ON "event_attendance" USING btree ("marked_by");

-- Contract §10. Owners already hold role OWNER; this makes sure of it before the one-owner index.
UPDATE "group_members" m SET "role" = 'OWNER' FROM "groups" g WHERE g."id" = m."group_id" AND g."owner_id" = m."user_id" AND m."role" <> 'OWNER';--> statement-breakpoint
CREATE TABLE "group_bans" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"banned_by" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_bans_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "join_question" text;--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "question" text;--> statement-breakpoint
ALTER TABLE "join_requests" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_bans" ADD CONSTRAINT "group_bans_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_bans" ADD CONSTRAINT "group_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_bans" ADD CONSTRAINT "group_bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_bans_group_id_created_at_idx" ON "group_bans" USING btree ("group_id","created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "group_bans_user_id_idx" ON "group_bans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_bans_banned_by_idx" ON "group_bans" USING btree ("banned_by");--> statement-breakpoint
CREATE INDEX "staff_audit_actor_id_at_idx" ON "staff_audit" USING btree ("actor_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "staff_audit_group_id_at_idx" ON "staff_audit" USING btree ("group_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "staff_audit_action_at_idx" ON "staff_audit" USING btree ("action","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_one_owner_key" ON "group_members" USING btree ("group_id") WHERE "group_members"."role" = 'OWNER';--> statement-breakpoint
CREATE INDEX "posts_group_id_pinned_at_idx" ON "posts" USING btree ("group_id","pinned_at" DESC NULLS FIRST) WHERE "posts"."pinned_at" is not null;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_role_known" CHECK ("group_members"."role" in ('OWNER', 'MANAGER', 'MEMBER'));--> statement-breakpoint
-- The staff audit is never updated or deleted (the operators' console of contract §13 reads it).
CREATE FUNCTION "staff_audit_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit rows are never updated or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_immutable" BEFORE UPDATE OR DELETE ON "staff_audit" FOR EACH ROW EXECUTE FUNCTION "staff_audit_immutable"();

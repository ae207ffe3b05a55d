ALTER TABLE "staff_audit" ALTER COLUMN "group_id" DROP NOT NULL;--> statement-breakpoint
-- Operators' acts (contract §13) join the staff's in one log: companies and suspensions have no group.
COMMENT ON TABLE "staff_audit" IS 'Audit log of staff and operators'' acts (contract §10, §13); never updated or deleted';

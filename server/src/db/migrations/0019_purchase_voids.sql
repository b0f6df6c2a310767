ALTER TABLE "membership_charges" ADD COLUMN "void_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD COLUMN "closed_at" timestamp with time zone;
CREATE TABLE "dunning_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"stripe_object_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_memberships" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dunning_notices" ADD CONSTRAINT "dunning_notices_membership_id_plan_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."plan_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dunning_notices_key" ON "dunning_notices" USING btree ("membership_id","kind","stripe_object_id");--> statement-breakpoint
CREATE INDEX "plan_memberships_payment_failed_idx" ON "plan_memberships" USING btree ("payment_failed_at") WHERE "plan_memberships"."state" = 'past_due';
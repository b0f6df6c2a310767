CREATE TABLE "account_invite_counts" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "account_invite_counts_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "account_members" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_invite_counts" ADD CONSTRAINT "account_invite_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_memberships_invited_email_idx" ON "plan_memberships" USING btree ("email") WHERE "plan_memberships"."user_id" is null;--> statement-breakpoint
-- One active option per period: options added twice at once before this index are archived.
UPDATE "plan_prices" AS "later" SET "archived" = true
FROM "plan_prices" AS "first"
WHERE "later"."plan_id" = "first"."plan_id"
	AND "later"."period" = "first"."period"
	AND "later"."archived" = false
	AND "first"."archived" = false
	AND "first"."id" < "later"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "plan_prices_plan_period_key" ON "plan_prices" USING btree ("plan_id","period") WHERE "plan_prices"."archived" = false;--> statement-breakpoint
UPDATE "account_members" SET "invited_at" = "created_at" WHERE "account_role" = 'coach';--> statement-breakpoint
UPDATE "client_invitations" SET "sent_at" = "created_at";--> statement-breakpoint
-- Today's invitation e-mails so far count toward today's limit.
INSERT INTO "account_invite_counts" ("account_id", "day", "count")
SELECT "account_id", (now() AT TIME ZONE 'utc')::date, count(*)::integer
FROM (
	SELECT "account_id" FROM "account_members"
	WHERE "account_role" = 'coach' AND "created_at" >= date_trunc('day', now() AT TIME ZONE 'utc') AT TIME ZONE 'utc'
	UNION ALL
	SELECT "account_id" FROM "client_invitations"
	WHERE "created_at" >= date_trunc('day', now() AT TIME ZONE 'utc') AT TIME ZONE 'utc'
) AS "sent"
GROUP BY "account_id";--> statement-breakpoint
-- One invitation per address and account (or program): the newest one's link keeps working.
DELETE FROM "client_invitations" AS "older"
USING "client_invitations" AS "newer"
WHERE "older"."account_id" = "newer"."account_id"
	AND "older"."plan_id" IS NOT DISTINCT FROM "newer"."plan_id"
	AND "older"."email" = "newer"."email"
	AND "older"."id" < "newer"."id";--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_account_plan_email_key" UNIQUE NULLS NOT DISTINCT("account_id","plan_id","email");

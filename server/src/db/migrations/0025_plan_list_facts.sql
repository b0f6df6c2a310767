CREATE TABLE "plan_list_counts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"programs" integer DEFAULT 0 NOT NULL,
	"attention" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "plan_attention_account_attention_idx";--> statement-breakpoint
ALTER TABLE "plan_attention" ADD COLUMN "clients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_attention" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_attention" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_list_counts" ADD CONSTRAINT "plan_list_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_attention_attention_list_idx" ON "plan_attention" USING btree ("account_id","archived","created_at" DESC NULLS FIRST,"plan_id" DESC NULLS FIRST) WHERE "plan_attention"."attention";--> statement-breakpoint
UPDATE "plan_attention" a SET "archived" = p."archived", "created_at" = p."created_at",
  "clients" = (SELECT count(*) FROM "plan_memberships" m
    WHERE m."plan_id" = a."plan_id"
      AND m."state" IN ('active', 'trialing', 'scheduled', 'past_due', 'resume', 'incomplete', 'canceledEOB'))
FROM "plans" p WHERE p."id" = a."plan_id";--> statement-breakpoint
INSERT INTO "plan_list_counts" ("account_id", "programs", "attention")
  SELECT "account_id", count(*), count(*) FILTER (WHERE "attention") FROM "plan_attention" GROUP BY "account_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "plan_attention_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plan_attention (plan_id, account_id, archived, created_at)
    SELECT id, account_id, archived, created_at FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "plan_attention_plan_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE plan_attention a SET day = NULL, account_id = n.account_id, archived = n.archived,
    created_at = n.created_at
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE a.plan_id = n.id
    AND (n.account_id, n.state, n.archived, n.plan_type, n.training_scheduled_to, n.length_weeks, n.created_at)
      IS DISTINCT FROM (o.account_id, o.state, o.archived, o.plan_type, o.training_scheduled_to, o.length_weeks, o.created_at);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A membership's change: the program's facts are stale, and its clients (memberships in an
-- ongoing state: ONGOING_STATES in contract/src/purchase/membership-states.rules.ts) move by the
-- change's difference, so two writers of one program add up instead of overwriting each other.
CREATE FUNCTION "plan_attention_memberships"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ongoing CONSTANT text[] := ARRAY['active', 'trialing', 'scheduled', 'past_due', 'resume', 'incomplete', 'canceledEOB'];
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE plan_attention a SET day = NULL, clients = a.clients + d.n
    FROM (SELECT plan_id, count(*) FILTER (WHERE state::text = ANY (ongoing)) AS n
          FROM new_rows GROUP BY plan_id) d
    WHERE a.plan_id = d.plan_id AND (a.day IS NOT NULL OR d.n <> 0);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE plan_attention a SET day = NULL, clients = a.clients + d.n
    FROM (SELECT plan_id, sum(n) AS n FROM (
            SELECT plan_id, count(*) FILTER (WHERE state::text = ANY (ongoing)) AS n FROM new_rows GROUP BY plan_id
            UNION ALL
            SELECT plan_id, -count(*) FILTER (WHERE state::text = ANY (ongoing)) FROM old_rows GROUP BY plan_id
          ) c GROUP BY plan_id) d
    WHERE a.plan_id = d.plan_id AND (a.day IS NOT NULL OR d.n <> 0);
  ELSE
    UPDATE plan_attention a SET day = NULL, clients = a.clients - d.n
    FROM (SELECT plan_id, count(*) FILTER (WHERE state::text = ANY (ongoing)) AS n
          FROM old_rows GROUP BY plan_id) d
    WHERE a.plan_id = d.plan_id AND (a.day IS NOT NULL OR d.n <> 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "plan_memberships_attention_insert" ON "plan_memberships";--> statement-breakpoint
DROP TRIGGER "plan_memberships_attention_update" ON "plan_memberships";--> statement-breakpoint
DROP TRIGGER "plan_memberships_attention_delete" ON "plan_memberships";--> statement-breakpoint
CREATE TRIGGER "plan_memberships_attention_insert" AFTER INSERT ON "plan_memberships" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_memberships"();--> statement-breakpoint
CREATE TRIGGER "plan_memberships_attention_update" AFTER UPDATE ON "plan_memberships" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_memberships"();--> statement-breakpoint
CREATE TRIGGER "plan_memberships_attention_delete" AFTER DELETE ON "plan_memberships" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_memberships"();--> statement-breakpoint
-- The tab counts follow plan_attention (one row per program): an insert or an update adds its
-- difference (the account exists: plans reference it); a delete only subtracts, since deleting
-- an account deletes its counts row too.
CREATE FUNCTION "plan_list_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO plan_list_counts AS c (account_id, programs, attention)
      SELECT account_id, count(*), count(*) FILTER (WHERE attention) FROM new_rows GROUP BY account_id
    ON CONFLICT (account_id) DO UPDATE
      SET programs = c.programs + excluded.programs, attention = c.attention + excluded.attention;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO plan_list_counts AS c (account_id, programs, attention)
      SELECT account_id, sum(programs), sum(attention) FROM (
        SELECT account_id, count(*) AS programs, count(*) FILTER (WHERE attention) AS attention
          FROM new_rows GROUP BY account_id
        UNION ALL
        SELECT account_id, -count(*), -count(*) FILTER (WHERE attention) FROM old_rows GROUP BY account_id
      ) d GROUP BY account_id HAVING sum(programs) <> 0 OR sum(attention) <> 0
    ON CONFLICT (account_id) DO UPDATE
      SET programs = c.programs + excluded.programs, attention = c.attention + excluded.attention;
  ELSE
    UPDATE plan_list_counts c SET programs = c.programs - d.programs, attention = c.attention - d.attention
    FROM (SELECT account_id, count(*) AS programs, count(*) FILTER (WHERE attention) AS attention
          FROM old_rows GROUP BY account_id) d
    WHERE c.account_id = d.account_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plan_attention_counts_insert" AFTER INSERT ON "plan_attention" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_list_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "plan_attention_counts_update" AFTER UPDATE ON "plan_attention" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_list_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "plan_attention_counts_delete" AFTER DELETE ON "plan_attention" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_list_counts_follow"();

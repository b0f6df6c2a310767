CREATE TABLE "plan_attention" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"day" date,
	"days_left" integer,
	"attention" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_attention" ADD CONSTRAINT "plan_attention_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_attention_account_day_idx" ON "plan_attention" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "plan_attention_account_attention_idx" ON "plan_attention" USING btree ("account_id") WHERE "plan_attention"."attention";--> statement-breakpoint
INSERT INTO "plan_attention" ("plan_id", "account_id") SELECT "id", "account_id" FROM "plans";--> statement-breakpoint
CREATE FUNCTION "plan_attention_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plan_attention (plan_id, account_id) SELECT id, account_id FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plans_attention_insert" AFTER INSERT ON "plans" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_insert"();--> statement-breakpoint
CREATE FUNCTION "plan_attention_plan_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE plan_attention a SET day = NULL, account_id = n.account_id
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE a.plan_id = n.id
    AND (n.account_id, n.state, n.archived, n.plan_type, n.training_scheduled_to, n.length_weeks)
      IS DISTINCT FROM (o.account_id, o.state, o.archived, o.plan_type, o.training_scheduled_to, o.length_weeks);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plans_attention_update" AFTER UPDATE ON "plans"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_plan_changed"();--> statement-breakpoint
CREATE FUNCTION "plan_attention_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE plan_attention SET day = NULL
    WHERE day IS NOT NULL AND plan_id IN (SELECT plan_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE plan_attention SET day = NULL
    WHERE day IS NOT NULL
      AND plan_id IN (SELECT plan_id FROM new_rows UNION SELECT plan_id FROM old_rows);
  ELSE
    UPDATE plan_attention SET day = NULL
    WHERE day IS NOT NULL AND plan_id IN (SELECT plan_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "schedule_days_attention_insert" AFTER INSERT ON "schedule_days" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_stale"();--> statement-breakpoint
CREATE TRIGGER "schedule_days_attention_update" AFTER UPDATE ON "schedule_days" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_stale"();--> statement-breakpoint
CREATE TRIGGER "schedule_days_attention_delete" AFTER DELETE ON "schedule_days" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_stale"();--> statement-breakpoint
CREATE TRIGGER "schedule_blocks_attention_insert" AFTER INSERT ON "schedule_blocks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_stale"();--> statement-breakpoint
CREATE TRIGGER "schedule_blocks_attention_update" AFTER UPDATE ON "schedule_blocks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_stale"();--> statement-breakpoint
CREATE TRIGGER "schedule_blocks_attention_delete" AFTER DELETE ON "schedule_blocks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_stale"();--> statement-breakpoint
CREATE TRIGGER "plan_memberships_attention_insert" AFTER INSERT ON "plan_memberships" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_stale"();--> statement-breakpoint
CREATE TRIGGER "plan_memberships_attention_update" AFTER UPDATE ON "plan_memberships" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_stale"();--> statement-breakpoint
CREATE TRIGGER "plan_memberships_attention_delete" AFTER DELETE ON "plan_memberships" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "plan_attention_stale"();

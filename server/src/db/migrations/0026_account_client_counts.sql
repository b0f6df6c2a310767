CREATE TABLE "account_client_counts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"active_clients" integer DEFAULT 0 NOT NULL,
	"active_sub_clients" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_client_tallies" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ongoing" integer DEFAULT 0 NOT NULL,
	"subscribed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_client_tallies_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
CREATE FUNCTION "account_client_counts_add"(acc integer, usr integer, d_ongoing integer, d_subscribed integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o integer;
  s integer;
  c_ongoing integer;
  c_subscribed integer;
BEGIN
  IF d_ongoing = 0 AND d_subscribed = 0 THEN RETURN; END IF;
  INSERT INTO account_client_tallies AS t (account_id, user_id, ongoing, subscribed)
    VALUES (acc, usr, d_ongoing, d_subscribed)
    ON CONFLICT (account_id, user_id) DO UPDATE
      SET ongoing = t.ongoing + excluded.ongoing, subscribed = t.subscribed + excluded.subscribed
    RETURNING t.ongoing, t.subscribed INTO o, s;
  IF o = 0 AND s = 0 THEN
    DELETE FROM account_client_tallies WHERE account_id = acc AND user_id = usr;
  END IF;
  -- A client counts once, however many of their memberships count: only a tally crossing 0 moves the counts.
  c_ongoing := (o > 0)::int - ((o - d_ongoing) > 0)::int;
  c_subscribed := (s > 0)::int - ((s - d_subscribed) > 0)::int;
  IF c_ongoing <> 0 OR c_subscribed <> 0 THEN
    INSERT INTO account_client_counts AS c (account_id, active_clients, active_sub_clients)
      VALUES (acc, c_ongoing, c_subscribed)
      ON CONFLICT (account_id) DO UPDATE
        SET active_clients = c.active_clients + excluded.active_clients,
            active_sub_clients = c.active_sub_clients + excluded.active_sub_clients;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "account_client_counts_membership"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The states are ONGOING_STATES and SUBSCRIBED_STATES (contract membership-states.rules.ts).
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM account_client_counts_add(OLD.account_id, OLD.user_id,
      -(OLD.state IN ('active', 'trialing', 'scheduled', 'past_due', 'resume', 'incomplete', 'canceledEOB'))::int,
      -(OLD.state IN ('active', 'trialing', 'past_due', 'canceledEOB') AND OLD.amount > 0)::int);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
    PERFORM account_client_counts_add(NEW.account_id, NEW.user_id,
      (NEW.state IN ('active', 'trialing', 'scheduled', 'past_due', 'resume', 'incomplete', 'canceledEOB'))::int,
      (NEW.state IN ('active', 'trialing', 'past_due', 'canceledEOB') AND NEW.amount > 0)::int);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plan_memberships_client_counts_insert" AFTER INSERT ON "plan_memberships"
  FOR EACH ROW EXECUTE FUNCTION "account_client_counts_membership"();--> statement-breakpoint
CREATE TRIGGER "plan_memberships_client_counts_update" AFTER UPDATE ON "plan_memberships"
  FOR EACH ROW WHEN ((OLD.account_id, OLD.user_id, OLD.state, OLD.amount) IS DISTINCT FROM (NEW.account_id, NEW.user_id, NEW.state, NEW.amount))
  EXECUTE FUNCTION "account_client_counts_membership"();--> statement-breakpoint
CREATE TRIGGER "plan_memberships_client_counts_delete" AFTER DELETE ON "plan_memberships"
  FOR EACH ROW EXECUTE FUNCTION "account_client_counts_membership"();--> statement-breakpoint
INSERT INTO "account_client_tallies" ("account_id", "user_id", "ongoing", "subscribed")
  SELECT "account_id", "user_id",
    count(*) FILTER (WHERE "state" IN ('active', 'trialing', 'scheduled', 'past_due', 'resume', 'incomplete', 'canceledEOB')),
    count(*) FILTER (WHERE "state" IN ('active', 'trialing', 'past_due', 'canceledEOB') AND "amount" > 0)
  FROM "plan_memberships" WHERE "user_id" IS NOT NULL
  GROUP BY "account_id", "user_id"
  HAVING count(*) FILTER (WHERE "state" IN ('active', 'trialing', 'scheduled', 'past_due', 'resume', 'incomplete', 'canceledEOB')) > 0;--> statement-breakpoint
INSERT INTO "account_client_counts" ("account_id", "active_clients", "active_sub_clients")
  SELECT "account_id", count(*) FILTER (WHERE "ongoing" > 0), count(*) FILTER (WHERE "subscribed" > 0)
  FROM "account_client_tallies" GROUP BY "account_id";

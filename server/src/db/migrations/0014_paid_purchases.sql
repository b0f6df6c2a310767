CREATE TABLE "membership_charges" (
	"membership_id" integer PRIMARY KEY NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"stripe_account_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"stripe_price_id" text NOT NULL,
	"subscription_id" text,
	"payment_intent_id" text,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"stripe_account_id" text NOT NULL,
	"invoice_id" text,
	"payment_intent_id" text NOT NULL,
	"charge_id" text,
	"amount" integer NOT NULL,
	"application_fee" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"stripe_created" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_price_id" integer NOT NULL,
	"stripe_account_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"stripe_price_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"stripe_account_id" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_membership_id_plan_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."plan_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_membership_id_plan_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."plan_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_prices" ADD CONSTRAINT "stripe_prices_plan_price_id_plan_prices_id_fk" FOREIGN KEY ("plan_price_id") REFERENCES "public"."plan_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_products" ADD CONSTRAINT "stripe_products_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_subscription_key" ON "membership_charges" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_payment_intent_key" ON "membership_charges" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_intent_key" ON "payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "payments_membership_idx" ON "payments" USING btree ("membership_id","stripe_created");--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_prices_option_key" ON "stripe_prices" USING btree ("plan_price_id","stripe_account_id","amount","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_products_plan_account_key" ON "stripe_products" USING btree ("plan_id","stripe_account_id");
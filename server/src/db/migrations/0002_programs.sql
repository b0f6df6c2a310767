CREATE TABLE "plan_attachments" (
	"plan_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title_media" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plan_attachments_plan_id_media_id_pk" PRIMARY KEY("plan_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "plan_covers" (
	"plan_id" integer NOT NULL,
	"cover_type" text NOT NULL,
	"media_id" integer,
	"crop" jsonb,
	"large" text NOT NULL,
	"normal" text NOT NULL,
	"small" text NOT NULL,
	"original" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_covers_plan_id_cover_type_pk" PRIMARY KEY("plan_id","cover_type")
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"message_about_changed_price" boolean DEFAULT false NOT NULL,
	"message_for_inbox" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by_id" integer,
	"plan_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"pricing" text DEFAULT 'free' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"trial_days" integer,
	"sessions_per_day" integer DEFAULT 1 NOT NULL,
	"skip_sales_page" boolean DEFAULT false NOT NULL,
	"welcome_message" text DEFAULT '' NOT NULL,
	"waiver_enabled" boolean DEFAULT false NOT NULL,
	"waiver_text" text DEFAULT '' NOT NULL,
	"waiver_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility_days" integer,
	"is_private" boolean DEFAULT false NOT NULL,
	"allowed_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_on_storefront" boolean DEFAULT true NOT NULL,
	"performance_notifications" text DEFAULT 'show' NOT NULL,
	"custom_url" text,
	"color" text NOT NULL,
	"coach_notes" text DEFAULT '' NOT NULL,
	"blocked_downloads" boolean DEFAULT false NOT NULL,
	"blocked_subscriptions" boolean DEFAULT false NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"level" integer,
	"average_duration" integer,
	"weeks_duration" integer,
	"sections_duration" integer,
	"launch_date" date,
	"training_scheduled_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	"first_name" text,
	"last_name" text,
	"state" text DEFAULT 'init' NOT NULL,
	"invite_state" text,
	"invited_at" timestamp with time zone,
	"price_id" integer,
	"switch_price_id" integer,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"start_date" date,
	"end_date" date,
	"trial_end" date,
	"applied" boolean DEFAULT false NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_by" text,
	"canceled_at" timestamp with time zone,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"training_scheduled_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_waiver_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_invitations" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "plan_attachments" ADD CONSTRAINT "plan_attachments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_covers" ADD CONSTRAINT "plan_covers_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_tracks" ADD CONSTRAINT "plan_tracks_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_memberships" ADD CONSTRAINT "plan_memberships_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_memberships" ADD CONSTRAINT "plan_memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_memberships" ADD CONSTRAINT "plan_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_memberships" ADD CONSTRAINT "plan_memberships_price_id_plan_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."plan_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_memberships" ADD CONSTRAINT "plan_memberships_switch_price_id_plan_prices_id_fk" FOREIGN KEY ("switch_price_id") REFERENCES "public"."plan_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_waiver_acceptances" ADD CONSTRAINT "plan_waiver_acceptances_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_waiver_acceptances" ADD CONSTRAINT "plan_waiver_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_attachments_media_idx" ON "plan_attachments" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "plan_prices_plan_idx" ON "plan_prices" USING btree ("plan_id","archived");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_tracks_plan_name_key" ON "plan_tracks" USING btree ("plan_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "plans_custom_url_key" ON "plans" USING btree (lower("custom_url"));--> statement-breakpoint
CREATE INDEX "plans_account_list_idx" ON "plans" USING btree ("account_id","archived","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "plans_account_training_idx" ON "plans" USING btree ("account_id","state","training_scheduled_to");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_memberships_plan_user_key" ON "plan_memberships" USING btree ("plan_id","user_id") WHERE "plan_memberships"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_memberships_plan_email_key" ON "plan_memberships" USING btree ("plan_id","email") WHERE "plan_memberships"."user_id" is null and "plan_memberships"."email" is not null;--> statement-breakpoint
CREATE INDEX "plan_memberships_plan_state_idx" ON "plan_memberships" USING btree ("plan_id","state","created_at");--> statement-breakpoint
CREATE INDEX "plan_memberships_user_state_idx" ON "plan_memberships" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "plan_memberships_account_state_idx" ON "plan_memberships" USING btree ("account_id","state","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_waiver_acceptances_plan_user_key" ON "plan_waiver_acceptances" USING btree ("plan_id","user_id");--> statement-breakpoint
CREATE INDEX "client_invitations_plan_idx" ON "client_invitations" USING btree ("plan_id","email");
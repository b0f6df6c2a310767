CREATE TABLE "account_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"account_role" text NOT NULL,
	"invite_status" text NOT NULL,
	"invite_token_hash" text,
	"invited_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"owner_id" integer,
	"custom_url" text,
	"country" text,
	"state" text,
	"platform_currency" text,
	"race" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"country" text,
	"state" text,
	"currency" text,
	"birthdate" date,
	"gender" text,
	"avatar_url" text,
	"weight_unit" text DEFAULT 'kg' NOT NULL,
	"length_unit" text DEFAULT 'cm' NOT NULL,
	"popup_storage" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_settings" jsonb DEFAULT '{"daily_summary":true,"client_activity":true,"marketing":false}'::jsonb NOT NULL,
	"privacy_settings" jsonb DEFAULT '{"show_on_leaderboards":true,"share_body_metrics":true}'::jsonb NOT NULL,
	"landing_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"questions" jsonb,
	"registration_step" text,
	"current_account_id" integer,
	"hide_checklist" boolean DEFAULT false NOT NULL,
	"checklist_completed" text[] DEFAULT '{}'::text[] NOT NULL,
	"tax_state" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_token_hash" text,
	"reset_password_token_hash" text,
	"reset_password_sent_at" timestamp with time zone,
	"utm" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_subscriptions" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"state" text,
	"free_plan" boolean DEFAULT false NOT NULL,
	"free_usage" boolean DEFAULT false NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"trial_end_date" timestamp with time zone,
	"next_payment_date" timestamp with time zone,
	"plan_id" integer,
	"scheduled_plan" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_kind" text NOT NULL,
	"name" text NOT NULL,
	"max_clients" integer,
	"interval" text DEFAULT 'month' NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_account_id_accounts_id_fk" FOREIGN KEY ("current_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_subscriptions" ADD CONSTRAINT "coach_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_subscriptions" ADD CONSTRAINT "coach_subscriptions_plan_id_platform_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."platform_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_members_account_email_key" ON "account_members" USING btree ("account_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "account_members_invite_token_key" ON "account_members" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "account_members_user_idx" ON "account_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_members_email_idx" ON "account_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_custom_url_key" ON "accounts" USING btree (lower("custom_url"));--> statement-breakpoint
CREATE INDEX "accounts_owner_idx" ON "accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_invitations_token_key" ON "client_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_invitations_account_idx" ON "client_invitations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_confirmation_token_key" ON "users" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_reset_password_token_key" ON "users" USING btree ("reset_password_token_hash");--> statement-breakpoint
CREATE INDEX "users_current_account_idx" ON "users" USING btree ("current_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");
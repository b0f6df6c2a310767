CREATE TABLE "block_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"media_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_completions" (
	"user_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_completions_user_id_block_id_pk" PRIMARY KEY("user_id","block_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_id_unique" UNIQUE("token_id")
);
--> statement-breakpoint
CREATE TABLE "day_completions" (
	"user_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_completions_user_id_day_id_pk" PRIMARY KEY("user_id","day_id")
);
--> statement-breakpoint
CREATE TABLE "day_feedback" (
	"user_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"kind" text NOT NULL,
	"plan_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_feedback_user_id_day_id_kind_pk" PRIMARY KEY("user_id","day_id","kind")
);
--> statement-breakpoint
CREATE TABLE "macro_logs" (
	"user_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"protein" real NOT NULL,
	"carbs" real NOT NULL,
	"fat" real NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "macro_logs_user_id_block_id_pk" PRIMARY KEY("user_id","block_id")
);
--> statement-breakpoint
CREATE TABLE "membership_day_moves" (
	"membership_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"on_date" date NOT NULL,
	CONSTRAINT "membership_day_moves_membership_id_day_id_pk" PRIMARY KEY("membership_id","day_id")
);
--> statement-breakpoint
CREATE TABLE "performed_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"block_id" integer,
	"block_exercise_id" integer,
	"set_index" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"performed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performed_sets_set_index" CHECK ("performed_sets"."set_index" >= 0 and "performed_sets"."set_index" < 50)
);
--> statement-breakpoint
DROP VIEW "public"."session_people";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bodyweight_kg" real;--> statement-breakpoint
ALTER TABLE "block_comments" ADD CONSTRAINT "block_comments_block_id_schedule_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."schedule_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_comments" ADD CONSTRAINT "block_comments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_comments" ADD CONSTRAINT "block_comments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_comments" ADD CONSTRAINT "block_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_completions" ADD CONSTRAINT "block_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_completions" ADD CONSTRAINT "block_completions_block_id_schedule_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."schedule_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_completions" ADD CONSTRAINT "block_completions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_completions" ADD CONSTRAINT "day_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_completions" ADD CONSTRAINT "day_completions_day_id_schedule_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."schedule_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_completions" ADD CONSTRAINT "day_completions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_feedback" ADD CONSTRAINT "day_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_feedback" ADD CONSTRAINT "day_feedback_day_id_schedule_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."schedule_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_feedback" ADD CONSTRAINT "day_feedback_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_feedback" ADD CONSTRAINT "day_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "macro_logs" ADD CONSTRAINT "macro_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "macro_logs" ADD CONSTRAINT "macro_logs_block_id_schedule_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."schedule_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "macro_logs" ADD CONSTRAINT "macro_logs_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_day_moves" ADD CONSTRAINT "membership_day_moves_membership_id_plan_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."plan_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_day_moves" ADD CONSTRAINT "membership_day_moves_day_id_schedule_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."schedule_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performed_sets" ADD CONSTRAINT "performed_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performed_sets" ADD CONSTRAINT "performed_sets_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performed_sets" ADD CONSTRAINT "performed_sets_block_id_schedule_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."schedule_blocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performed_sets" ADD CONSTRAINT "performed_sets_block_exercise_id_block_exercises_id_fk" FOREIGN KEY ("block_exercise_id") REFERENCES "public"."block_exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performed_sets" ADD CONSTRAINT "performed_sets_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "block_comments_client_key" ON "block_comments" USING btree ("author_id","client_key");--> statement-breakpoint
CREATE INDEX "block_comments_thread_idx" ON "block_comments" USING btree ("block_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "block_comments_plan_idx" ON "block_comments" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE INDEX "block_completions_block_idx" ON "block_completions" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "day_completions_day_idx" ON "day_completions" USING btree ("day_id");--> statement-breakpoint
CREATE INDEX "day_feedback_day_idx" ON "day_feedback" USING btree ("day_id");--> statement-breakpoint
CREATE INDEX "macro_logs_block_idx" ON "macro_logs" USING btree ("block_id");--> statement-breakpoint
CREATE UNIQUE INDEX "performed_sets_set_key" ON "performed_sets" USING btree ("user_id","block_exercise_id","set_index");--> statement-breakpoint
CREATE INDEX "performed_sets_exercise_idx" ON "performed_sets" USING btree ("user_id","exercise_id","performed_on");--> statement-breakpoint
CREATE INDEX "performed_sets_block_idx" ON "performed_sets" USING btree ("block_id","user_id");--> statement-breakpoint
CREATE INDEX "performed_sets_plan_user_idx" ON "performed_sets" USING btree ("plan_id","user_id","performed_on");--> statement-breakpoint
CREATE VIEW "public"."session_people" AS (select "sessions"."id" as "session_id", "sessions"."token_hash" as "session_token_hash", "users"."id", "users"."email", "users"."password_hash", "users"."role", "users"."first_name", "users"."last_name", "users"."country", "users"."state", "users"."currency", "users"."birthdate", "users"."gender", "users"."avatar_url", "users"."weight_unit", "users"."length_unit", "users"."time_zone", "users"."bodyweight_kg", "users"."popup_storage", "users"."email_settings", "users"."privacy_settings", "users"."landing_links", "users"."questions", "users"."registration_step", "users"."current_account_id", "users"."hide_checklist", "users"."checklist_completed", "users"."tax_state", "users"."is_admin", "users"."confirmed_at", "users"."confirmation_token_hash", "users"."reset_password_token_hash", "users"."reset_password_sent_at", "users"."utm", "users"."created_at", "users"."updated_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id");
CREATE TABLE "block_exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"position" integer NOT NULL,
	"superset" integer,
	"notes" text DEFAULT '' NOT NULL,
	"sets" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"macros" jsonb,
	"challenge" jsonb,
	"note" jsonb
);
--> statement-breakpoint
CREATE TABLE "schedule_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"client_id" integer,
	"on_date" date,
	"day_index" integer,
	"last_active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_days_one_key" CHECK (("schedule_days"."on_date" is null) <> ("schedule_days"."day_index" is null))
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "length_weeks" integer;--> statement-breakpoint
ALTER TABLE "block_exercises" ADD CONSTRAINT "block_exercises_block_id_schedule_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."schedule_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_exercises" ADD CONSTRAINT "block_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_blocks" ADD CONSTRAINT "schedule_blocks_day_id_schedule_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."schedule_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_blocks" ADD CONSTRAINT "schedule_blocks_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_blocks" ADD CONSTRAINT "schedule_blocks_track_id_plan_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."plan_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_days" ADD CONSTRAINT "schedule_days_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_days" ADD CONSTRAINT "schedule_days_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_exercises_block_idx" ON "block_exercises" USING btree ("block_id","position");--> statement-breakpoint
CREATE INDEX "block_exercises_exercise_idx" ON "block_exercises" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "schedule_blocks_day_idx" ON "schedule_blocks" USING btree ("day_id","position");--> statement-breakpoint
CREATE INDEX "schedule_blocks_plan_kind_idx" ON "schedule_blocks" USING btree ("plan_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_days_dated_key" ON "schedule_days" USING btree ("plan_id",coalesce("client_id", 0),"on_date") WHERE "schedule_days"."on_date" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_days_progressive_key" ON "schedule_days" USING btree ("plan_id","day_index") WHERE "schedule_days"."day_index" is not null;
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"library" text NOT NULL,
	"owner_account_id" integer,
	"created_by_account_id" integer,
	"scope" text DEFAULT 'user' NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text,
	"original_key" text,
	"content_type" text,
	"byte_size" bigint,
	"width" integer,
	"height" integer,
	"duration" double precision,
	"stream_key" text,
	"thumb_key" text,
	"thumb_small_key" text,
	"poster_key" text,
	"cover_keys" jsonb,
	"provider" text,
	"video_id" text,
	"video_hash" text,
	"state" text DEFAULT 'created' NOT NULL,
	"failure_reason" text,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_library_created_idx" ON "media" USING btree ("library","owner_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "media_library_title_idx" ON "media" USING btree ("library","owner_account_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" USING btree ("done_at") WHERE "jobs"."done_at" is not null;
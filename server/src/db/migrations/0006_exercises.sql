CREATE TABLE "exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"key" text,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"muscle_group" text NOT NULL,
	"primary_muscles" text[] DEFAULT '{}'::text[] NOT NULL,
	"secondary_muscles" text[] DEFAULT '{}'::text[] NOT NULL,
	"equipment" text NOT NULL,
	"default_metrics" text[] DEFAULT '{}'::text[] NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"media_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_library_versions" (
	"library" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_key_key" ON "exercises" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_account_name_key" ON "exercises" USING btree ("account_id",lower("name")) WHERE "exercises"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "exercises_media_idx" ON "exercises" USING btree ("media_id");
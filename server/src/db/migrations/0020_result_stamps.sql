CREATE TABLE "result_stamps" (
	"user_id" integer NOT NULL,
	"target" text NOT NULL,
	"recorded_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "result_stamps_user_id_target_pk" PRIMARY KEY("user_id","target")
);
--> statement-breakpoint
ALTER TABLE "result_stamps" ADD CONSTRAINT "result_stamps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
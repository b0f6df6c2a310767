CREATE TABLE "membership_tracks" (
	"membership_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_tracks_membership_id_track_id_pk" PRIMARY KEY("membership_id","track_id")
);
--> statement-breakpoint
ALTER TABLE "membership_tracks" ADD CONSTRAINT "membership_tracks_membership_id_plan_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."plan_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_tracks" ADD CONSTRAINT "membership_tracks_track_id_plan_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."plan_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_tracks_track_idx" ON "membership_tracks" USING btree ("track_id");
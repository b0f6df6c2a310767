CREATE TABLE "payment_receipts" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"period_start" date,
	"period_end" date,
	"card_brand" text,
	"card_last4" text,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
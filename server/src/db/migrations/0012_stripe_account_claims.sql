ALTER TABLE "stripe_accounts" ALTER COLUMN "stripe_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_accounts" ADD COLUMN "creation_key" text NOT NULL;
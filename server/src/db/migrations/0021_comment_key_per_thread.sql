DROP INDEX "block_comments_client_key";--> statement-breakpoint
CREATE UNIQUE INDEX "block_comments_client_key" ON "block_comments" USING btree ("author_id","block_id","client_id","client_key");
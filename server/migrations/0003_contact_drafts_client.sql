ALTER TABLE "contact_drafts" ADD COLUMN "client_hash" text;--> statement-breakpoint
CREATE INDEX "contact_drafts_client_idx" ON "contact_drafts" USING btree ("client_hash","expires_at");